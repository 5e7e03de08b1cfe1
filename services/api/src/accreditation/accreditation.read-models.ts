import type { DemobilizationRow, RequestRow, VehicleRequestRow, VisitRow } from '@faena/contracts';

/** requests_v3, written by the requests.v3 projection; rows are RequestRow. */
export const REQUESTS_COLLECTION = 'requests_v3';
/** RequestRow as a read-store document (an interface gets no index signature; a mapped type does). */
export type RequestDoc = { [K in keyof RequestRow]: RequestRow[K] };

/** demobilizations_v1, written by the demobilizations.v1 projection; rows are DemobilizationRow. */
export const DEMOBILIZATIONS_COLLECTION = 'demobilizations_v1';
export type DemobilizationDoc = { [K in keyof DemobilizationRow]: DemobilizationRow[K] };

/** visits_v1, written by the visits.v1 projection; rows are VisitRow. */
export const VISITS_COLLECTION = 'visits_v1';
export type VisitDoc = { [K in keyof VisitRow]: VisitRow[K] };
/** vehicle_requests_v1, written by the vehicle-requests.v1 projection; rows are VehicleRequestRow. */
export const VEHICLE_REQUESTS_COLLECTION = 'vehicle_requests_v1';
export type VehicleRequestDoc = { [K in keyof VehicleRequestRow]: VehicleRequestRow[K] };

/**
 * endowment_people_v1, written by the contract-endowment.v1 projection: per `<personId>|<clientId>`,
 * the person's accredited requests with their contract and, when a demobilization ended one, its
 * cessation date (`ended`; the request row keeps the approved dates).
 */
export const ENDOWMENT_PEOPLE_COLLECTION = 'endowment_people_v1';
export interface EndowmentPersonDoc {
  [key: string]: unknown;
  accredited: Array<{ requestId: string; contractId: string; ended?: string }>;
}
