import type { ContractRegistered, PersonRegistered } from '@faena/contracts';
import { IDS } from './ids';

export const personRegistered = (
  over: Partial<PersonRegistered['data']> = {},
): PersonRegistered => ({
  type: 'catalog.PersonRegistered',
  data: {
    personId: IDS.person,
    documentType: 'DNI',
    documentNumber: '45678912',
    names: 'Ana',
    surnames: 'Quispe Rojas',
    companyId: IDS.company,
    companyName: 'Contrata Sur',
    position: 'Operador',
    condition: 'TRABAJADOR',
    ...over,
  },
});

export const contractRegistered = (
  over: Partial<ContractRegistered['data']> = {},
): ContractRegistered => ({
  type: 'catalog.ContractRegistered',
  data: {
    contractId: IDS.contract,
    code: 'CTR-2026-001',
    companyId: IDS.company,
    companyName: 'Contrata Sur',
    clientId: IDS.client,
    divisionId: IDS.division,
    subject: 'Mantenimiento de planta',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    quota: 2,
    ...over,
  },
});
