import { z } from 'zod';
import { gridPageOf, optText } from '../shared/answers';
import { PERSON_CONDITIONS } from './administration.schemas';
import { HolidaySchema } from './master-records.schemas';

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
