import { z } from 'zod';
import { gridPageOf, optText } from '../shared/answers';
import { PERSON_CONDITIONS } from './administration.schemas';
import { HolidaySchema } from './master-records.schemas';
import { PERSON_STATES, PHOTO_KINDS, PersonFieldsSchema, SEVERITIES } from './person.schemas';

/** The answers of the administration calls the web reads (rows as the read models keep them). */
export const PersonRowSchema = z.object({
  personId: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  fullName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  position: z.string(),
  condition: z.enum(PERSON_CONDITIONS),
  accreditedClients: z.array(z.string()),
  version: z.number().int(),
  state: z.enum(['active', 'inactive', 'terminated']).optional(),
});
export const CompanyRowSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  contractor: z.boolean(),
  country: z.string(),
});
export const ContractRowSchema = z.object({
  contractId: z.string(),
  code: z.string(),
  companyId: z.string(),
  clientId: z.string(),
  subject: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  quota: z.number(),
});
export const CountryRowSchema = z.object({
  countryId: z.string(),
  name: z.string(),
  holidays: z.array(HolidaySchema.and(z.object({ template: z.boolean() }))),
  version: z.number().int(),
});
/** A simple record as `obtener` answers it (its grid row adds the read model's version). */
export const PositionRowSchema = z.object({
  positionId: z.string(),
  code: z.string(),
  name: z.string(),
});
export const VehicleRowSchema = z.object({
  vehicleId: z.string(),
  plate: z.string(),
  companyId: z.string(),
  companyName: optText(),
});
export const CustomerRowSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  documentNumber: z.string(),
  emails: z.array(z.string()),
});
export const RepositoryRowSchema = z.object({
  repositoryId: z.string(),
  path: z.string(),
  user: z.string(),
  hasPassword: z.boolean(),
});

export const PeoplePageSchema = gridPageOf(PersonRowSchema);
export const CompaniesPageSchema = gridPageOf(CompanyRowSchema);
export const ContractsPageSchema = gridPageOf(ContractRowSchema);
export const ContractsAnswerSchema = z.array(ContractRowSchema);
export const CountriesPageSchema = gridPageOf(CountryRowSchema);
/** A country as `obtener` answers it (folded from its stream: no read-model version). */
export const CountrySchema = CountryRowSchema.omit({ version: true });

/** The whole person as the administration screen edits it (PersonDetail). */
export const PersonDetailSchema = PersonFieldsSchema.extend({
  personId: z.string(),
  companyName: z.string(),
  state: z.enum(PERSON_STATES),
  photos: z.partialRecord(z.enum(PHOTO_KINDS), z.string()),
  indiscipline: z.array(
    z.object({
      entryId: z.string(),
      severity: z.enum(SEVERITIES),
      observation: z.string(),
      date: z.string(),
      fileKey: z.string(),
      fileName: z.string(),
      size: z.number().int(),
    }),
  ),
});

/** GET /api/historial: a record's events with the audit fields (RecordHistory). */
export const RecordHistorySchema = z.object({
  createdBy: z.string(),
  createdAt: z.string(),
  modifiedBy: z.string(),
  modifiedAt: z.string(),
  events: z.array(
    z.object({
      type: z.string(),
      at: z.string(),
      by: z.string(),
      revision: z.number().int(),
      position: z.number().int(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});
