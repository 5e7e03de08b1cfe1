import type {
  DemobilizationApproved,
  DemobilizationObserved,
  DemobilizationRejected,
  DemobilizationRequested,
  DemobilizationResubmitted,
  DemobilizationSlotReleased,
  DemobilizationSlotTaken,
  PersonAccreditationEnded,
} from '@faena/contracts';
import { IDS } from './ids';

export const DEMOBILIZATION_ID = 'DES-001';

export const demobilizationRequested = (
  over: Partial<DemobilizationRequested['data']> = {},
): DemobilizationRequested => ({
  type: 'accreditation.DemobilizationRequested',
  data: {
    demobilizationId: DEMOBILIZATION_ID,
    code: 'DES-DES00001',
    personId: IDS.person,
    personName: 'Ana Quispe Rojas',
    documentNumber: '45678912',
    workerCode: '45678912',
    companyId: IDS.company,
    companyName: 'Contrata Sur',
    clientId: IDS.client,
    divisionId: IDS.division,
    cessationReason: 'RENUNCIA',
    cessationDate: '2026-04-30',
    observation: 'Renuncia presentada',
    requestedBy: IDS.submitter,
    ...over,
  },
});

type Decided = DemobilizationApproved['data'];
const decided = (over: Partial<Decided>): Decided => ({
  demobilizationId: DEMOBILIZATION_ID,
  personId: IDS.person,
  clientId: IDS.client,
  comment: '',
  decidedBy: IDS.approver,
  ...over,
});
export const demobilizationApproved = (over: Partial<Decided> = {}): DemobilizationApproved => ({
  type: 'accreditation.DemobilizationApproved',
  data: decided(over),
});
export const demobilizationObserved = (over: Partial<Decided> = {}): DemobilizationObserved => ({
  type: 'accreditation.DemobilizationObserved',
  data: decided({ comment: 'Falta carta de renuncia', ...over }),
});
export const demobilizationRejected = (over: Partial<Decided> = {}): DemobilizationRejected => ({
  type: 'accreditation.DemobilizationRejected',
  data: decided({ comment: 'No corresponde', ...over }),
});
export const demobilizationResubmitted = (
  over: Partial<DemobilizationResubmitted['data']> = {},
): DemobilizationResubmitted => ({
  type: 'accreditation.DemobilizationResubmitted',
  data: {
    demobilizationId: DEMOBILIZATION_ID,
    cessationReason: 'FIN-CONTRATO',
    cessationDate: '2026-04-15',
    observation: 'Se adjunta carta',
    requestedBy: IDS.submitter,
    ...over,
  },
});

type Slot = DemobilizationSlotTaken['data'];
const slot = (over: Partial<Slot>): Slot => ({
  personId: IDS.person,
  clientId: IDS.client,
  demobilizationId: DEMOBILIZATION_ID,
  ...over,
});
export const demobilizationSlotTaken = (over: Partial<Slot> = {}): DemobilizationSlotTaken => ({
  type: 'accreditation.DemobilizationSlotTaken',
  data: slot(over),
});
export const demobilizationSlotReleased = (
  over: Partial<Slot> = {},
): DemobilizationSlotReleased => ({
  type: 'accreditation.DemobilizationSlotReleased',
  data: slot(over),
});

export const personAccreditationEnded = (
  over: Partial<PersonAccreditationEnded['data']> = {},
): PersonAccreditationEnded => ({
  type: 'accreditation.PersonAccreditationEnded',
  data: {
    personId: IDS.person,
    clientId: IDS.client,
    requestId: IDS.request,
    demobilizationId: DEMOBILIZATION_ID,
    endDate: '2026-04-30',
    ...over,
  },
});
