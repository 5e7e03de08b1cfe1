import type { DeviceEvent, ZoneEvent, ZoneNamed } from '@faena/contracts';
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
