import { Injectable } from '@nestjs/common';
import {
  DomainError,
  STREAMS,
  personDocumentStream,
  type AssignPositionBody,
  type DomainEvent,
  type ChangePersonStateBody,
  type PersonFields,
  type RecordIndisciplineBody,
  type RegisterPersonBody,
  type SetPersonPhotoBody,
  type UpdatePersonBody,
} from '@faena/contracts';
import { BlobStore, deterministicUuid } from '@faena/core';
import type { AuthUser } from '../../platform/auth/auth-user';
import { CommandRunner, type StreamReader } from '../../platform/commands/command-runner';
import { assignPosition, changePersonState, recordIndiscipline, registerPerson, setPersonPhoto, updatePerson } from '../domain/person.decider';
import { claimDocument, releaseDocument, sameDocument, type DocumentRef } from '../domain/person-document.decider';
import { checkedFile } from './attached-file';
import { companySpec, personSpec } from './catalog-specs';
import { documentHolderSpec, documentTypeFacts } from './document-facts';

export const personIdFor = (commandId: string) => `PER-${deterministicUuid('catalog.person', commandId).slice(0, 13).replace('-', '').toUpperCase()}`;
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

type Write = { stream: string; events: DomainEvent[] };

async function companyOf(reader: StreamReader, companyId: string) {
  const company = await reader.load(STREAMS.company(companyId), companySpec);
  if (!company) throw new DomainError('catalog.companyNotFound');
  return company;
}

/** The facts a registration or update decides on: the company, and the document type's item (person's country first). */
async function factsOf(reader: StreamReader, fields: PersonFields) {
  const company = await companyOf(reader, fields.companyId);
  const documentType = await documentTypeFacts(reader, fields.documentType, [fields.countryId, company.country]);
  return { companyName: company.name, documentType };
}

/** The person claims the document on its rule stream (one person per document type and number). */
async function claim(reader: StreamReader, ref: DocumentRef): Promise<Write> {
  const stream = personDocumentStream(ref.documentType, ref.documentNumber);
  return { stream, events: claimDocument(ref, await reader.load(stream, documentHolderSpec)) };
}

async function release(reader: StreamReader, ref: DocumentRef): Promise<Write> {
  const stream = personDocumentStream(ref.documentType, ref.documentNumber);
  return { stream, events: releaseDocument(ref, await reader.load(stream, documentHolderSpec)) };
}

/** The person's commands: load catalog.person-<id> (and the company), decide, append. */
@Injectable()
export class PersonCommands {
  constructor(
    private readonly runner: CommandRunner,
    private readonly blobs: BlobStore,
  ) {}

  register(user: AuthUser, body: RegisterPersonBody) {
    const { commandId, ...fields } = body;
    const personId = personIdFor(commandId);
    return this.writeMany(user, body, personId, async (reader, now) => {
      const person = await reader.load(STREAMS.person(personId), personSpec);
      const events = registerPerson({ personId, fields, ...(await factsOf(reader, fields)), today: dayOf(now) }, person);
      return [{ stream: STREAMS.person(personId), events }, await claim(reader, { personId, documentType: fields.documentType, documentNumber: fields.documentNumber })];
    });
  }

  /** A changed document moves the claim: the old one is released, the new one claimed (same append). */
  update(user: AuthUser, body: UpdatePersonBody) {
    const { commandId: _c, personId, ...fields } = body;
    return this.writeMany(user, body, personId, async (reader, now) => {
      const person = await reader.load(STREAMS.person(personId), personSpec);
      const events = updatePerson({ personId, fields: fields as PersonFields, ...(await factsOf(reader, fields as PersonFields)), today: dayOf(now) }, person);
      const before = person.snapshot;
      if (events.length === 0 || !before || sameDocument(before, fields)) return [{ stream: STREAMS.person(personId), events }];
      return [
        { stream: STREAMS.person(personId), events },
        await release(reader, { personId, documentType: before.documentType, documentNumber: before.documentNumber }),
        await claim(reader, { personId, documentType: fields.documentType, documentNumber: fields.documentNumber }),
      ];
    });
  }

  changeState(user: AuthUser, body: ChangePersonStateBody) {
    return this.write(user, body, body.personId, async (reader, now) =>
      changePersonState({ personId: body.personId, state: body.state, reason: body.reason, date: body.date ?? dayOf(now) }, await reader.load(STREAMS.person(body.personId), personSpec)),
    );
  }

  assignPosition(user: AuthUser, body: AssignPositionBody) {
    return this.write(user, body, body.personId, async (reader) =>
      assignPosition({ personId: body.personId, position: body.position, positionId: body.positionId }, await reader.load(STREAMS.person(body.personId), personSpec)),
    );
  }

  async recordIndiscipline(user: AuthUser, body: RecordIndisciplineBody) {
    const entryId = deterministicUuid('catalog.indiscipline', body.commandId);
    const file = body.file ? checkedFile(body.file.contentBase64, 'pdf') : null;
    const fileKey = file ? `catalog/person/${body.personId}/indiscipline-${entryId}.pdf` : '';
    return this.write(user, body, body.personId, async (reader) => {
      const person = await reader.load(STREAMS.person(body.personId), personSpec);
      const events = recordIndiscipline(
        { personId: body.personId, entryId, severity: body.severity, observation: body.observation, date: body.date, fileKey, fileName: body.file?.fileName ?? '', size: file?.bytes.length ?? 0 },
        person,
      );
      if (file && events.length > 0) await this.blobs.put(fileKey, file.bytes, file.contentType);
      return events;
    });
  }

  async setPhoto(user: AuthUser, body: SetPersonPhotoBody) {
    const file = checkedFile(body.file.contentBase64, 'image');
    const key = `catalog/person/${body.personId}/photo-${body.kind}-${deterministicUuid('catalog.photo', body.commandId).slice(0, 8)}`;
    return this.write(user, body, body.personId, async (reader) => {
      const events = setPersonPhoto({ personId: body.personId, kind: body.kind, key }, await reader.load(STREAMS.person(body.personId), personSpec));
      if (events.length > 0) await this.blobs.put(key, file.bytes, file.contentType);
      return events;
    });
  }

  private write(user: AuthUser, body: { commandId: string }, personId: string, decide: (reader: StreamReader, now: Date) => Promise<DomainEvent[]>) {
    return this.writeMany(user, body, personId, async (reader, now) => [{ stream: STREAMS.person(personId), events: await decide(reader, now) }]);
  }

  /** The person's stream first, then the streams that own its rules, each at the revision read. */
  private writeMany(user: AuthUser, body: { commandId: string }, personId: string, decide: (reader: StreamReader, now: Date) => Promise<Write[]>) {
    return this.runner.run({ commandId: body.commandId, user, payload: body }, async (reader, now) => ({ id: personId, writes: await decide(reader, now) }));
  }
}
