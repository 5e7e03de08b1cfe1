import {
  API,
  CommandResultSchema,
  DownloadedPdfSchema,
  type DecideRequestBody,
  type Decision,
  type GridPage,
  type RequestRow,
} from '@faena/contracts';
import type { GridParams } from '../../../../components/ui/grid-query';
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
