import { REQUEST_DATE_FILTER, type DemobilizationRow } from '@faena/contracts';
import { useLiveGrid } from '../../../../hooks/use-live-grid';
import { notifyError } from '../../../../lib/notify';
import { listDemobilizations } from '../api/demobilization.api';

/** Newest first, so live arrivals show on page 1. */
const NEWEST_FIRST = [{ id: 'RowIndex', desc: true }];

const ROW = {
  fetchPage: listDemobilizations,
  rowId: (r: DemobilizationRow) => r.demobilizationId,
  versionOf: (r: DemobilizationRow) => r.version,
  initialSorting: NEWEST_FIRST,
  // the spec's month filter, sent as FechaInicio / FechaFin (yyyyMMdd) on the registration day
  dateRange: { fields: REQUEST_DATE_FILTER, format: 'yyyyMMdd' as const },
  onError: notifyError,
};

/** The client's demobilization queue, live through demob-queue:<clientId>: Pendiente by default. */
export function useDemobilizationQueue(clientId: string | null) {
  return useLiveGrid<DemobilizationRow>(
    clientId ? `demob-queue:${clientId}` : null,
    'demobilization.changed',
    { ...ROW, titleCount: true, initialFilters: [{ field: 'status', op: '=', value: 'P' }] },
  );
}

/** The requester's own demobilizations, live through demob-requester:<username>. */
export function useMyDemobilizations(username: string) {
  return useLiveGrid<DemobilizationRow>(
    username ? `demob-requester:${username}` : null,
    'demobilization.changed',
    { ...ROW, initialFilters: [{ field: 'requestedBy', op: '=', value: username }] },
  );
}
