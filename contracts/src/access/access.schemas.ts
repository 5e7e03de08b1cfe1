import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import type { ErrorCode } from '../shared/errors';

/** Entry type of a door: E entry, S exit, A both. A mark's direction is E or S. */
export const DOOR_TYPES = ['E', 'S', 'A'] as const;
export type DoorType = (typeof DOOR_TYPES)[number];
export const DIRECTIONS = ['E', 'S'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const MarkDoorBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: z.string().min(1, 'common:requiredField').max(64),
    doorId: z.string().min(1, 'common:requiredField').max(64),
    direction: z.enum(DIRECTIONS).optional(),
    /** device time; the server clock is used when absent */
    markedAt: z.iso.datetime({ offset: true, error: 'common:invalidDate' }).optional(),
  })
  .strict();
export type MarkDoorBody = z.infer<typeof MarkDoorBodySchema>;

/** Who sends a batch: a device (automatic marks, the default) or the guard's screen syncing its offline queue. */
export const BATCH_ORIGINS = ['DISPOSITIVO', 'GARITA'] as const;
export type BatchOrigin = (typeof BATCH_ORIGINS)[number];

export const MarkBatchBodySchema = z
  .object({
    /** the device that sends the batch: each of its marks names it */
    deviceId: z.string().min(1, 'common:requiredField').max(64).optional(),
    marks: z
      .array(MarkDoorBodySchema)
      .min(1, 'common:requiredField')
      .max(500, 'access:batchTooLarge'),
    /** GARITA: the guard's marks taken offline, recorded as the guard's (not automatic) */
    origin: z.enum(BATCH_ORIGINS).optional(),
  })
  .strict();
export type MarkBatchBody = z.infer<typeof MarkBatchBodySchema>;

export type DenyReason =
  | 'noAccreditation'
  | 'personNotFound'
  | 'terminated'
  | 'requirementExpired'
  | 'requirementMissing'
  | 'noVisit'
  | 'zoneNotVisited'
  | 'noIdentificationType'
  | 'noGroup'
  | 'outsideSchedule'
  | 'restricted'
  | 'zoneFull'
  /** an occupant's vehicle was denied: the person does not pass in it */
  | 'vehicleDenied';

export interface MarkOutcome {
  commandId: string;
  markId: string;
  granted: boolean;
  reason: DenyReason | null;
  /** a requirement refused it: the document the guard names (requirementExpired: with its expiry) */
  requirement?: { code: string; description: string; expiresOn?: string };
  revision: number;
  position: number;
  /** set when the mark could not be recorded at all (unknown door, invalid mark): a batch answers every mark */
  error?: ErrorCode;
}

export interface ZoneRow {
  zoneId: string;
  clientId: string;
  divisionId: string;
  name: string;
  capacity: number;
  doors: Array<{ doorId: string; name: string; type: DoorType }>;
  occupancy: number;
  lastMarkAt: string | null;
  lastMarkPerson: string | null;
  deniedCount: number;
  version: number;
}
export interface OccupancyMessage {
  zoneId: string;
  occupancy: number;
  capacity: number;
  lastMarkAt: string | null;
  lastMarkPerson: string | null;
  deniedCount: number;
}
/** Pushed to zone:<clientId> with each denied mark: the wall shows it as an alarm. */
export interface DeniedMarkMessage {
  markId: string;
  zoneId: string;
  doorId: string;
  doorName: string;
  personName: string;
  reason: DenyReason;
  markedAt: string;
}
