import {
  API,
  type GridPage,
  type PeopleStatusFilters,
  type PersonStatusRow,
} from '@faena/contracts';
import type { GridParams } from '../../../../components/ui/grid-query';
import { http } from '../../../../lib/http';

/** The grid's page and sorting with the screen's own filters (status, contract, company, text). */
export const listPeopleStatus = (
  params: GridParams & PeopleStatusFilters & { afterPosition?: number },
) => {
  const { skip, take, afterPosition, status, contractId, companyId, text } = params;
  return http.get<GridPage<PersonStatusRow>>(API.peopleStatus.path, {
    skip,
    take,
    afterPosition,
    status,
    contractId,
    companyId,
    text,
  });
};
