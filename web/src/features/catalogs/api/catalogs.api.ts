import {
  catalogPath,
  CommandResultSchema,
  type CatalogItemRow,
  type GridPage,
} from '@faena/contracts';
import type { GridParams } from '../../../components/ui/grid-query';
import { http } from '../../../lib/http';

export const listItems = (catalogId: string, params: GridParams & { afterPosition?: number }) =>
  http.get<GridPage<CatalogItemRow>>(catalogPath('catalogGrid', catalogId), { ...params });

export const createItem = (catalogId: string, body: Record<string, unknown>) =>
  http
    .post<unknown>(catalogPath('catalogCreate', catalogId), body)
    .then((r) => CommandResultSchema.parse(r));

export const updateItem = (catalogId: string, body: Record<string, unknown>) =>
  http
    .put<unknown>(catalogPath('catalogUpdate', catalogId), body)
    .then((r) => CommandResultSchema.parse(r));

export const changeItemState = (
  catalogId: string,
  body: { commandId: string; itemId: string; active: 'S' | 'N' },
) =>
  http
    .post<unknown>(catalogPath('catalogState', catalogId), body)
    .then((r) => CommandResultSchema.parse(r));

/** Active items of a referenced catalogue (e.g. the brands of the models form), as options. */
export async function refOptions(
  catalogId: string,
): Promise<Array<{ value: string; label: string }>> {
  const filter = JSON.stringify([['active', '=', 'S']]);
  const page = await listItems(catalogId, {
    skip: 0,
    take: 1000,
    sort: JSON.stringify([{ selector: 'description', desc: false }]),
    filter,
  });
  return page.data.map((r) => ({
    value: r.code,
    label: `${r.code} · ${String(r['description'] ?? '')}`,
  }));
}
