import {
  API,
  CommandResultSchema,
  DownloadedPdfSchema,
  type DecideRequestBody,
  type Decision,
  type GridPage,
  type RequestRequirement,
  type RequestRow,
} from '@faena/contracts';
import type { GridParams } from '../../../../components/ui/grid-query';
import { newCommandId } from '../../../../lib/command-id';
import { http } from '../../../../lib/http';

export const listQueue = (params: GridParams & { afterPosition?: number }) =>
  http.get<GridPage<RequestRow>>(API.listRequests.path, { ...params });

const DECISION_PATHS: Record<Decision, string> = {
  approve: API.approveRequest.path,
  observe: API.observeRequest.path,
  reject: API.rejectRequest.path,
};

export const decideRequest = (decision: Decision, body: DecideRequestBody) =>
  http.post<unknown>(DECISION_PATHS[decision], body).then((r) => CommandResultSchema.parse(r));

/** The request's attachment as a downloaded file (the first one without attachmentId). */
export const downloadAttachment = (requestId: string, attachmentId?: string) =>
  http
    .get<unknown>(API.requestAttachment.path, { requestId, attachmentId })
    .then((r) => DownloadedPdfSchema.parse(r));

/** The request's requirements, each with its newest document and where it stands. */
export const listRequestRequirements = (requestId: string) =>
  http.get<RequestRequirement[]>(API.requestRequirements.path, { requestId });

/** Approve a requirement document waiting for review, or reject it with the reason. */
export const reviewRequirement = (personId: string, docId: string, reason?: string) => {
  const body = { commandId: newCommandId(), subject: { entity: 'P', id: personId }, docId };
  return reason === undefined
    ? http.post<unknown>(API.requirementDocumentApprove.path, body)
    : http.post<unknown>(API.requirementDocumentReject.path, { ...body, reason });
};

/** A requirement's document as a downloaded file, to whoever may see the request. */
export const downloadRequirementDocument = (requestId: string, docId: string) =>
  http
    .get<unknown>(API.requestRequirementFile.path, { requestId, docId })
    .then((r) => DownloadedPdfSchema.parse(r));
