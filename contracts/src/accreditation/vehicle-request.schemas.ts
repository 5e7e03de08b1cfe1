import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import { IsoDateSchema } from '../shared/dates';
import { DIRECTIONS } from '../access/access.schemas';

/**
 * A vehicle accreditation request (issue 19): a vehicle of the master on a contract of its company
 * that has the vehicle flag, for a period. Statuses as a person request's once sent: Pendiente,
 * Observada, Rechazada, Aprobada.
 */
export const VEHICLE_REQUEST_STATUSES = ['P', 'O', 'R', 'A'] as const;
export type VehicleRequestStatus = (typeof VEHICLE_REQUEST_STATUSES)[number];

const id = () => z.string({ error: 'common:requiredField' }).min(1, 'common:requiredField').max(64);
const text = (max: number) => z.string().trim().max(max, 'common:tooLong');
const required = (max: number) =>
  z
    .string({ error: 'common:requiredField' })
    .trim()
    .min(1, 'common:requiredField')
    .max(max, 'common:tooLong');

const period = {
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  observation: text(500).optional().default(''),
};
const endNotBeforeStart = (b: { startDate: string; endDate: string }) => b.endDate >= b.startDate;

export const SubmitVehicleRequestBodySchema = z
  .object({ commandId: CommandIdSchema, vehicleId: id(), contractId: id(), ...period })
  .strict()
  .refine(endNotBeforeStart, { path: ['endDate'], error: 'common:dateRange' });
export type SubmitVehicleRequestBody = z.infer<typeof SubmitVehicleRequestBodySchema>;

/** An observed vehicle request, corrected by its applicant: new dates and observation. */
export const CorrectVehicleRequestBodySchema = z
  .object({ commandId: CommandIdSchema, requestId: id(), ...period })
  .strict()
  .refine(endNotBeforeStart, { path: ['endDate'], error: 'common:dateRange' });
export type CorrectVehicleRequestBody = z.infer<typeof CorrectVehicleRequestBodySchema>;

export const DecideVehicleRequestBodySchema = z
  .object({
    commandId: CommandIdSchema,
    requestId: id(),
    comment: text(500).optional().default(''),
  })
  .strict();
export type DecideVehicleRequestBody = z.infer<typeof DecideVehicleRequestBodySchema>;
/** Observe and reject need a comment saying why. */
export const DecideVehicleRequestWithReasonBodySchema = DecideVehicleRequestBodySchema.extend({
  comment: required(500),
}).strict();

export const VehicleRequestIdQuerySchema = z.object({ requestId: id() });

/** A row of the vehicle requests grid (approver queue, applicant list). */
export interface VehicleRequestRow {
  requestId: string;
  code: string;
  vehicleId: string;
  plate: string;
  vehicleType: string;
  companyId: string;
  companyName: string;
  contractId: string;
  contractCode: string;
  clientId: string;
  startDate: string;
  endDate: string;
  observation: string;
  status: VehicleRequestStatus;
  submittedBy: string;
  submittedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  lastComment: string;
  version: number;
}

export const VEHICLE_REQUEST_GRID_FIELDS = [
  'code',
  'plate',
  'vehicleType',
  'companyName',
  'companyId',
  'contractCode',
  'status',
  'startDate',
  'endDate',
  'submittedBy',
  'submittedAt',
  'decidedAt',
] as const;

/** A vehicle marks a door (marking type V): the same door rules as a person's mark, for a vehicle. */
export const MarkVehicleDoorBodySchema = z
  .object({
    commandId: CommandIdSchema,
    vehicleId: id(),
    doorId: id(),
    direction: z.enum(DIRECTIONS).optional(),
    /** device time; the server clock is used when absent */
    markedAt: z.iso.datetime({ offset: true, error: 'common:invalidDate' }).optional(),
    /** the occupants, marked with the vehicle: the driver (type C) and the passengers (type P) */
    driverId: id().optional(),
    passengerIds: z.array(id()).max(60, 'common:tooLong').optional(),
  })
  .strict();
export type MarkVehicleDoorBody = z.infer<typeof MarkVehicleDoorBodySchema>;

/** Why a vehicle's mark was denied. */
export const VEHICLE_DENY_REASONS = [
  'vehicleNotFound',
  'vehicleInactive',
  'noAccreditation',
  'requirementExpired',
  'requirementMissing',
  /** a driver or passenger may not pass: the vehicle does not either */
  'occupantDenied',
] as const;
export type VehicleDenyReason = (typeof VEHICLE_DENY_REASONS)[number];
