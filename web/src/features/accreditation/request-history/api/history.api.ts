import { API, type GridPage, type RequestHistory, type RequestRow } from '@faena/contracts';
import type { GridParams } from '../../../../components/ui/grid-query';
import { http } from '../../../../lib/http';

interface HistoryQuery {
  requestId: string;
  /** time travel: the request as of this position */
  untilPosition?: number;
  /** read your writes: wait until the read side has passed this position */
  afterPosition?: number;
}

export const getHistory = (query: HistoryQuery, signal?: AbortSignal) =>
  http.get<RequestHistory>(API.requestHistory.path, { ...query }, signal);

export const listRequestsForHistory = (params: GridParams & { afterPosition?: number }) =>
  http.get<GridPage<RequestRow>>(API.listRequests.path, { ...params });
