import {
  DomainError,
  STREAMS,
  personDocumentStream,
  type DomainEvent,
  type PersonFields,
} from '@faena/contracts';
import { deterministicUuid } from '@faena/core';
import type { AuthUser } from '../../platform/auth/auth-user';
import type {
  CommandAnswer,
  CommandRunner,
  StreamReader,
} from '../../platform/commands/command-runner';
import {
  claimDocument,
  releaseDocument,
  type DocumentRef,
} from '../domain/person-document.decider';
import { companySpec } from './administration-specs';
import { documentHolderSpec, documentTypeFacts } from './document-facts';

/** Helpers the master-data command handlers share (people, companies, contracts, records). */

export const personIdFor = (commandId: string) =>
  `PER-${deterministicUuid('catalog.person', commandId).slice(0, 13).replace('-', '').toUpperCase()}`;
/** A company's id follows from its document, so one document registers one company. */
export const companyIdFor = (documentType: string, documentNumber: string) =>
  `EMP-${documentType}-${documentNumber}`.toUpperCase().replace(/[^A-Z0-9-]/g, '');
/** A contract's id is its code (as the demo's CTR-2026-001): a code registers one contract. */
export const contractIdFor = (code: string) => code.toUpperCase().replace(/[^A-Z0-9._-]/g, '-');

export type Write = { stream: string; events: DomainEvent[] };
type Target = { user: AuthUser; body: { commandId: string }; id: string };

/** Runs a command whose events go to several streams (the first is the aggregate's), each at the revision read. */
export function runWrites(
  runner: CommandRunner,
  target: Target,
  plan: (reader: StreamReader, now: Date) => Promise<Write[]>,
): Promise<CommandAnswer> {
  const { user, body, id } = target;
  return runner.run({ commandId: body.commandId, user, payload: body }, async (reader, now) => ({
    id,
    writes: await plan(reader, now),
  }));
}

/** Runs a command whose events all go to one stream. */
export function runWrite(
  runner: CommandRunner,
  target: Target & { stream: string },
  decide: (reader: StreamReader, now: Date) => Promise<DomainEvent[]>,
): Promise<CommandAnswer> {
  return runWrites(runner, target, async (reader, now) => [
    { stream: target.stream, events: await decide(reader, now) },
  ]);
}

export async function companyOf(reader: StreamReader, companyId: string) {
  const company = await reader.load(STREAMS.company(companyId), companySpec);
  if (!company) throw new DomainError('catalog.companyNotFound');
  return company;
}

export async function companyNameOf(reader: StreamReader, companyId: string): Promise<string> {
  return (await companyOf(reader, companyId)).name;
}

/** The facts a person's registration or update decides on: the company, and the document type's item (person's country first). */
export async function personFactsOf(reader: StreamReader, fields: PersonFields) {
  const company = await companyOf(reader, fields.companyId);
  const documentType = await documentTypeFacts(reader, fields.documentType, [
    fields.countryId,
    company.country,
  ]);
  return { companyName: company.name, documentType };
}

/** The person claims the document on its rule stream (one person per document type and number). */
export async function claim(reader: StreamReader, ref: DocumentRef): Promise<Write> {
  const stream = personDocumentStream(ref.documentType, ref.documentNumber);
  return { stream, events: claimDocument(ref, await reader.load(stream, documentHolderSpec)) };
}

export async function release(reader: StreamReader, ref: DocumentRef): Promise<Write> {
  const stream = personDocumentStream(ref.documentType, ref.documentNumber);
  return { stream, events: releaseDocument(ref, await reader.load(stream, documentHolderSpec)) };
}
