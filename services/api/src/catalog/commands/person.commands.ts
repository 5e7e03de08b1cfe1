import { Injectable } from '@nestjs/common';
import {
  DomainError,
  STREAMS,
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
import { checkedFile } from './attached-file';
import { companySpec, personSpec } from './catalog-specs';

export const personIdFor = (commandId: string) => `PER-${deterministicUuid('catalog.person', commandId).slice(0, 13).replace('-', '').toUpperCase()}`;
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

async function companyNameOf(reader: StreamReader, companyId: string): Promise<string> {
  const company = await reader.load(STREAMS.company(companyId), companySpec);
  if (!company) throw new DomainError('catalog.companyNotFound');
  return company.name;
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
    return this.write(user, body, personId, async (reader, now) =>
      registerPerson({ personId, fields, companyName: await companyNameOf(reader, fields.companyId), today: dayOf(now) }, await reader.load(STREAMS.person(personId), personSpec)),
    );
  }

  update(user: AuthUser, body: UpdatePersonBody) {
    const { commandId: _c, personId, ...fields } = body;
    return this.write(user, body, personId, async (reader, now) => {
      const person = await reader.load(STREAMS.person(personId), personSpec);
      return updatePerson({ personId, fields: fields as PersonFields, companyName: await companyNameOf(reader, fields.companyId), today: dayOf(now) }, person);
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
    return this.runner.run({ commandId: body.commandId, user, payload: body }, async (reader, now) => ({
      id: personId,
      writes: [{ stream: STREAMS.person(personId), events: await decide(reader, now) }],
    }));
  }
}
