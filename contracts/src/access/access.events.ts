import { z } from 'zod';
import {
  eventDefinition,
  olderVersion,
  type EventsOf,
  type RegisteredEvent,
} from '../shared/event-registry';
import { deniedRequirement, DENY_REASONS, mark, markV2, upcastMark } from './access-mark.events';
import { DIRECTIONS, DOOR_TYPES } from './access.schemas';
import { DeviceFieldsSchema } from './device.schemas';
import { MARK_MODES } from './marks.schemas';

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
/** The access context's events: type → current schema and version. */
export const ACCESS_EVENTS = {
  'access.ZoneRegistered': eventDefinition(ZoneRegisteredSchema, 2, { 1: zoneRegisteredV1 }),
  'access.ZoneUpdated': eventDefinition(ZoneUpdatedSchema),
  'access.ZoneNamed': eventDefinition(ZoneNamedSchema),
  'access.DoorAdded': eventDefinition(DoorChangedSchema),
  'access.DoorUpdated': eventDefinition(DoorChangedSchema),
  'access.DeviceRegistered': eventDefinition(DeviceChangedSchema),
  'access.DeviceUpdated': eventDefinition(DeviceChangedSchema),
  'access.MarkGranted': eventDefinition(z.object(markV2), 2, {
    1: olderVersion(z.object(mark), upcastMark),
  }),
  'access.MarkDenied': eventDefinition(
    z.object({
      ...markV2,
      reason: z.enum(DENY_REASONS),
      requirement: deniedRequirement.optional(),
    }),
    2,
    {
      1: olderVersion(
        z.object({
          ...mark,
          reason: z.enum(DENY_REASONS),
          requirement: deniedRequirement.optional(),
        }),
        ({ reason, requirement, ...v1 }) => ({
          ...upcastMark(v1),
          reason,
          ...(requirement ? { requirement } : {}),
        }),
      ),
    },
  ),
  /** A supervisor corrected a manual mark (access.person-<personId>): its hour, mode and reason. */
  'access.MarkCorrected': eventDefinition(
    z.object({
      markId: z.string(),
      personId: z.string(),
      clientId: z.string(),
      zoneId: z.string(),
      /** whether the door granted the mark: only a granted one counts in presence and occupancy */
      granted: z.boolean(),
      markedAt: z.string(),
      hour: z.string(),
      direction: z.enum(DIRECTIONS),
      mode: z.enum(MARK_MODES),
      reason: z.string(),
      previous: z.object({
        markedAt: z.string(),
        hour: z.string(),
        mode: z.enum(MARK_MODES),
        reason: z.string(),
      }),
      correctedBy: z.string(),
    }),
  ),
  /** A supervisor voided (deleted) a manual mark, with the reason: it no longer counts anywhere. */
  'access.MarkVoided': eventDefinition(
    z.object({
      markId: z.string(),
      personId: z.string(),
      clientId: z.string(),
      zoneId: z.string(),
      /** the voided mark's moment and direction: the read models take back what it counted */
      markedAt: z.string(),
      direction: z.enum(DIRECTIONS),
      granted: z.boolean(),
      reason: z.string(),
      voidedBy: z.string(),
    }),
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
export type MarkCorrected = RegisteredEvent<Access, 'access.MarkCorrected'>;
export type MarkVoided = RegisteredEvent<Access, 'access.MarkVoided'>;
export type AccessEvent = EventsOf<Access>;
