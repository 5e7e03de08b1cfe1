import {
  API,
  CommandResultSchema,
  VisitHistorySchema,
  VisitZonesAnswerSchema,
  type CorrectVisitBody,
  type DecideVisitBody,
  type Decision,
  type VisitHistory,
  type GridPage,
  type SubmitVisitBody,
  type VisitRow,
  type VisitZone,
} from '@faena/contracts';
import type { GridParams } from '../../../../components/ui/grid-query';
import { http } from '../../../../lib/http';

export const submitVisit = (body: SubmitVisitBody) =>
  http.post<unknown>(API.submitVisit.path, body).then((r) => CommandResultSchema.parse(r));

export const listVisits = (params: GridParams & { afterPosition?: number }) =>
  http.get<GridPage<VisitRow>>(API.listVisits.path, { ...params });

export const listVisitZones = (): Promise<VisitZone[]> =>
  http.get<unknown>(API.visitZones.path).then((r) => VisitZonesAnswerSchema.parse(r));

const DECISION_PATHS: Record<Decision, string> = {
  approve: API.approveVisit.path,
  observe: API.observeVisit.path,
  reject: API.rejectVisit.path,
};

export const decideVisit = (decision: Decision, body: DecideVisitBody) =>
  http.post<unknown>(DECISION_PATHS[decision], body).then((r) => CommandResultSchema.parse(r));

/** The requester's correction of an observed visit (back to Pendiente). */
export const correctVisit = (body: CorrectVisitBody) =>
  http.post<unknown>(API.correctVisit.path, body).then((r) => CommandResultSchema.parse(r));

/** A visit's events with who did each, and its visitors' companies (GET historial). */
export const visitHistory = (visitId: string): Promise<VisitHistory> =>
  http.get<unknown>(API.visitHistory.path, { visitId }).then((r) => VisitHistorySchema.parse(r));
