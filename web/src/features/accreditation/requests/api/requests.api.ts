import {
  API,
  AttachRequestFileResultSchema,
  CommandResultSchema,
  ContractEndowmentAnswerSchema,
  DownloadedPdfSchema,
  RemoveRequestsResultSchema,
  type AttachRequestFileBody,
  type RemoveRequestAttachmentBody,
  type RemoveRequestsBody,
  type ContractRow,
  type GridPage,
  type RequestRequirement,
  type RequestRow,
  type ResubmitRequestBody,
  type SaveDraftBody,
  type SubmitRequestBody,
} from '@faena/contracts';
import type { GridParams } from '../../../../components/ui/grid-query';
import { http } from '../../../../lib/http';

export const submitRequest = (body: SubmitRequestBody) =>
  http.post<unknown>(API.submitRequest.path, body).then((r) => CommandResultSchema.parse(r));

/** Saves a draft (Incompleta), new or again. */
export const saveDraft = (body: SaveDraftBody) =>
  http.post<unknown>(API.saveDraft.path, body).then((r) => CommandResultSchema.parse(r));

export const resubmitRequest = (body: ResubmitRequestBody) =>
  http.post<unknown>(API.resubmitRequest.path, body).then((r) => CommandResultSchema.parse(r));

/** Removes one request or many; the answer names the removed ones and the ones kept. */
export const removeRequests = (body: RemoveRequestsBody) =>
  http
    .post<unknown>(API.removeRequests.path, body)
    .then((r) => CommandResultSchema.and(RemoveRequestsResultSchema).parse(r));

/** Attaches a PDF to a request (Incompleta, Pendiente or Observada); answers the attachment's id. */
export const attachRequestFile = (body: AttachRequestFileBody) =>
  http
    .post<unknown>(API.attachRequestFile.path, body)
    .then((r) => CommandResultSchema.and(AttachRequestFileResultSchema).parse(r));

/** Takes an attachment away (Incompleta or Observada). */
export const removeRequestAttachment = (body: RemoveRequestAttachmentBody) =>
  http
    .post<unknown>(API.removeRequestAttachment.path, body)
    .then((r) => CommandResultSchema.parse(r));

/** One attachment of the request as a downloaded file. */
export const downloadAttachment = (requestId: string, attachmentId: string) =>
  http
    .get<unknown>(API.requestAttachment.path, { requestId, attachmentId })
    .then((r) => DownloadedPdfSchema.parse(r));

export const listRequests = (params: GridParams & { afterPosition?: number }) =>
  http.get<GridPage<RequestRow>>(API.listRequests.path, { ...params });

/** The contracts the user may request against (a plain list, or a grid page). */
export async function listContracts(): Promise<ContractRow[]> {
  const result = await http.get<ContractRow[] | GridPage<ContractRow>>(API.listContracts.path);
  return Array.isArray(result) ? result : result.data;
}

/** The requirements that apply to a person on a contract, and where each stands. */
export const listPersonRequirements = (personId: string, contractId: string) =>
  http.get<RequestRequirement[]>(API.personRequirements.path, { personId, contractId });

/**
 * A contract's endowment with its held, accredited and on-site counts (the request form), read
 * after `afterPosition` when a push of its room names one.
 */
export const getContractEndowment = (contractId: string, afterPosition?: number) =>
  http
    .get<unknown>(API.contractEndowment.path, { contractId, afterPosition })
    .then((r) => ContractEndowmentAnswerSchema.parse(r));
