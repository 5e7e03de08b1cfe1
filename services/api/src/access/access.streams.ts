import type {
  AccessGroupEvent,
  AccessScheduleEvent,
  PersonAccessRulesEvent,
  PersonStreamEvent,
  ZoneRegistered,
} from '@faena/contracts';
import type { StreamSpec } from '../platform/commands/command-runner';
import { evolveGroups, initialGroups, type Groups } from './domain/access-groups.decider';
import {
  evolveSchedules,
  initialSchedules,
  type Schedules,
} from './domain/access-schedules.decider';
import {
  evolvePersonAccessRules,
  initialPersonAccessRules,
  type PersonAccessRules,
} from './domain/person-access-rules.decider';

/** How the access rules streams fold for a command (names: STREAMS in contracts). */
export const schedulesSpec: StreamSpec<Schedules, AccessScheduleEvent> = {
  initial: initialSchedules,
  evolve: evolveSchedules,
};
export const groupsSpec: StreamSpec<Groups, AccessGroupEvent> = {
  initial: initialGroups,
  evolve: evolveGroups,
};
export const personRulesSpec: StreamSpec<PersonAccessRules, PersonAccessRulesEvent> = {
  initial: initialPersonAccessRules,
  evolve: evolvePersonAccessRules,
};

/** A zone's client and doors as registered (access.zone-<zoneId>). */
export type ZoneRef = { clientId: string; doors: string[] } | null;
export const zoneRefSpec: StreamSpec<ZoneRef, ZoneRegistered> = {
  initial: () => null,
  evolve: (_, e) => ({ clientId: e.data.clientId, doors: e.data.doors.map((d) => d.doorId) }),
};

/** Whether a person is registered (catalog.person-<personId>). */
export const personKnownSpec: StreamSpec<boolean, PersonStreamEvent> = {
  initial: () => false,
  evolve: (known, e) => known || e.type === 'catalog.PersonRegistered',
};
