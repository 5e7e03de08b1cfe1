import { visibleSeat, type TripRow } from '@faena/contracts';
import type { AuthUser } from '../platform/auth/auth-user';

/** trips_v2, written by the trips projection: TripRow with its seat map. */
export const TRIPS_COLLECTION = 'trips_v2';
export type TripDoc = { [K in keyof TripRow]: TripRow[K] };

/** The trip as the caller may see it: a contractor sees other companies' seats occupied, unnamed. */
export const tripSeenBy = (user: Pick<AuthUser, 'coid'>, trip: TripDoc): TripRow => ({
  ...trip,
  seats: trip.seats.map((s) => visibleSeat({ companyId: user.coid }, s)),
});
