import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import { IsoDateSchema } from '../shared/dates';
import { dateRangeRefinement } from '../shared/patterns';
import {
  RecordCharacteristicSchema,
  checkCharacteristics,
  checkDocument,
  idField,
  opt,
  optDate,
  optEmail,
  req,
} from './admin-fields';
import { PERSON_CONDITIONS } from './administration.schemas';

export const PERSON_STATES = ['active', 'inactive', 'terminated'] as const;
export type PersonState = (typeof PERSON_STATES)[number];
export const SEVERITIES = ['1', '2', '3'] as const;
export const PHOTO_KINDS = ['profile', 'mobile', 'extra'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** Every editable field of a person (spec §3 Person). Empty optional texts and dates are ''. */
export const PersonFieldsSchema = z.object({
  surnames: req(80),
  names: req(80),
  documentType: req(5),
  documentNumber: req(20),
  gender: z.enum(['M', 'F', '']).optional().default(''),
  birthDate: optDate(),
  countryId: opt(2),
  place: opt(80),
  civilStatus: opt(20),
  children: z.number().int().min(0).max(30).optional().default(0),
  bloodType: opt(5),
  allergy: opt(200),
  disability: opt(200),
  address: opt(200),
  mobilePhone: opt(20),
  landlinePhone: opt(20),
  email: optEmail(),
  emergencyName: opt(100),
  emergencyPhone: opt(20),
  licenseCategory: opt(10),
  licenseNumber: opt(20),
  companyId: req(64),
  workerType: opt(30),
  position: opt(80),
  costCenter: opt(30),
  startDate: optDate(),
  endDate: optDate(),
  registrationDate: optDate(),
  validateAccessRequirements: z.boolean().optional().default(true),
  condition: z.enum(PERSON_CONDITIONS).optional().default('TRABAJADOR'),
  characteristics: z.array(RecordCharacteristicSchema).max(30).optional().default([]),
});
export type PersonFields = z.infer<typeof PersonFieldsSchema>;
/** What a form holds before parsing (defaults not yet applied). */
export type PersonFieldsInput = z.input<typeof PersonFieldsSchema>;

type Checked = Pick<
  PersonFields,
  'documentType' | 'documentNumber' | 'startDate' | 'endDate' | 'birthDate' | 'characteristics'
>;
const personChecks = (p: Checked, ctx: z.RefinementCtx) => {
  checkDocument(ctx, p.documentType, p.documentNumber);
  // "La fecha de inicio no puede ser mayor a la fecha de fin." speaks of the start: the issue sits there
  dateRangeRefinement<Checked>('startDate', 'endDate', {
    message: 'startNotAfterEnd',
    on: 'start',
  })(p, ctx);
  checkCharacteristics(ctx, p.characteristics);
};

/** The form's schema (web) and the base of both command bodies. */
export const PersonFormSchema = PersonFieldsSchema.superRefine(personChecks);
export const RegisterPersonBodySchema = PersonFieldsSchema.extend({ commandId: CommandIdSchema })
  .strict()
  .superRefine(personChecks);
export type RegisterPersonBody = z.infer<typeof RegisterPersonBodySchema>;
export const UpdatePersonBodySchema = PersonFieldsSchema.extend({
  commandId: CommandIdSchema,
  personId: idField(),
})
  .strict()
  .superRefine(personChecks);
export type UpdatePersonBody = z.infer<typeof UpdatePersonBodySchema>;

export const ChangePersonStateBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: idField(),
    state: z.enum(PERSON_STATES),
    reason: opt(200),
    date: IsoDateSchema.optional(),
  })
  .strict();
export type ChangePersonStateBody = z.infer<typeof ChangePersonStateBodySchema>;

export const AssignPositionBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: idField(),
    position: req(80),
    positionId: opt(64),
  })
  .strict();
export type AssignPositionBody = z.infer<typeof AssignPositionBodySchema>;

/** An attached file, base64 in the JSON body (the body limit is 1 MB: files up to 0.5 MB). */
export const FILE_MAX_BYTES = 512 * 1024;
/** An attached file in a JSON body (people's PDFs and photos, vehicles' photos). */
export const AttachedFileSchema = z.object({
  fileName: req(120),
  contentBase64: z
    .string()
    .min(1, 'common:requiredField')
    .max(Math.ceil((FILE_MAX_BYTES * 4) / 3) + 8, 'administration:fileTooLarge'),
});

export const RecordIndisciplineBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: idField(),
    severity: z.enum(SEVERITIES),
    observation: req(500),
    date: IsoDateSchema,
    file: AttachedFileSchema.optional(),
  })
  .strict();
export type RecordIndisciplineBody = z.infer<typeof RecordIndisciplineBodySchema>;

export const SetPersonPhotoBodySchema = z
  .object({
    commandId: CommandIdSchema,
    personId: idField(),
    kind: z.enum(PHOTO_KINDS),
    file: AttachedFileSchema,
  })
  .strict();
export type SetPersonPhotoBody = z.infer<typeof SetPersonPhotoBodySchema>;

export const PersonIdQuerySchema = z.object({ personId: idField() });

export interface IndisciplineEntry {
  entryId: string;
  severity: (typeof SEVERITIES)[number];
  observation: string;
  date: string;
  fileKey: string;
  fileName: string;
  size: number;
}

/** The whole person as the administration screen edits it. */
export type PersonDetail = PersonFields & {
  personId: string;
  companyName: string;
  state: PersonState;
  photos: Partial<Record<PhotoKind, string>>;
  indiscipline: IndisciplineEntry[];
};
