import { z } from 'zod';
import { gridPageOf } from '../shared/answers';
import { CommandIdSchema } from '../shared/events';
import { PATTERNS, REQUIRED_KEY } from '../shared/patterns';
import { DOOR_TYPES } from './access.schemas';

/**
 * Checkpoints (issue 20): a client's zones and their doors, configured by the security office
 * (domain §3 Zone: doors, devices, requirements, person and vehicle marking, assigned persons).
 */
const name = (max: number) =>
  z
    .string(REQUIRED_KEY)
    .trim()
    .min(1, { error: REQUIRED_KEY, abort: true })
    .max(max, { error: 'common:tooLong', abort: true })
    .regex(PATTERNS.description.re, PATTERNS.description.key);
const id = z.string(REQUIRED_KEY).trim().min(1, REQUIRED_KEY).max(64);

export const ZoneFieldsSchema = z.object({
  name: name(80),
  divisionId: id,
  capacity: z
    .number({ error: 'access:config.capacityInteger' })
    .int('access:config.capacityInteger')
    .min(1, 'access:config.capacityMin')
    .max(100_000, 'access:config.capacityMax'),
  /** Yes/no S/N of the spec, as booleans */
  personMarking: z.boolean(),
  vehicleMarking: z.boolean(),
  /** requirement type codes (the requirements context's types) the zone asks for */
  requirementCodes: z.array(z.string().trim().min(1).max(20)).max(100),
  /** people of the client assigned to the zone */
  assignedPersonIds: z.array(id).max(500),
  active: z.boolean(),
});
export type ZoneFields = z.infer<typeof ZoneFieldsSchema>;

export const RegisterZoneBodySchema = ZoneFieldsSchema.extend({
  commandId: CommandIdSchema,
  zoneId: id.optional(),
}).strict();
export type RegisterZoneBody = z.infer<typeof RegisterZoneBodySchema>;

export const UpdateZoneBodySchema = ZoneFieldsSchema.extend({
  commandId: CommandIdSchema,
  zoneId: id,
}).strict();
export type UpdateZoneBody = z.infer<typeof UpdateZoneBodySchema>;

export const DoorFieldsSchema = z.object({
  name: name(80),
  /** entry type: E entry, S exit, A both */
  type: z.enum(DOOR_TYPES, { error: 'access:config.doorTypeInvalid' }),
  active: z.boolean(),
});
export type DoorFields = z.infer<typeof DoorFieldsSchema>;

export const AddDoorBodySchema = DoorFieldsSchema.extend({
  commandId: CommandIdSchema,
  zoneId: id,
  doorId: id.optional(),
}).strict();
export type AddDoorBody = z.infer<typeof AddDoorBodySchema>;

export const UpdateDoorBodySchema = DoorFieldsSchema.extend({
  commandId: CommandIdSchema,
  zoneId: id,
  doorId: id,
}).strict();
export type UpdateDoorBody = z.infer<typeof UpdateDoorBodySchema>;

export const ZoneIdQuerySchema = z.object({ zoneId: id });

export const CheckpointDoorSchema = z.object({
  doorId: z.string(),
  name: z.string(),
  type: z.enum(DOOR_TYPES),
  active: z.boolean(),
});
export type CheckpointDoor = z.infer<typeof CheckpointDoorSchema>;

/** A row of the checkpoints grid (read model checkpoints_v1). */
export const CheckpointRowSchema = z.object({
  zoneId: z.string(),
  clientId: z.string(),
  divisionId: z.string(),
  name: z.string(),
  capacity: z.number().int(),
  personMarking: z.boolean(),
  vehicleMarking: z.boolean(),
  requirementCodes: z.array(z.string()),
  assignedPersonIds: z.array(z.string()),
  active: z.boolean(),
  doors: z.array(CheckpointDoorSchema),
  doorCount: z.number().int(),
  version: z.number().int(),
});
export type CheckpointRow = z.infer<typeof CheckpointRowSchema>;

export const CHECKPOINT_GRID_FIELDS = [
  'name',
  'divisionId',
  'capacity',
  'personMarking',
  'vehicleMarking',
  'doorCount',
  'active',
] as const;
export const CheckpointsPageSchema = gridPageOf(CheckpointRowSchema);
