import {
  API,
  catalogPath,
  CESSATION_REASONS_CATALOG,
  CommandResultSchema,
  type CatalogItemRow,
  type CommandResult,
  type CorrectDemobilizationBody,
  type DecideDemobilizationBody,
  type Decision,
  type DemobilizationRow,
  type GridPage,
  type RegisterDemobilizationBody,
  type ReleasedHolding,
} from '@faena/contracts';
import type { GridParams } from '../../../../components/ui/grid-query';
import { http } from '../../../../lib/http';

export const registerDemobilization = (body: RegisterDemobilizationBody) =>
  http
    .post<unknown>(API.registerDemobilization.path, body)
    .then((r) => CommandResultSchema.parse(r));

export const correctDemobilization = (body: CorrectDemobilizationBody) =>
  http
    .post<unknown>(API.correctDemobilization.path, body)
    .then((r) => CommandResultSchema.parse(r));

export const listDemobilizations = (params: GridParams & { afterPosition?: number }) =>
  http.get<GridPage<DemobilizationRow>>(API.listDemobilizations.path, { ...params });

const DECISION_PATHS: Record<Decision, string> = {
  approve: API.approveDemobilization.path,
  observe: API.observeDemobilization.path,
  reject: API.rejectDemobilization.path,
};

/** A decision's answer; an approval's also lists what its cascade released (issue 19). */
export type DecisionAnswer = CommandResult & { released?: ReleasedHolding[] };

export const decideDemobilization = (
  decision: Decision,
  body: DecideDemobilizationBody,
): Promise<DecisionAnswer> =>
  http.post<DecisionAnswer>(DECISION_PATHS[decision], body).then((r) => ({
    ...CommandResultSchema.parse(r),
    ...(r.released ? { released: r.released } : {}),
  }));

export interface CessationReason {
  code: string;
  description: string;
}

/** The active items of the termination-reasons catalogue, for the cessation reason select. */
export async function listCessationReasons(): Promise<CessationReason[]> {
  const filter = JSON.stringify(['active', '=', 'S']);
  const page = await http.get<GridPage<CatalogItemRow>>(
    catalogPath('catalogGrid', CESSATION_REASONS_CATALOG),
    { skip: 0, take: 200, filter },
  );
  return page.data.map((item) => ({
    code: item.code,
    description: String(item['description'] ?? item.code),
  }));
}
