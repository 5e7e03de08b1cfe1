import type { RequestData, RequestRow, StoredEvent } from '@faena/contracts';
import type { DocOf } from '../runner/projection';

type RequestView = DocOf<RequestRow>;

/** The request's own fields, as the requester wrote them. */
const requestFields = (data: RequestData) => ({
  requestId: data.requestId,
  code: data.code,
  personId: data.personId,
  personName: data.personName,
  documentNumber: data.documentNumber,
  companyId: data.companyId,
  companyName: data.companyName,
  contractId: data.contractId,
  contractCode: data.contractCode,
  clientId: data.clientId,
  divisionId: data.divisionId,
  startDate: data.startDate,
  endDate: data.endDate,
  reason: data.reason,
  observation: data.observation,
  place: data.place,
  profile: data.profile,
  organisationalUnit: data.organisationalUnit,
  costCenter: data.costCenter,
  positionId: data.positionId,
  positionName: data.positionName,
  function: data.function,
});

/** The status a saved (draft, I) or sent (P) request takes, and its row before (for attachments). */
interface FreshState {
  status: 'I' | 'P';
  before: RequestView | null;
}

/** The row of a request as saved (draft, I) or sent (P): its time is the event's, no decision yet. */
export function freshRow(
  { data, metadata }: StoredEvent<RequestData>,
  { status, before }: FreshState,
  position: number,
): RequestView {
  return {
    ...requestFields(data),
    status,
    submittedBy: data.submittedBy,
    submittedAt: metadata.occurredAt,
    decidedBy: null,
    decidedAt: null,
    lastComment: '',
    attachments: before?.attachments ?? [],
    version: position,
  };
}
