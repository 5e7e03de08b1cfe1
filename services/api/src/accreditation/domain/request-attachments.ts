import {
  ATTACHABLE_REQUEST_STATUSES,
  DETACHABLE_REQUEST_STATUSES,
  DomainError,
  exhaustive,
  MAX_REQUEST_ATTACHMENTS,
  type RequestAttachment,
  type RequestAttachmentAdded,
  type RequestAttachmentRemoved,
  type RequestData,
  type RequestStatus,
} from '@faena/contracts';

/** A request's attachments as its rules see them: the row's fields and where the bytes are. */
export type HeldAttachment = RequestAttachment & { blobKey: string };
type Held = { status: RequestStatus; attachments: readonly HeldAttachment[] } & RequestData;
type Maybe = { status: null } | Held;

/** The attachments a state holds (none before the request exists). */
export const attachmentsOf = (state: Maybe): readonly HeldAttachment[] =>
  state.status === null ? [] : state.attachments;

/** Folds the attachment events of a request. */
export function evolveAttachments<S extends Maybe>(
  state: S,
  e: RequestAttachmentAdded | RequestAttachmentRemoved,
): S {
  if (state.status === null) return state;
  switch (e.type) {
    case 'accreditation.RequestAttachmentAdded': {
      const { attachmentId, fileName, size, blobKey } = e.data;
      return {
        ...state,
        attachments: [...state.attachments, { attachmentId, fileName, size, blobKey }],
      };
    }
    case 'accreditation.RequestAttachmentRemoved':
      return {
        ...state,
        attachments: state.attachments.filter((a) => a.attachmentId !== e.data.attachmentId),
      };
    default:
      return exhaustive(e, state);
  }
}

/** Who writes on a request: its applicant or a user of the applicant's company, of the same client. */
export interface Writer {
  userId: string;
  clientId: string;
  companyId: string | null;
}

function writable(state: Maybe, writer: Writer, statuses: readonly RequestStatus[]): Held {
  if (state.status === null || state.clientId !== writer.clientId)
    throw new DomainError('accreditation.requestNotFound');
  const sameCompany = writer.companyId !== null && writer.companyId === state.companyId;
  if (writer.userId !== state.submittedBy && !sameCompany)
    throw new DomainError('accreditation.otherCompany');
  if (!statuses.includes(state.status)) throw new DomainError('accreditation.submittedNoEdit');
  return state;
}

export interface AttachInput {
  writer: Writer;
  attachmentId: string;
  fileName: string;
  size: number;
  blobKey: string;
  sha256: string;
}

/** A PDF (already checked by content and size) joins a request that is Incompleta, Pendiente or Observada. */
export function addAttachment(input: AttachInput, state: Maybe): RequestAttachmentAdded[] {
  const request = writable(state, input.writer, ATTACHABLE_REQUEST_STATUSES);
  if (request.attachments.some((a) => a.attachmentId === input.attachmentId)) return [];
  if (request.attachments.length >= MAX_REQUEST_ATTACHMENTS)
    throw new DomainError('accreditation.tooManyAttachments');
  const { attachmentId, fileName, size, blobKey, sha256, writer } = input;
  return [
    {
      type: 'accreditation.RequestAttachmentAdded',
      data: {
        requestId: request.requestId,
        attachmentId,
        fileName,
        size,
        blobKey,
        sha256,
        addedBy: writer.userId,
      },
    },
  ];
}

/** One attachment leaves a request that is Incompleta or Observada (a pending one is with the approver). */
export function removeAttachment(
  input: { writer: Writer; attachmentId: string },
  state: Maybe,
): RequestAttachmentRemoved[] {
  const request = writable(state, input.writer, DETACHABLE_REQUEST_STATUSES);
  const attachment = request.attachments.find((a) => a.attachmentId === input.attachmentId);
  if (!attachment) throw new DomainError('accreditation.attachmentNotFound');
  return [
    {
      type: 'accreditation.RequestAttachmentRemoved',
      data: {
        requestId: request.requestId,
        attachmentId: attachment.attachmentId,
        fileName: attachment.fileName,
        removedBy: input.writer.userId,
      },
    },
  ];
}
