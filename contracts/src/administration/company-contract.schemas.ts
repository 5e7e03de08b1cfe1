import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import { dateRangeRefinement } from '../shared/patterns';
import { checkDocument, idField, opt, optDate, req, reqDate } from './admin-fields';

/** Company (spec §3): document type and number, category, country, contractor flag, address, nickname, control attendance. */
export const CompanyFieldsSchema = z.object({
  name: req(120),
  documentType: req(5),
  documentNumber: req(20),
  category: opt(40),
  country: req(2),
  contractor: z.boolean().optional().default(false),
  address: opt(200),
  nickname: opt(60),
  controlAttendance: z.boolean().optional().default(false),
});
export type CompanyFields = z.infer<typeof CompanyFieldsSchema>;
type CompanyChecked = Pick<CompanyFields, 'documentType' | 'documentNumber'>;
const companyChecks = (c: CompanyChecked, ctx: z.RefinementCtx) =>
  checkDocument(ctx, c.documentType, c.documentNumber);

export const CompanyFormSchema = CompanyFieldsSchema.superRefine(companyChecks);
export const RegisterCompanyBodySchema = CompanyFieldsSchema.extend({ commandId: CommandIdSchema })
  .strict()
  .superRefine(companyChecks);
export type RegisterCompanyBody = z.infer<typeof RegisterCompanyBodySchema>;
export const UpdateCompanyBodySchema = CompanyFieldsSchema.extend({
  commandId: CommandIdSchema,
  companyId: idField(),
})
  .strict()
  .superRefine(companyChecks);
export type UpdateCompanyBody = z.infer<typeof UpdateCompanyBodySchema>;
export const CompanyIdQuerySchema = z.object({ companyId: idField() });

/** Contract (spec §3). `quota` is the endowment (headcount), 0 = no endowment to validate. */
export const ContractFieldsSchema = z.object({
  code: req(30),
  companyId: req(64),
  clientCompanyId: opt(64),
  contractorCompanyId: opt(64),
  subcontractorIds: z.array(req(64)).max(20).optional().default([]),
  type: opt(40),
  subject: req(200),
  divisionId: req(64),
  startDate: reqDate(),
  endDate: reqDate(),
  quota: z.number({ error: 'common:requiredField' }).int().min(0).max(100000),
  organizationalUnit: opt(60),
  costCenter: opt(30),
  operator1: opt(40),
  operator2: opt(40),
  vehicles: z.boolean().optional().default(false),
  services: z.array(req(60)).max(20).optional().default([]),
});
export type ContractFields = z.infer<typeof ContractFieldsSchema>;
export type ContractFieldsInput = z.input<typeof ContractFieldsSchema>;
type ContractChecked = Pick<ContractFields, 'startDate' | 'endDate'>;
const contractChecks = (c: ContractChecked, ctx: z.RefinementCtx) =>
  dateRangeRefinement<ContractChecked>('startDate', 'endDate', {
    message: 'endNotBeforeStart',
  })(c, ctx);

export const ContractFormSchema = ContractFieldsSchema.superRefine(contractChecks);
export const RegisterContractBodySchema = ContractFieldsSchema.extend({
  commandId: CommandIdSchema,
})
  .strict()
  .superRefine(contractChecks);
export type RegisterContractBody = z.infer<typeof RegisterContractBodySchema>;
export const UpdateContractBodySchema = ContractFieldsSchema.extend({
  commandId: CommandIdSchema,
  contractId: idField(),
})
  .strict()
  .superRefine(contractChecks);
export type UpdateContractBody = z.infer<typeof UpdateContractBodySchema>;
export const ContractIdQuerySchema = z.object({ contractId: idField() });

/** An addendum extends the end date and/or the endowment; the history keeps every one. */
export const AddendumFieldsSchema = z.object({
  newEndDate: optDate(),
  newQuota: z.number().int().min(0).max(100000).optional(),
  reason: req(300),
  date: reqDate(),
});
export const AddContractAddendumBodySchema = AddendumFieldsSchema.extend({
  commandId: CommandIdSchema,
  contractId: idField(),
}).strict();
export type AddContractAddendumBody = z.infer<typeof AddContractAddendumBodySchema>;

export interface ContractAddendum {
  addendumId: string;
  number: number;
  date: string;
  reason: string;
  previousEndDate: string;
  newEndDate: string;
  previousQuota: number;
  newQuota: number;
}

/** Contract fields beyond the ContractRow the flows read (optional on old events). */
export interface ContractDetails {
  clientCompanyId: string;
  contractorCompanyId: string;
  subcontractorIds: string[];
  type: string;
  initialEndDate: string;
  originalEndDate: string;
  organizationalUnit: string;
  costCenter: string;
  operator1: string;
  operator2: string;
  vehicles: boolean;
  services: string[];
}
export interface CompanyDetails {
  address: string;
  nickname: string;
  controlAttendance: boolean;
}
