import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  catalogItemStream,
  DomainError,
  STREAMS,
  type PersonAccessRulesEvent,
} from '@faena/contracts';
import { catalogItemSpec } from '../../../catalogs/catalog-streams';
import { deterministicUuid } from '@faena/core';
import {
  CommandRunner,
  type CommandAnswer,
  type StreamReader,
} from '../../../platform/commands/command-runner';
import {
  groupsSpec,
  personKnownSpec,
  personRulesSpec,
  profilesSpec,
  zoneRefSpec,
} from '../../access.streams';
import {
  assignGroup,
  assignProfile,
  endProfile,
  unassignGroup,
  type PersonAccessRules,
} from '../../domain/person-access-rules.decider';
import {
  addRestriction,
  grantExemption,
  removeRestriction,
  revokeExemption,
  setRestrictionActive,
} from '../../domain/person-access-limits.decider';
import { ChangePersonAccessCommand, type PersonAccessChange } from './change-person-access.command';

/**
 * A person's memberships, restrictions and exemptions at the caller's client: the stream is keyed
 * by the caller's client, so another client's rules are never read nor written. The person must be
 * registered; a group or profile must be the client's; a restriction's zone the client's (and its door the zone's).
 */
@CommandHandler(ChangePersonAccessCommand)
export class ChangePersonAccessHandler implements ICommandHandler<ChangePersonAccessCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, change }: ChangePersonAccessCommand): Promise<CommandAnswer> {
    const { body } = change;
    const ctx = { commandId: body.commandId, user, payload: { kind: change.kind, ...body } };
    return this.runner.run(ctx, async (reader) => {
      if (!(await reader.load(STREAMS.person(body.personId), personKnownSpec)))
        throw new DomainError('access.personNotFound');
      const stream = STREAMS.personAccessRules(body.personId, user.cid);
      const state = await reader.load(stream, personRulesSpec);
      const subject = { personId: body.personId, clientId: user.cid };
      const events = await decide(reader, change, { ...subject, state });
      return { id: idOfChange(change), writes: [{ stream, events }] };
    });
  }
}

type At = { personId: string; clientId: string; state: PersonAccessRules };

function decide(
  reader: StreamReader,
  change: PersonAccessChange,
  at: At,
): Promise<PersonAccessRulesEvent[]> {
  switch (change.kind) {
    case 'assignGroup':
    case 'unassignGroup':
    case 'assignProfile':
    case 'endProfile':
      return decideMembership(reader, change, at);
    default:
      return decideLimit(reader, change, at);
  }
}

type MembershipChange = Extract<
  PersonAccessChange,
  { kind: 'assignGroup' | 'unassignGroup' | 'assignProfile' | 'endProfile' }
>;

/** Groups and profiles: a group or profile must be the client's. */
async function decideMembership(
  reader: StreamReader,
  change: MembershipChange,
  { state, ...who }: At,
): Promise<PersonAccessRulesEvent[]> {
  switch (change.kind) {
    case 'assignGroup': {
      const groups = await reader.load(STREAMS.accessGroups(who.clientId), groupsSpec);
      const groupExists = groups[change.body.groupCode] !== undefined;
      return assignGroup({ ...change.body, ...who, groupExists }, state);
    }
    case 'unassignGroup':
      return unassignGroup({ ...who, groupCode: change.body.groupCode }, state);
    case 'assignProfile': {
      const profiles = await reader.load(STREAMS.accessProfiles(who.clientId), profilesSpec);
      const profile = profiles[change.body.profileCode];
      return assignProfile({ ...change.body, ...who, profile }, state);
    }
    case 'endProfile':
      return endProfile({ ...who, endDate: change.body.endDate }, state);
  }
}

/** Restrictions and exemptions: a restriction's zone must be the client's, its type catalogued. */
async function decideLimit(
  reader: StreamReader,
  change: Exclude<PersonAccessChange, MembershipChange>,
  { state, ...who }: At,
): Promise<PersonAccessRulesEvent[]> {
  switch (change.kind) {
    case 'addRestriction': {
      const zone = await reader.load(STREAMS.zone(change.body.zoneId), zoneRefSpec);
      const doors = zone?.clientId === who.clientId ? zone.doors : null;
      const restrictionId = idOf('RES', change.body.commandId);
      const typeKnown = await catalogued(reader, 'restriction-types', change.body.restrictionType);
      return addRestriction({ ...change.body, ...who, restrictionId, doors, typeKnown }, state);
    }
    case 'setRestrictionActive': {
      const { restrictionId, active } = change.body;
      return setRestrictionActive({ ...who, restrictionId, active }, state);
    }
    case 'removeRestriction':
      return removeRestriction({ ...who, restrictionId: change.body.restrictionId }, state);
    case 'grantExemption': {
      const exemptionId = idOf('EXO', change.body.commandId);
      const typeKnown = await catalogued(reader, 'exemption-types', change.body.exemptionType);
      return grantExemption({ ...change.body, ...who, exemptionId, typeKnown }, state);
    }
    case 'revokeExemption':
      return revokeExemption({ ...who, exemptionId: change.body.exemptionId }, state);
  }
}

/** Whether the code is an active item of the (global) catalogue: restriction or exemption types. */
async function catalogued(reader: StreamReader, catalogId: string, code: string) {
  const item = await reader.load(catalogItemStream(catalogId, null, code), catalogItemSpec);
  return item.exists && item.active === 'S';
}

/** A new restriction or exemption answers its own id (the next calls name it); the rest the person. */
function idOfChange(change: PersonAccessChange): string {
  const { commandId } = change.body;
  if (change.kind === 'addRestriction') return idOf('RES', commandId);
  if (change.kind === 'grantExemption') return idOf('EXO', commandId);
  return change.body.personId;
}

const idOf = (prefix: string, commandId: string) =>
  `${prefix}-${deterministicUuid(`access.${prefix}`, commandId).slice(0, 8).toUpperCase()}`;
