import { REQUEST_DATE_FILTER, type RequestRow } from '@faena/contracts';
import { useLiveGrid } from '../../../../hooks/use-live-grid';
import { notifyError } from '../../../../lib/notify';
import { listRequests } from '../api/requests.api';
import { useStatusFromUrl } from './use-status-from-url';

/** Newest first, so live arrivals show on page 1. */
const NEWEST_FIRST = [{ id: 'RowIndex', desc: true }];

/** "Mis solicitudes": the user's requests (the address's status, if any), live through requester:<username>. */
export function useMyRequests(username: string) {
  const statusFilter = useStatusFromUrl();
  return useLiveGrid<RequestRow>(username ? `requester:${username}` : null, 'request.changed', {
    fetchPage: listRequests,
    rowId: (r) => r.requestId,
    versionOf: (r) => r.version,
    initialFilters: [{ field: 'submittedBy', op: '=', value: username }, ...statusFilter],
    initialSorting: NEWEST_FIRST,
    // the spec's month filter, sent as FechaInicio / FechaFin (yyyyMMdd) on the submission day
    dateRange: { fields: REQUEST_DATE_FILTER, format: 'yyyyMMdd' },
    onError: notifyError,
  });
}
