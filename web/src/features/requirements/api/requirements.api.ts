import {
  API,
  CommandResultSchema,
  type ApproveRequirementDocumentBody,
  type DownloadedFile,
  type GridPage,
  type RejectRequirementDocumentBody,
  type RequirementDocumentRow,
  type RequirementLapsesPoint,
  type RequirementReportParams,
  type RequirementStatusRow,
  type RequirementSubject,
  type RequirementTypeRow,
  type SaveRequirementTypeBody,
  type SubmitRequirementDocumentBody,
  type RequirementUpdateOutcome,
  type UpdateRequirementsBody,
} from '@faena/contracts';
import type { GridParams } from '../../../components/ui/grid-query';
import { http } from '../../../lib/http';

type Read = { afterPosition?: number };
const command = (path: string, body: unknown) =>
  http.post<unknown>(path, body).then((r) => CommandResultSchema.parse(r));

export const listRequirementTypes = (params: GridParams & Read) =>
  http.get<GridPage<RequirementTypeRow>>(API.requirementTypeList.path, { ...params });

export const saveRequirementType = (body: SaveRequirementTypeBody) =>
  command(API.requirementTypeSave.path, body);

export const requirementReport = (params: GridParams & RequirementReportParams & Read) =>
  http.get<GridPage<RequirementStatusRow>>(API.requirementReport.path, { ...params });

export const requirementLapses = (params: RequirementReportParams & Read) =>
  http.get<RequirementLapsesPoint[]>(API.requirementLapses.path, { ...params });

export const subjectDocuments = (subject: RequirementSubject, read: Read = {}) =>
  http.get<RequirementDocumentRow[]>(API.requirementDocumentList.path, { ...subject, ...read });

export const requirementFile = (docId: string) =>
  http.get<DownloadedFile>(API.requirementDocumentFile.path, { docId });

export const submitRequirementDocument = (body: SubmitRequirementDocumentBody) =>
  command(API.requirementDocumentSubmit.path, body);

export const approveRequirementDocument = (body: ApproveRequirementDocumentBody) =>
  command(API.requirementDocumentApprove.path, body);

export const rejectRequirementDocument = (body: RejectRequirementDocumentBody) =>
  command(API.requirementDocumentReject.path, body);

/** What a requirements update answers: each worker's outcome (updated, or refused and why). */
export interface RequirementsUpdateAnswer {
  updateId: string;
  results: RequirementUpdateOutcome[];
}

export const updateRequirements = (body: UpdateRequirementsBody) =>
  http.post<RequirementsUpdateAnswer>(API.requirementsUpdate.path, body);
