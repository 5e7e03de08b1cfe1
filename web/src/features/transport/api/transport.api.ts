import {
  API,
  CommandResultSchema,
  type ReleaseSeatBody,
  type ReserveSeatBody,
  type TripRow,
} from '@faena/contracts';
import { http } from '../../../lib/http';

export async function listTrips(): Promise<TripRow[]> {
  const result = await http.get<TripRow[] | { data: TripRow[] }>(API.listTrips.path);
  return Array.isArray(result) ? result : result.data;
}

export const getTrip = (tripId: string, afterPosition?: number) =>
  http.get<TripRow>(API.tripSeats.path, { tripId, afterPosition });

export const reserveSeat = (body: ReserveSeatBody) =>
  http.post<unknown>(API.reserveSeat.path, body).then((r) => CommandResultSchema.parse(r));

export const releaseSeat = (body: ReleaseSeatBody) =>
  http.post<unknown>(API.releaseSeat.path, body).then((r) => CommandResultSchema.parse(r));
