import type { WriteSpec } from './event-workload.data';

/** A request's payload as submitted. */
const submission = (requestId: string, personId: string) => ({
  requestId,
  code: `SOL-${requestId}`,
  personId,
  personName: personId,
  documentNumber: '1',
  companyId: 'CO1',
  companyName: 'Servicios SpA',
  contractId: 'K1',
  contractCode: 'CT-1',
  clientId: 'C1',
  divisionId: 'D1',
  startDate: '2026-03-10',
  endDate: '2026-06-30',
  reason: 'r',
  observation: '',
  submittedBy: 'SOLICITANTE',
});

/** A request submitted, with its quota slot. */
export function submittedSpecs(requestId: string, personId: string): WriteSpec[] {
  return [
    [
      `accreditation.request-${requestId}`,
      'accreditation.RequestSubmitted',
      submission(requestId, personId),
    ],
    [
      `accreditation.contract-quota-K1`,
      'accreditation.QuotaSlotTaken',
      {
        contractId: 'K1',
        requestId,
        personId,
      },
    ],
  ];
}

type Decided = {
  requestId: string;
  personId: string;
  clientId: string;
  comment: string;
  decidedBy: string;
};

/** A request approved: the person accredited. */
export function approvedSpecs(decided: Decided): WriteSpec[] {
  const { requestId, personId } = decided;
  return [
    [`accreditation.request-${requestId}`, 'accreditation.RequestApproved', decided],
    [
      `accreditation.person-${personId}-C1`,
      'accreditation.PersonAccredited',
      {
        personId,
        clientId: 'C1',
        requestId,
        startDate: '2026-03-10',
        endDate: '2026-06-30',
      },
    ],
  ];
}

/** A request rejected: its quota slot released, the person's request closed. */
export function rejectedSpecs(decided: Decided): WriteSpec[] {
  const { requestId, personId } = decided;
  return [
    [`accreditation.request-${requestId}`, 'accreditation.RequestRejected', decided],
    [
      `accreditation.contract-quota-K1`,
      'accreditation.QuotaSlotReleased',
      {
        contractId: 'K1',
        requestId,
        personId,
      },
    ],
    [
      `accreditation.person-${personId}-C1`,
      'accreditation.PersonRequestClosed',
      {
        personId,
        clientId: 'C1',
        requestId,
      },
    ],
  ];
}
