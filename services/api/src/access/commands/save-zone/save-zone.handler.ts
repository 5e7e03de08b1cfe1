import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type CommandResult } from '@faena/contracts';
import { deterministicUuid, ReadStore } from '@faena/core';
import { CommandRunner, type StreamReader } from '../../../platform/commands/command-runner';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { EventStore } from '@faena/core';
import { CHECKPOINTS_COLLECTION, type CheckpointDoc } from '../../access.read-models';
import { zoneNamesSpec, zoneSpec } from '../../access.streams';
import { nameClaim, registerZone, updateZone, type Zone } from '../../domain/checkpoint.decider';
import { SaveZoneCommand } from './save-zone.command';
import type { AuthUser } from '../../../platform/auth/auth-user';
import {
  companyOfPerson,
  PeopleScope,
} from '../../../administration/queries/people-scope/people-scope';
import { requirementTypesSpec } from '../../../requirements/requirements.streams';

const MAX_ZONES = 2_000;

export const zoneIdFor = (commandId: string) => deterministicUuid('access.zone', commandId);

/**
 * A zone's name is unique in its client. The handler folds the streams of the client's other
 * zones: those the checkpoints read model knows (caught up to the head of the log first: the
 * seeded ones too) and those the client's zone-names stream lists; the decider refuses a taken
 * name. A new or changed name is claimed in the zone-names stream in the same append, at the
 * revision read: two zones racing for one name meet there, and the retry sees the winner.
 */
@CommandHandler(SaveZoneCommand)
export class SaveZoneHandler implements ICommandHandler<SaveZoneCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly readStore: ReadStore,
    private readonly store: EventStore,
    private readonly waiter: ReadWaiter,
    private readonly people: PeopleScope,
  ) {}

  async execute({ user, body }: SaveZoneCommand): Promise<CommandResult> {
    const { commandId, zoneId: given } = body;
    const zoneId = given ?? zoneIdFor(commandId);
    const payload = { ...body, zoneId };
    const ids = await this.projectedZoneIds(user);
    const personIds = await this.peopleOfClient(user, body.assignedPersonIds);
    return this.runner.run({ commandId, user, payload }, (reader) =>
      planZone(reader, { user, body, zoneId, ids, personIds }),
    );
  }

  /** The client's zones in the checkpoints read model, caught up to the head of the log first. */
  private async projectedZoneIds(user: AuthUser): Promise<string[]> {
    await this.waiter.waitFor(await this.store.headPosition());
    const zones = await this.readStore.find<CheckpointDoc>(
      CHECKPOINTS_COLLECTION,
      { clientId: user.cid },
      MAX_ZONES,
    );
    return zones.map((z) => z.zoneId);
  }

  /** The listed people that exist and that the caller's client sees (administration's rule). */
  private async peopleOfClient(user: AuthUser, personIds: string[]): Promise<Set<string>> {
    const seen = await Promise.all(
      personIds.map(async (personId) => {
        const events = await this.store.readStream(STREAMS.person(personId));
        if (events.length === 0) return null;
        const companyId = companyOfPerson(events);
        return companyId === null || (await this.people.reaches(user, companyId)) ? personId : null;
      }),
    );
    return new Set(seen.flatMap((id) => (id === null ? [] : [id])));
  }
}

async function clientZones(reader: StreamReader, ids: string[], except: string): Promise<Zone[]> {
  const zones = await Promise.all(
    ids.filter((id) => id !== except).map((id) => reader.load(STREAMS.zone(id), zoneSpec)),
  );
  return zones.flatMap((z) => (z ? [z] : []));
}

type ZonePlan = {
  user: AuthUser;
  body: SaveZoneCommand['body'];
  zoneId: string;
  /** the client's zones the read model knows */
  ids: string[];
  /** the assigned people the client sees */
  personIds: Set<string>;
};

/** Registers or updates the zone against the client's other zones, claiming its name. */
async function planZone(reader: StreamReader, p: ZonePlan) {
  const { user, zoneId } = p;
  const { commandId: _c, mode, zoneId: _z, ...fields } = p.body;
  const stream = STREAMS.zone(zoneId);
  const zone = await reader.load(stream, zoneSpec);
  const namesStream = STREAMS.zoneNames(user.cid);
  const named = await reader.load(namesStream, zoneNamesSpec);
  const others = await clientZones(reader, [...new Set([...p.ids, ...Object.keys(named)])], zoneId);
  const types = await reader.load(STREAMS.requirementTypes(), requirementTypesSpec);
  const known = { requirementCodes: new Set(Object.keys(types.types)), personIds: p.personIds };
  const input = { zoneId, clientId: user.cid, userId: user.sub, fields, known };
  const events =
    mode === 'register' ? registerZone(input, zone, others) : updateZone(input, zone, others);
  const claim =
    events.length > 0 ? nameClaim(zone, { zoneId, clientId: user.cid, name: fields.name }) : [];
  return {
    id: zoneId,
    writes: [
      { stream, events },
      { stream: namesStream, events: claim },
    ],
  };
}
