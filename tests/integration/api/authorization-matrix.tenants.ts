import { API } from '@faena/contracts';
import type { ReadStore } from '@faena/core';
import { newCommandId, type Calls } from '@faena/test-kit';

/** One client's objects in the demo data: what the other client's users must neither read nor touch. */
export interface Tenant {
  clientId: string;
  requestId: string;
  tripId: string;
  hotelId: string;
  zoneId: string;
  personId: string;
  contractId: string;
  demobilizationId: string | null;
}

type Doc = Record<string, unknown>;
const first = async (store: ReadStore, collection: string, filter: Record<string, string>) => ((await store.find<Doc>(collection, filter, 1))[0] ?? null) as Doc | null;

export async function tenantOf(store: ReadStore, fixed: Pick<Tenant, 'clientId' | 'hotelId' | 'zoneId' | 'personId' | 'contractId'>): Promise<Tenant> {
  const { clientId } = fixed;
  const request = await first(store, 'requests_v2', { clientId, status: 'P' });
  const trip = await first(store, 'trips_v2', { clientId });
  const demobilization = await first(store, 'demobilizations_v1', { clientId });
  return { ...fixed, requestId: String(request?.requestId), tripId: String(trip?.tripId), demobilizationId: demobilization ? String(demobilization.demobilizationId) : null };
}

const resultOf = <T>(res: { body: unknown }) => (res.body as { result: T }).result;
/** a read or an action on another client's object: it must not succeed (its answer is 403 or 404) */
const refused = (res: { status: number }) => res.status === 403 || res.status === 404;

/**
 * The checks, each answering true when the other client's object stayed out of reach. `reader` has
 * the read permissions (an approver), `writer` submits and reserves (a requester).
 */
export function isolationChecks(other: Tenant, reader: Calls, writer: Calls): Record<string, () => Promise<boolean>> {
  return {
    'request: read': async () => refused(await reader.get(API.getRequest.path, { requestId: other.requestId })),
    'request: timeline': async () => refused(await reader.get(API.requestHistory.path, { requestId: other.requestId })),
    'request: stream history': async () => refused(await reader.get(API.recordHistory.path, { stream: `accreditation.request-${other.requestId}` })),
    'request: grid': async () => !resultOf<{ data: Doc[] }>(await reader.get(API.listRequests.path, { take: 500 })).data.some((r) => r.clientId === other.clientId),
    'request: approve': async () => refused(await reader.post(API.approveRequest.path, { commandId: newCommandId('iso'), requestId: other.requestId })),
    'request: submit for its person on its contract': async () =>
      refused(await writer.post(API.submitRequest.path, { commandId: newCommandId('iso'), personId: other.personId, contractId: other.contractId, startDate: '2099-01-01', endDate: '2099-02-01', reason: 'Ingreso' })),
    'person: read': async () => refused(await reader.get(API.getPerson.path, { personId: other.personId })),
    'trip: seat map': async () => refused(await reader.get(API.tripSeats.path, { tripId: other.tripId })),
    'trip: list': async () => !resultOf<Doc[]>(await reader.get(API.listTrips.path)).some((t) => t.tripId === other.tripId),
    'trip: reserve': async () => refused(await writer.post(API.reserveSeat.path, { commandId: newCommandId('iso'), tripId: other.tripId, seat: 30, personId: other.personId })),
    'trip: release': async () => refused(await writer.post(API.releaseSeat.path, { commandId: newCommandId('iso'), tripId: other.tripId, seat: 1 })),
    'beds: board': async () => refused(await reader.get(API.bedBoard.path, { hotelId: other.hotelId })),
    'beds: camps': async () => !resultOf<Doc[]>(await reader.get(API.listHotels.path)).some((h) => h.hotelId === other.hotelId),
    'zones: occupancy': async () => !JSON.stringify(resultOf<unknown>(await reader.get(API.zoneOccupancy.path))).includes(other.zoneId),
    'demobilization: read': async () => other.demobilizationId === null || refused(await reader.get(API.getDemobilization.path, { demobilizationId: other.demobilizationId })),
  };
}

/** The live rooms of the other client's objects: every join must be refused. */
export const roomsOf = (other: Tenant) => [`queue:${other.clientId}`, `zone:${other.clientId}`, `trip:${other.tripId}`, `hotel:${other.hotelId}`, `request:${other.requestId}`, `demob-queue:${other.clientId}`];
