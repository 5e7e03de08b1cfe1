import {
  API,
  catalogPath,
  REQUEST_FIELD_CATALOGS,
  type CatalogItemRow,
  type GridPage,
  type PositionRow,
  type RequestPickedField,
} from '@faena/contracts';
import { http } from '../../../../lib/http';

/** One choice of a picked field: the value sent and the text shown. */
export interface PickedOption {
  value: string;
  label: string;
  /** an organisational unit's cost center ('' when the unit has none) */
  costCenter?: string;
}
export type PickedOptions = Record<RequestPickedField, PickedOption[]>;

const ACTIVE = JSON.stringify(['active', '=', 'S']);

/** The active items of one of the request's catalogues (code, description). */
async function catalogOptions(catalogId: string): Promise<PickedOption[]> {
  const page = await http.get<GridPage<CatalogItemRow>>(catalogPath('catalogGrid', catalogId), {
    skip: 0,
    take: 200,
    filter: ACTIVE,
  });
  return page.data.map((item) => ({
    value: item.code,
    label: `${item.code} · ${String(item['description'] ?? '')}`,
    costCenter: typeof item['costCenter'] === 'string' ? item['costCenter'] : '',
  }));
}

/** The client's positions (by id, shown by name). */
async function positionOptions(): Promise<PickedOption[]> {
  const page = await http.get<GridPage<PositionRow>>(API.listPositions.path, {
    skip: 0,
    take: 200,
  });
  return page.data.map((p) => ({ value: p.positionId, label: `${p.code} · ${p.name}` }));
}

/** Every list the request form picks from, loaded at once. */
export async function listPickedOptions(): Promise<PickedOptions> {
  const c = REQUEST_FIELD_CATALOGS;
  const [place, profile, organisationalUnit, costCenter, fn, positionId] = await Promise.all([
    catalogOptions(c.place),
    catalogOptions(c.profile),
    catalogOptions(c.organisationalUnit),
    catalogOptions(c.costCenter),
    catalogOptions(c.function),
    positionOptions(),
  ]);
  return { place, profile, organisationalUnit, costCenter, positionId, function: fn };
}
