import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { REQUEST_STATUSES, type RequestStatus } from '@faena/contracts';
import type { GridFilter } from '../../../../components/ui/grid-query';

const isStatus = (value: string | null): value is RequestStatus =>
  REQUEST_STATUSES.some((s) => s === value);

/**
 * `?status=O` (the home's "observed" figure links with it): the grid's status filter on arrival.
 * Read once, as the grid's initial filters are; an unknown status filters nothing.
 */
export function useStatusFromUrl(): GridFilter[] {
  const [params] = useSearchParams();
  const [filters] = useState<GridFilter[]>(() => {
    const status = params.get('status');
    return isStatus(status) ? [{ field: 'status', op: '=', value: status }] : [];
  });
  return filters;
}
