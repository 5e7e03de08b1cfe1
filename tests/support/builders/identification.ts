import type {
  CredentialInactivated,
  CredentialIssued,
  CredentialPrinted,
  IdentificationTypeAssigned,
} from '@faena/contracts';
import { IDS } from './ids';

/** Identification (issue 21) with fixed defaults: a FOTOCHECK person, a permanent credential. */
export const identificationTypeAssigned = (
  over: Partial<IdentificationTypeAssigned['data']> = {},
): IdentificationTypeAssigned => ({
  type: 'identification.IdentificationTypeAssigned',
  data: { personId: IDS.person, clientId: IDS.client, identificationType: 'FOTOCHECK', ...over },
});

export const credentialIssued = (
  over: Partial<CredentialIssued['data']> = {},
): CredentialIssued => ({
  type: 'identification.CredentialIssued',
  data: {
    credentialId: 'CRE-001',
    personId: IDS.person,
    clientId: IDS.client,
    companyId: IDS.company,
    credentialType: 'PERM',
    startDate: '2026-03-10',
    endDate: '2027-03-10',
    referenceCode1: '',
    referenceCode2: '',
    issueReason: 'NUEVO',
    ...over,
  },
});

export const credentialInactivated = (
  over: Partial<CredentialInactivated['data']> = {},
): CredentialInactivated => ({
  type: 'identification.CredentialInactivated',
  data: {
    credentialId: 'CRE-001',
    personId: IDS.person,
    clientId: IDS.client,
    reason: 'ROBO',
    on: '2026-03-12',
    ...over,
  },
});

export const credentialPrinted = (
  over: Partial<CredentialPrinted['data']> = {},
): CredentialPrinted => ({
  type: 'identification.CredentialPrinted',
  data: { credentialId: 'CRE-001', personId: IDS.person, clientId: IDS.client, ...over },
});
