import type { RequestData, RequestEvent, RequestStatus } from '@faena/contracts';
import { attachmentsOf, evolveAttachments, type HeldAttachment } from './request-attachments';

/**
 * accreditation.request-<id>: a request's life, [Incompleta (draft) →] Pendiente → Observada ⇄
 * Pendiente → Aprobada | Rechazada, or Incompleta | Pendiente → Eliminada when its applicant
 * removes it before it is attended. Its attachments follow request-attachments.ts.
 */
export type Request =
  | { status: null }
  | ({ status: RequestStatus; attachments: readonly HeldAttachment[] } & RequestData);

export const initialRequest = (): Request => ({ status: null });

const withStatus = (state: Request, status: RequestStatus): Request =>
  state.status === null ? state : { ...state, status };

type Evolvers = {
  [K in RequestEvent['type']]: (state: Request, e: Extract<RequestEvent, { type: K }>) => Request;
};

/** How each event of the stream changes the request. */
const EVOLVERS: Evolvers = {
  'accreditation.RequestDraftSaved': (state, e) => ({
    ...e.data,
    status: 'I',
    attachments: attachmentsOf(state),
  }),
  'accreditation.RequestSubmitted': (state, e) => ({
    ...e.data,
    status: 'P',
    attachments: attachmentsOf(state),
  }),
  'accreditation.RequestApproved': (state) => withStatus(state, 'A'),
  'accreditation.RequestObserved': (state) => withStatus(state, 'O'),
  'accreditation.RequestRejected': (state) => withStatus(state, 'R'),
  'accreditation.RequestResubmitted': (state, e) => {
    if (state.status === null) return state;
    const { startDate, endDate, reason, observation } = e.data;
    return { ...state, status: 'P', startDate, endDate, reason, observation };
  },
  'accreditation.RequestRemoved': (state) => withStatus(state, 'E'),
  'accreditation.RequestAttachmentAdded': evolveAttachments,
  'accreditation.RequestAttachmentRemoved': evolveAttachments,
};

export const evolveRequest = (state: Request, e: RequestEvent): Request => {
  const evolve = EVOLVERS[e.type] as ((s: Request, e: RequestEvent) => Request) | undefined;
  // an event type this code does not know leaves the request as it is
  return evolve ? evolve(state, e) : state;
};
