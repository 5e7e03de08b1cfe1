import { z } from 'zod';
import {
  eventDefinition,
  olderVersion,
  type EventsOf,
  type RegisteredEvent,
} from '../shared/event-registry';
import { DIRECTIONS, DOOR_TYPES } from './access.schemas';
import { DeviceFieldsSchema } from './device.schemas';

const door = { doorId: z.string(), name: z.string(), type: z.enum(DOOR_TYPES) };
/** v1 (seeded zones before issue 20): doors without the active flag, no configuration fields. */
const ZoneRegisteredV1Schema = z.object({
  zoneId: z.string(),
  clientId: z.string(),
  divisionId: z.string(),
  name: z.string(),
  capacity: z.number().int(),
  doors: z.array(z.object(door)),
});
/** The zone's configuration (issue 20): marking flags, requirement codes, assigned people, active. */
const zoneConfig = {
  personMarking: z.boolean(),
  vehicleMarking: z.boolean(),
  requirementCodes: z.array(z.string()),
  assignedPersonIds: z.array(z.string()),
  active: z.boolean(),
};
const ZoneRegisteredSchema = ZoneRegisteredV1Schema.extend({
  ...zoneConfig,
  doors: z.array(z.object({ ...door, active: z.boolean() })),
});
/** v1 → v2: a seeded zone marks people and vehicles, asks nothing more, is active, as its doors. */
const zoneRegisteredV1 = olderVersion(ZoneRegisteredV1Schema, (v1) => ({
  ...v1,
  personMarking: true,
  vehicleMarking: true,
  requirementCodes: [],
  assignedPersonIds: [],
  active: true,
  doors: v1.doors.map((d) => ({ ...d, active: true })),
}));
/** The whole configuration snapshot after an edit (the doors change through their own events). */
const ZoneUpdatedSchema = z.object({
  zoneId: z.string(),
  clientId: z.string(),
  divisionId: z.string(),
  name: z.string(),
  capacity: z.number().int(),
  ...zoneConfig,
  changedBy: z.string(),
});
const DoorChangedSchema = z.object({
  zoneId: z.string(),
  clientId: z.string(),
  ...door,
  active: z.boolean(),
  changedBy: z.string(),
});
/**
 * A zone took a name in its client (access.zone-names-<clientId>): registered or renamed through
 * the API. The stream is the set rule's guard (two zones racing for one name meet on its revision)
 * and lists the zones a name check must read beside those the read model already knows.
 */
const ZoneNamedSchema = z.object({ zoneId: z.string(), clientId: z.string(), name: z.string() });
/** A device's whole snapshot, in the client's devices stream (access.devices-<clientId>). */
const DeviceChangedSchema = DeviceFieldsSchema.extend({
  deviceId: z.string(),
  clientId: z.string(),
  zoneId: z.string(),
  changedBy: z.string(),
});
const mark = {
  markId: z.string(),
  personId: z.string(),
  personName: z.string(),
  zoneId: z.string(),
  doorId: z.string(),
  clientId: z.string(),
  direction: z.enum(DIRECTIONS),
  markedAt: z.string(),
  automatic: z.boolean(),
};
const DENY_REASONS = [
  'noAccreditation',
  'personNotFound',
  'terminated',
  'requirementExpired',
  'requirementMissing',
  'noVisit',
  'zoneNotVisited',
] as const;
/** The requirement that refused the mark (requirementExpired: with its expiry): the guard names it. */
const deniedRequirement = z.object({
  code: z.string(),
  description: z.string(),
  expiresOn: z.string().optional(),
});

/** The access context's events: type → current schema and version. */
export const ACCESS_EVENTS = {
  'access.ZoneRegistered': eventDefinition(ZoneRegisteredSchema, 2, { 1: zoneRegisteredV1 }),
  'access.ZoneUpdated': eventDefinition(ZoneUpdatedSchema),
  'access.ZoneNamed': eventDefinition(ZoneNamedSchema),
  'access.DoorAdded': eventDefinition(DoorChangedSchema),
  'access.DoorUpdated': eventDefinition(DoorChangedSchema),
  'access.DeviceRegistered': eventDefinition(DeviceChangedSchema),
  'access.DeviceUpdated': eventDefinition(DeviceChangedSchema),
  'access.MarkGranted': eventDefinition(z.object(mark)),
  'access.MarkDenied': eventDefinition(
    z.object({ ...mark, reason: z.enum(DENY_REASONS), requirement: deniedRequirement.optional() }),
  ),
};
type Access = typeof ACCESS_EVENTS;

export type ZoneRegistered = RegisteredEvent<Access, 'access.ZoneRegistered'>;
export type ZoneUpdated = RegisteredEvent<Access, 'access.ZoneUpdated'>;
export type ZoneNamed = RegisteredEvent<Access, 'access.ZoneNamed'>;
export type DoorAdded = RegisteredEvent<Access, 'access.DoorAdded'>;
export type DoorUpdated = RegisteredEvent<Access, 'access.DoorUpdated'>;
/** The events of a zone's stream (access.zone-<zoneId>) that shape it. */
export type ZoneEvent = ZoneRegistered | ZoneUpdated | DoorAdded | DoorUpdated;
export type DeviceRegistered = RegisteredEvent<Access, 'access.DeviceRegistered'>;
export type DeviceUpdated = RegisteredEvent<Access, 'access.DeviceUpdated'>;
export type DeviceEvent = DeviceRegistered | DeviceUpdated;
export type MarkGranted = RegisteredEvent<Access, 'access.MarkGranted'>;
export type MarkDenied = RegisteredEvent<Access, 'access.MarkDenied'>;
export type AccessEvent = EventsOf<Access>;
