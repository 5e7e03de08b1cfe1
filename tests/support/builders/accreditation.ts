import type {
  PersonAccredited,
  PersonRequestClosed,
  PersonRequestOpened,
  QuotaSlotReleased,
  QuotaSlotTaken,
  RequestApproved,
  RequestAttachmentAdded,
  RequestAttachmentRemoved,
  RequestDraftSaved,
  RequestObserved,
  RequestRejected,
  RequestRemoved,
  RequestResubmitted,
  RequestSubmitted,
} from '@faena/contracts';
import { IDS, TODAY } from './ids';

/** The picked fields of a request, as the demo catalogues and positions name them. */
export const REQUEST_PICKED = {
  place: 'TOQUEPALA',
  profile: 'OPERATIVO',
  organisationalUnit: 'UO-MINA',
  costCenter: 'CC-1001',
  positionId: 'CAR-OPC',
  function: 'ACARREO',
};
/** What the catalogues say of REQUEST_PICKED: every value known, the position's name. */
export const REQUEST_PICKED_FACTS = {
  known: {
    place: true,
    profile: true,
    organisationalUnit: true,
    costCenter: true,
    positionId: true,
    function: true,
  },
  positionName: 'Operador de Camión',
};

export const requestSubmitted = (
  over: Partial<RequestSubmitted['data']> = {},
): RequestSubmitted => ({
  type: 'accreditation.RequestSubmitted',
  data: {
    requestId: IDS.request,
    code: 'SOL-REQ-001',
    personId: IDS.person,
    personName: 'Ana Quispe Rojas',
    documentNumber: '45678912',
    companyId: IDS.company,
    companyName: 'Contrata Sur',
    contractId: IDS.contract,
    contractCode: 'CTR-2026-001',
    clientId: IDS.client,
    divisionId: IDS.division,
    startDate: TODAY,
    endDate: '2026-06-30',
    reason: 'Ingreso a faena',
    observation: '',
    submittedBy: IDS.submitter,
    ...REQUEST_PICKED,
    positionName: REQUEST_PICKED_FACTS.positionName,
    ...over,
  },
});

/** A draft of the same request: its dates may still be empty. */
export const requestDraftSaved = (
  over: Partial<RequestDraftSaved['data']> = {},
): RequestDraftSaved => ({
  type: 'accreditation.RequestDraftSaved',
  data: { ...requestSubmitted().data, ...over },
});

type Decided = RequestApproved['data'];
const decided = (over: Partial<Decided>): Decided => ({
  requestId: IDS.request,
  personId: IDS.person,
  clientId: IDS.client,
  comment: '',
  decidedBy: IDS.approver,
  ...over,
});
export const requestApproved = (over: Partial<Decided> = {}): RequestApproved => ({
  type: 'accreditation.RequestApproved',
  data: decided(over),
});
export const requestObserved = (over: Partial<Decided> = {}): RequestObserved => ({
  type: 'accreditation.RequestObserved',
  data: decided({ comment: 'Falta examen médico', ...over }),
});
export const requestRejected = (over: Partial<Decided> = {}): RequestRejected => ({
  type: 'accreditation.RequestRejected',
  data: decided({ comment: 'No corresponde', ...over }),
});
export const requestResubmitted = (
  over: Partial<RequestResubmitted['data']> = {},
): RequestResubmitted => ({
  type: 'accreditation.RequestResubmitted',
  data: {
    requestId: IDS.request,
    startDate: TODAY,
    endDate: '2026-05-31',
    reason: 'Ingreso a faena (corregido)',
    observation: 'Se adjunta examen',
    submittedBy: IDS.submitter,
    ...over,
  },
});

export const requestRemoved = (over: Partial<RequestRemoved['data']> = {}): RequestRemoved => ({
  type: 'accreditation.RequestRemoved',
  data: {
    requestId: IDS.request,
    personId: IDS.person,
    clientId: IDS.client,
    removedBy: IDS.submitter,
    ...over,
  },
});

/** A PDF attached to the request (ATT-1, 'examen.pdf', 1 KB) by its applicant. */
export const requestAttachmentAdded = (
  over: Partial<RequestAttachmentAdded['data']> = {},
): RequestAttachmentAdded => {
  const attachmentId = over.attachmentId ?? 'ATT-1';
  return {
    type: 'accreditation.RequestAttachmentAdded',
    data: {
      requestId: IDS.request,
      attachmentId,
      fileName: 'examen.pdf',
      size: 1024,
      blobKey: `accreditation/request/${IDS.request}/${attachmentId}.pdf`,
      sha256: 'a'.repeat(64),
      addedBy: IDS.submitter,
      ...over,
    },
  };
};
export const requestAttachmentRemoved = (
  over: Partial<RequestAttachmentRemoved['data']> = {},
): RequestAttachmentRemoved => ({
  type: 'accreditation.RequestAttachmentRemoved',
  data: {
    requestId: IDS.request,
    attachmentId: 'ATT-1',
    fileName: 'examen.pdf',
    removedBy: IDS.submitter,
    ...over,
  },
});

type PersonRef = { personId: string; clientId: string; requestId: string };
const personRef = (over: Partial<PersonRef>): PersonRef => ({
  personId: IDS.person,
  clientId: IDS.client,
  requestId: IDS.request,
  ...over,
});
export const personRequestOpened = (
  over: Partial<PersonRequestOpened['data']> = {},
): PersonRequestOpened => ({
  type: 'accreditation.PersonRequestOpened',
  data: { ...personRef(over), contractId: over.contractId ?? IDS.contract },
});
export const personAccredited = (
  over: Partial<PersonAccredited['data']> = {},
): PersonAccredited => ({
  type: 'accreditation.PersonAccredited',
  data: {
    ...personRef(over),
    contractId: over.contractId === undefined ? IDS.contract : over.contractId,
    startDate: over.startDate ?? TODAY,
    endDate: over.endDate ?? '2026-06-30',
  },
});
export const personRequestClosed = (
  over: Partial<PersonRequestClosed['data']> = {},
): PersonRequestClosed => ({
  type: 'accreditation.PersonRequestClosed',
  data: personRef(over),
});

type Slot = QuotaSlotTaken['data'];
const slot = (over: Partial<Slot>): Slot => ({
  contractId: IDS.contract,
  requestId: IDS.request,
  personId: IDS.person,
  ...over,
});
export const quotaSlotTaken = (over: Partial<Slot> = {}): QuotaSlotTaken => ({
  type: 'accreditation.QuotaSlotTaken',
  data: slot(over),
});
export const quotaSlotReleased = (over: Partial<Slot> = {}): QuotaSlotReleased => ({
  type: 'accreditation.QuotaSlotReleased',
  data: slot(over),
});
