import type {
  AccessGroupEvent,
  AccessProfileEvent,
  AccessScheduleEvent,
  DeviceEvent,
  PersonAccessRulesEvent,
  PersonStreamEvent,
  ZoneEvent,
  ZoneNamed,
} from '@faena/contracts';
import type { StreamSpec } from '../platform/commands/command-runner';
import {
  evolveZone,
  evolveZoneNames,
  type Zone,
  type ZoneNames,
} from './domain/checkpoint.decider';
import {
  evolveClientDevices,
  initialClientDevices,
  type ClientDevices,
} from './domain/device.decider';
import { evolveGroups, initialGroups, type Groups } from './domain/access-groups.decider';
import { evolveProfiles, initialProfiles, type Profiles } from './domain/access-profiles.decider';
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

/** A zone's stream (access.zone-<zoneId>) as the checkpoint deciders fold it. */
export const zoneSpec: StreamSpec<Zone | null, ZoneEvent> = {
  initial: () => null,
  evolve: evolveZone,
};

/** A client's devices stream (access.devices-<clientId>). */
export const clientDevicesSpec: StreamSpec<ClientDevices, DeviceEvent> = {
  initial: initialClientDevices,
  evolve: evolveClientDevices,
};

/** A client's zone-names stream (access.zone-names-<clientId>). */
export const zoneNamesSpec: StreamSpec<ZoneNames, ZoneNamed> = {
  initial: () => ({}),
  evolve: evolveZoneNames,
};

/** How the access rules streams fold for a command (names: STREAMS in contracts). */
export const schedulesSpec: StreamSpec<Schedules, AccessScheduleEvent> = {
  initial: initialSchedules,
  evolve: evolveSchedules,
};
export const groupsSpec: StreamSpec<Groups, AccessGroupEvent> = {
  initial: initialGroups,
  evolve: evolveGroups,
};
export const profilesSpec: StreamSpec<Profiles, AccessProfileEvent> = {
  initial: initialProfiles,
  evolve: evolveProfiles,
};
export const personRulesSpec: StreamSpec<PersonAccessRules, PersonAccessRulesEvent> = {
  initial: initialPersonAccessRules,
  evolve: evolvePersonAccessRules,
};

/** A zone's client and doors as they are now (access.zone-<zoneId>: registered, doors added). */
export type ZoneRef = { clientId: string; doors: string[] } | null;
export const zoneRefSpec: StreamSpec<ZoneRef, ZoneEvent> = {
  initial: () => null,
  evolve: (ref, e) => {
    if (e.type === 'access.ZoneRegistered')
      return { clientId: e.data.clientId, doors: e.data.doors.map((d) => d.doorId) };
    if (e.type === 'access.DoorAdded' && ref && !ref.doors.includes(e.data.doorId))
      return { ...ref, doors: [...ref.doors, e.data.doorId] };
    return ref;
  },
};

/** Whether a person is registered (catalog.person-<personId>). */
export const personKnownSpec: StreamSpec<boolean, PersonStreamEvent> = {
  initial: () => false,
  evolve: (known, e) => known || e.type === 'catalog.PersonRegistered',
};
