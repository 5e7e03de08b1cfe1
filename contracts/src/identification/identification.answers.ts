import { z } from 'zod';
import { CREDENTIAL_STATUSES } from './identification.schemas';

/** A credential as the grid shows it (credentials_v1 plus the person's name, document and company). */
export const CredentialDocSchema = z.object({
  credentialId: z.string(),
  personId: z.string(),
  clientId: z.string(),
  companyId: z.string(),
  credentialType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  referenceCode1: z.string(),
  referenceCode2: z.string(),
  issueReason: z.string(),
  /** inactivated (the reason is set) or not */
  active: z.boolean(),
  inactivationReason: z.string().nullable(),
  inactivatedOn: z.string().nullable(),
  printed: z.boolean(),
  issuedAt: z.string(),
  version: z.number().int(),
});
export type CredentialDoc = z.infer<typeof CredentialDocSchema>;

export const CredentialRowSchema = CredentialDocSchema.extend({
  fullName: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  companyName: z.string(),
  /** on the site's today: A active, I inactivated, V expired */
  status: z.enum(CREDENTIAL_STATUSES),
});
export type CredentialRow = z.infer<typeof CredentialRowSchema>;
export const CredentialsPageSchema = z.object({
  totalCount: z.number().int(),
  data: z.array(CredentialRowSchema),
});

/** identification_people_v1: a person's identification type (one document per person). */
export const PersonIdentificationDocSchema = z.object({
  personId: z.string(),
  identificationType: z.string(),
  assignedBy: z.string(),
  version: z.number().int(),
});
export type PersonIdentificationDoc = z.infer<typeof PersonIdentificationDocSchema>;

export const PersonIdentificationRowSchema = z.object({
  personId: z.string(),
  fullName: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  companyName: z.string(),
  /** '' when none is configured (the door refuses the person's marks) */
  identificationType: z.string(),
});
export type PersonIdentificationRow = z.infer<typeof PersonIdentificationRowSchema>;
export const PersonIdentificationPageSchema = z.object({
  totalCount: z.number().int(),
  data: z.array(PersonIdentificationRowSchema),
});
