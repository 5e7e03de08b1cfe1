import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import {
  RecordCharacteristicSchema,
  checkCharacteristics,
  checkDocument,
  idField,
  opt,
  optDate,
  req,
  reqEmail,
} from './admin-fields';
import { AttachedFileSchema, PHOTO_KINDS } from './person.schemas';

/** Position (spec §3): code, type, organizational unit, function, trust, controllable, immediate boss, contractor. */
export const PositionFieldsSchema = z.object({
  code: req(20),
  name: req(80),
  type: opt(40),
  organizationalUnit: opt(60),
  function: opt(60),
  trust: z.boolean().optional().default(false),
  controllable: z.boolean().optional().default(true),
  immediateBossId: opt(64),
  contractor: z.boolean().optional().default(false),
});
export type PositionFields = z.infer<typeof PositionFieldsSchema>;

export const VEHICLE_STATES = ['ACTIVO', 'INACTIVO'] as const;
/** Vehicle (spec §3). Plates as written on the plate, e.g. ABC-123 (PE) or ABCD-12 (CL). */
export const VehicleFieldsSchema = z.object({
  plate: req(10).regex(/^[A-Z0-9-]{5,10}$/, 'administration:plateInvalid'),
  type: req(30),
  brand: req(30),
  model: req(30),
  color: opt(20),
  serie: opt(30),
  state: z.enum(VEHICLE_STATES).optional().default('ACTIVO'),
  registerDate: optDate(),
  fuel: opt(20),
  power: opt(20),
  year: z.number().int().min(1950).max(2100).optional(),
  companyId: req(64),
  characteristics: z.array(RecordCharacteristicSchema).max(30).optional().default([]),
});
export type VehicleFields = z.infer<typeof VehicleFieldsSchema>;

/** Customer (spec §3): document, nickname, corporate flag, three service e-mails. */
export const CustomerFieldsSchema = z.object({
  name: req(120),
  documentType: req(5),
  documentNumber: req(20),
  nickname: opt(60),
  corporate: z.boolean().optional().default(false),
  emails: z.tuple([reqEmail(), reqEmail(), reqEmail()]),
});
export type CustomerFields = z.infer<typeof CustomerFieldsSchema>;

export const SIZE_UNITS = ['MB', 'GB', 'TB'] as const;
/** Repository path (spec §3): user, password + confirmation, maximum size and unit. */
export const RepositoryFieldsSchema = z.object({
  path: req(200),
  user: req(60),
  password: z.string().max(100, 'common:tooLong').optional().default(''),
  confirmPassword: z.string().max(100, 'common:tooLong').optional().default(''),
  maxSize: z.number({ error: 'common:requiredField' }).int().min(1).max(1_000_000),
  unit: z.enum(SIZE_UNITS),
});
export type RepositoryFields = z.infer<typeof RepositoryFieldsSchema>;

type Ctx = z.RefinementCtx;
const vehicleChecks = (v: VehicleFields, ctx: Ctx) => checkCharacteristics(ctx, v.characteristics);
const customerChecks = (c: CustomerFields, ctx: Ctx) =>
  checkDocument(ctx, c.documentType, c.documentNumber);
const repositoryChecks = (r: RepositoryFields, ctx: Ctx) => {
  if (r.password !== r.confirmPassword)
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: 'administration:passwordConfirm',
    });
};

/** The simple master records: one schema set per kind (register / update bodies share the fields). */
const bodies = <S extends z.ZodObject, K extends string>(
  fields: S,
  idKey: K,
  check: (v: z.infer<S>, ctx: Ctx) => void,
) => {
  const refine = check as unknown as (v: unknown, ctx: Ctx) => void;
  const idShape = { [idKey]: idField() } as Record<K, ReturnType<typeof idField>>;
  return {
    form: fields.superRefine(refine),
    register: fields.extend({ commandId: CommandIdSchema }).strict().superRefine(refine),
    update: fields
      .extend({ commandId: CommandIdSchema, ...idShape })
      .strict()
      .superRefine(refine),
    idQuery: z.object(idShape),
  };
};

export const POSITION_BODIES = bodies(PositionFieldsSchema, 'positionId', () => undefined);
export const VEHICLE_BODIES = bodies(VehicleFieldsSchema, 'vehicleId', vehicleChecks);
export const CUSTOMER_BODIES = bodies(CustomerFieldsSchema, 'customerId', customerChecks);
export const REPOSITORY_BODIES = bodies(RepositoryFieldsSchema, 'repositoryId', repositoryChecks);

export {
  CountryIdQuerySchema,
  HolidaySchema,
  RemoveHolidayBodySchema,
  SetHolidayBodySchema,
  type CountryHolidaysRow,
  type Holiday,
  type RemoveHolidayBody,
  type SetHolidayBody,
} from './country-holidays.schemas';

/** Rows of the simple records' grids (the repository's password is never in a row). */
export type PositionRow = PositionFields & {
  positionId: string;
  clientId?: string;
  version: number;
};
export type VehicleRow = VehicleFields & {
  vehicleId: string;
  companyName: string;
  version: number;
};
export type CustomerRow = CustomerFields & {
  customerId: string;
  clientId?: string;
  version: number;
};
export type RepositoryRow = Omit<RepositoryFields, 'password' | 'confirmPassword'> & {
  repositoryId: string;
  hasPassword: boolean;
  version: number;
};

export const POSITION_GRID_FIELDS = [
  'code',
  'name',
  'type',
  'organizationalUnit',
  'function',
  'contractor',
] as const;
export const VEHICLE_GRID_FIELDS = [
  'plate',
  'type',
  'brand',
  'model',
  'state',
  'companyName',
  'year',
] as const;
export const CUSTOMER_GRID_FIELDS = ['name', 'documentNumber', 'nickname', 'corporate'] as const;
export const REPOSITORY_GRID_FIELDS = ['path', 'user', 'maxSize', 'unit'] as const;
export const COMPANY_GRID_FIELDS = [
  'name',
  'documentNumber',
  'documentType',
  'country',
  'contractor',
  'category',
] as const;
export const CONTRACT_GRID_FIELDS = [
  'code',
  'companyName',
  'subject',
  'startDate',
  'endDate',
  'quota',
  'type',
] as const;

/** A vehicle's photo (spec §3 Vehicle: photos profile, mobile, extra), JPG or PNG checked by content. */
export const SetVehiclePhotoBodySchema = z
  .object({
    commandId: CommandIdSchema,
    vehicleId: idField(),
    kind: z.enum(PHOTO_KINDS),
    file: AttachedFileSchema,
  })
  .strict();
export type SetVehiclePhotoBody = z.infer<typeof SetVehiclePhotoBodySchema>;
export const VehicleFileQuerySchema = z.object({
  vehicleId: idField(),
  key: z.string().min(1).max(200),
});
