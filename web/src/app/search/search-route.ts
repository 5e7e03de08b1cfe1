import type { SearchHit, SearchKind } from '@faena/contracts';

/** The screen each kind opens in: the administration pages open the record (`?abrir=<id>`), a request its timeline. */
const ROUTES: Record<SearchKind, (id: string) => string> = {
  person: (id) => `/administracion/personas?abrir=${encodeURIComponent(id)}`,
  vehicle: (id) => `/administracion/vehiculos?abrir=${encodeURIComponent(id)}`,
  company: (id) => `/administracion/empresas?abrir=${encodeURIComponent(id)}`,
  request: (id) => `/consultas/historial/${encodeURIComponent(id)}`,
};

/** The route that opens a search hit's record. */
export const searchRoute = (hit: Pick<SearchHit, 'kind' | 'id'>): string =>
  ROUTES[hit.kind](hit.id);
