import {
  API,
  CommandResultSchema,
  type ContractRow,
  type CorrectVehicleRequestBody,
  type DecideVehicleRequestBody,
  type Decision,
  type GridPage,
  type HistoryEntry,
  type SubmitVehicleRequestBody,
  type VehicleRequestRow,
  type VehicleRow,
} from '@faena/contracts';
import type { GridParams } from '../../../../components/ui/grid-query';
import { http } from '../../../../lib/http';

export const submitVehicleRequest = (body: SubmitVehicleRequestBody) =>
  http.post<unknown>(API.submitVehicleRequest.path, body).then((r) => CommandResultSchema.parse(r));

export const correctVehicleRequest = (body: CorrectVehicleRequestBody) =>
  http
    .post<unknown>(API.correctVehicleRequest.path, body)
    .then((r) => CommandResultSchema.parse(r));

/** A vehicle request's events with who did each (GET historial). */
export interface VehicleRequestHistory {
  requestId: string;
  entries: HistoryEntry[];
}

export const vehicleRequestHistory = (requestId: string) =>
  http.get<VehicleRequestHistory>(API.vehicleRequestHistory.path, { requestId });

export const listVehicleRequests = (params: GridParams & { afterPosition?: number }) =>
  http.get<GridPage<VehicleRequestRow>>(API.listVehicleRequests.path, { ...params });

const DECISION_PATHS: Record<Decision, string> = {
  approve: API.approveVehicleRequest.path,
  observe: API.observeVehicleRequest.path,
  reject: API.rejectVehicleRequest.path,
};

export const decideVehicleRequest = (decision: Decision, body: DecideVehicleRequestBody) =>
  http.post<unknown>(DECISION_PATHS[decision], body).then((r) => CommandResultSchema.parse(r));

/** The active vehicles of the master the caller may see (plate, type, company). */
export async function listVehicles(): Promise<VehicleRow[]> {
  const page = await http.get<GridPage<VehicleRow>>(API.listVehicles.path, { skip: 0, take: 500 });
  return page.data.filter((v) => v.state !== 'INACTIVO');
}

/** The contracts the user may request against (a plain list, or a grid page). */
export async function listContracts(): Promise<ContractRow[]> {
  const result = await http.get<ContractRow[] | GridPage<ContractRow>>(API.listContracts.path);
  return Array.isArray(result) ? result : result.data;
}
