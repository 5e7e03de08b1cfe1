import { API, type RecordHistory } from '@faena/contracts';
import { http } from '../../lib/http';

export const getRecordHistory = (stream: string, signal?: AbortSignal) =>
  http.get<RecordHistory>(API.recordHistory.path, { stream }, signal);
