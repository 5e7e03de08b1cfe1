import {
  textOf,
  DomainError,
  STREAMS,
  ValidationError,
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
import { hashPassword } from '../../identity/password-hasher';
import {
  claimDocument,
  releaseDocument,
  type DocumentRef,
} from '../domain/person-document.decider';
import {
  RECORD_KINDS,
  recordSpec,
  registerRecord,
  updateRecord,
  type MasterRecord,
  type RecordKindName,
} from '../domain/master-record.decider';
import { callerOf } from '../domain/tenancy';
import { companySpec } from './administration-specs';
import { documentHolderSpec, documentTypeFacts } from './document-facts';
import { assertCompanyInReach, assertRecordInReach, type Reach } from './tenant-reach';

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

export type RecordBody = { commandId: string } & Record<string, unknown>;
export const RECORD_ID_KEY: Record<RecordKindName, string> = {
  position: 'positionId',
  vehicle: 'vehicleId',
  customer: 'customerId',
  repository: 'repositoryId',
};
export const RECORD_PREFIX: Record<RecordKindName, string> = {
  position: 'CAR',
  vehicle: 'VEH',
  customer: 'CLI',
  repository: 'REP',
};
/** `reach`: the companies the caller reaches (a vehicle follows its company). */
type RecordTarget = {
  user: AuthUser;
  kind: RecordKindName;
  body: RecordBody;
  id: string;
  reach: Reach;
};

/**
 * Positions, vehicles, customers and repositories: register / update a full snapshot on
 * catalog.<kind>-<id>, as the kind's tenancy says (a client's record is the caller's client's; a
 * vehicle is changed only while the caller reaches its company, and put only in a company it reaches).
 */
export async function saveRecord(
  runner: CommandRunner,
  target: RecordTarget,
  mode: 'register' | 'update',
): Promise<CommandAnswer> {
  const { user, kind, body, id, reach } = target;
  const stream = `catalog.${kind}-${id}`;
  const spec = recordSpec(RECORD_KINDS[kind]);
  const { commandId: _c, ...fields } = body;
  const secret = kind === 'repository' ? await secretOf(fields, mode) : {};
  return runWrite(runner, { user, body, id, stream }, async (r) => {
    const current = await r.load(stream, spec);
    if (RECORD_KINDS[kind].tenancy === 'company')
      await companyRecordInReach(
        reach,
        mode === 'update' ? current : null,
        String(fields.companyId),
      );
    const data: Record<string, unknown> = {
      ...fields,
      ...(await extras(r, kind, fields)),
      [RECORD_ID_KEY[kind]]: id,
    };
    if (kind === 'repository')
      Object.assign(data, withoutPasswords(data), {
        passwordHash: secret.passwordHash ?? current?.passwordHash ?? '',
      });
    const clean = kind === 'repository' ? withoutPasswords(data) : data;
    return (mode === 'register' ? registerRecord : updateRecord)(
      RECORD_KINDS[kind],
      clean,
      current,
      callerOf(user),
    );
  });
}

async function companyRecordInReach(
  reach: Reach,
  current: MasterRecord,
  companyId: string,
): Promise<void> {
  await assertRecordInReach(reach, current);
  await assertCompanyInReach(reach, companyId);
}

/** The repository's password is hashed here (never stored or answered in clear); update may keep it. */
async function secretOf(
  fields: Record<string, unknown>,
  mode: 'register' | 'update',
): Promise<{ passwordHash?: string }> {
  const password = textOf(fields.password);
  if (!password && mode === 'register')
    throw new ValidationError([{ path: 'password', message: 'administration:passwordRequired' }]);
  return password ? { passwordHash: await hashPassword(password) } : {};
}

async function extras(
  reader: StreamReader,
  kind: RecordKindName,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (kind !== 'vehicle') return {};
  return { companyName: await companyNameOf(reader, String(fields.companyId)) };
}

function withoutPasswords(data: Record<string, unknown>): Record<string, unknown> {
  const { password: _p, confirmPassword: _c, ...rest } = data;
  return rest;
}
