import {
  API,
  CommandResultSchema,
  OnSiteAnswerSchema,
  type CorrectMarkBody,
  type GridPage,
  type ManualMarkBody,
  type MarkOutcome,
  type MarkRow,
  type OnSiteAnswer,
  type VoidMarkBody,
} from '@faena/contracts';
import type { GridParams } from '../../../../components/ui/grid-query';
import { http } from '../../../../lib/http';

/** The grid's list filters send text; the marks' yes/no columns are booleans in the read model. */
const BOOLEAN_FIELDS = new Set(['granted', 'automatic']);
export function withBooleans(filter: string | undefined): string | undefined {
  if (!filter) return filter;
  const conditions = JSON.parse(filter) as Array<[string, string, unknown] | 'and'>;
  return JSON.stringify(
    conditions.map((c) => {
      if (typeof c === 'string') return c;
      const [field, op, value] = c;
      return BOOLEAN_FIELDS.has(field) && (value === 'true' || value === 'false')
        ? [field, op, value === 'true']
        : c;
    }),
  );
}

export const listMarks = (params: GridParams & { afterPosition?: number }) => {
  const filter = withBooleans(params.filter);
  return http.get<GridPage<MarkRow>>(API.listMarks.path, {
    ...params,
    ...(filter ? { filter } : {}),
  });
};

export const registerManualMark = (body: ManualMarkBody) =>
  http.post<MarkOutcome>(API.registerManualMark.path, body);

export const correctMark = (body: CorrectMarkBody) =>
  http.post<unknown>(API.correctMark.path, body).then((r) => CommandResultSchema.parse(r));

export const voidMark = (body: VoidMarkBody) =>
  http.post<unknown>(API.voidMark.path, body).then((r) => CommandResultSchema.parse(r));

export const listOnSite = (afterPosition?: number): Promise<OnSiteAnswer> =>
  http
    .get<unknown>(API.listOnSite.path, { afterPosition })
    .then((r) => OnSiteAnswerSchema.parse(r));
