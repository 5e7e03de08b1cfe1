import type { TripRow } from '@faena/contracts';

/** trips_v1, written by the trips projection: TripRow with its seat map. */
export const TRIPS_COLLECTION = 'trips_v1';
export type TripDoc = { [K in keyof TripRow]: TripRow[K] };
