import { API, type GridPage, type PersonRow } from '@faena/contracts';
import { http } from '../../lib/http';
import type { GridParams } from '../ui/grid-query';

export const listPeople = (params: GridParams & { afterPosition?: number }) =>
  http.get<GridPage<PersonRow>>(API.listPeople.path, { ...params });
