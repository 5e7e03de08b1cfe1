import { API } from '@faena/contracts';
import type { ReadStore } from '@faena/core';
import { newCommandId, REQUEST_PICKED, type Calls } from '@faena/test-kit';

/** One client's objects in the demo data: what the other client's users must neither read nor touch. */
export interface Tenant {
  clientId: string;
  requestId: string;
  tripId: string;
  hotelId: string;
  zoneId: string;
  personId: string;
  /** the person's row in the people grid: what a picker or the export would search by */
  person: {
    fullName: string;
    documentType: string;
    documentNumber: string;
    companyId: string;
    companyName: string;
  };
  contractId: string;
  demobilizationId: string | null;
  /** one of the client's login security settings */
  settingId: string;
}

type Doc = Record<string, unknown>;
const first = async (store: ReadStore, collection: string, filter: Record<string, string>) =>
  (await store.find<Doc>(collection, filter, 1))[0] ?? null;

export async function tenantOf(
  store: ReadStore,
  fixed: Pick<Tenant, 'clientId' | 'hotelId' | 'zoneId' | 'personId' | 'contractId' | 'settingId'>,
): Promise<Tenant> {
  const { clientId } = fixed;
  const request = await first(store, 'requests_v3', { clientId, status: 'P' });
  const trip = await first(store, 'trips_v2', { clientId });
  const demobilization = await first(store, 'demobilizations_v1', { clientId });
  const row = (await store.get<Doc>('people_v1', fixed.personId)) ?? {};
  const person = {
    fullName: String(row.fullName),
    documentType: String(row.documentType),
    documentNumber: String(row.documentNumber),
    companyId: String(row.companyId),
    companyName: String(row.companyName),
  };
  return {
    ...fixed,
    requestId: String(request?.requestId),
    tripId: String(trip?.tripId),
    person,
    demobilizationId: demobilization ? String(demobilization.demobilizationId) : null,
  };
}

const resultOf = (res: { body: unknown }) => (res.body as { result: unknown }).result;
type PeoplePage = { data: Doc[]; totalCount: number };
/** the people grid's answer holds none of the other client's person nor of its company's people */
const noneOf = (other: Tenant, res: { status: number; body: unknown }) =>
  res.status === 200 &&
  !(resultOf(res) as PeoplePage).data.some(
    (p) => p.personId === other.personId || p.companyId === other.person.companyId,
  );
const byFilter = (condition: [string, string, string]) => ({
  skip: 0,
  take: 1000,
  filter: JSON.stringify(condition),
});
/** a read or an action on another client's object: it must not succeed (its answer is 403 or 404) */
const refused = (res: { status: number }) => res.status === 403 || res.status === 404;

/**
 * The checks, each answering true when the other client's object stayed out of reach. `reader` has
 * the read permissions (an approver), `writer` submits and reserves (a requester).
 */
export function isolationChecks(
  other: Tenant,
  reader: Calls,
  writer: Calls,
): Record<string, () => Promise<boolean>> {
  return {
    'request: read': async () =>
      refused(await reader.get(API.getRequest.path, { requestId: other.requestId })),
    'request: timeline': async () =>
      refused(await reader.get(API.requestHistory.path, { requestId: other.requestId })),
    'request: stream history': async () =>
      refused(
        await reader.get(API.recordHistory.path, {
          stream: `accreditation.request-${other.requestId}`,
        }),
      ),
    'request: grid': async () =>
      !(
        resultOf(await reader.get(API.listRequests.path, { take: 500 })) as { data: Doc[] }
      ).data.some((r) => r.clientId === other.clientId),
    'request: approve': async () =>
      refused(
        await reader.post(API.approveRequest.path, {
          commandId: newCommandId('iso'),
          requestId: other.requestId,
        }),
      ),
    'request: submit for its person on its contract': async () =>
      refused(
        await writer.post(API.submitRequest.path, {
          commandId: newCommandId('iso'),
          personId: other.personId,
          contractId: other.contractId,
          startDate: '2099-01-01',
          endDate: '2099-02-01',
          reason: 'Ingreso',
          ...REQUEST_PICKED,
        }),
      ),
    'person: read': async () =>
      refused(await reader.get(API.getPerson.path, { personId: other.personId })),
    'people: grid': async () =>
      noneOf(other, await reader.get(API.listPeople.path, { skip: 0, take: 1000 })),
    // the export asks every row the grid's filters leave, in one call (sorted as the grid is)
    'people: export': async () =>
      noneOf(
        other,
        await reader.get(API.listPeople.path, {
          ...byFilter(['companyName', 'contains', other.person.companyName]),
          sort: JSON.stringify([{ selector: 'fullName', desc: false }]),
        }),
      ),
    'people: picker by name': async () =>
      noneOf(
        other,
        await writer.get(
          API.listPeople.path,
          byFilter(['fullName', 'contains', other.person.fullName]),
        ),
      ),
    'people: picker by document': async () =>
      noneOf(
        other,
        await writer.get(
          API.listPeople.path,
          byFilter(['documentNumber', 'startswith', other.person.documentNumber]),
        ),
      ),
    'people: company filter': async () =>
      noneOf(
        other,
        await reader.get(API.listPeople.path, byFilter(['companyId', '=', other.person.companyId])),
      ),
    'trip: seat map': async () =>
      refused(await reader.get(API.tripSeats.path, { tripId: other.tripId })),
    'trip: list': async () =>
      !(resultOf(await reader.get(API.listTrips.path)) as Doc[]).some(
        (t) => t.tripId === other.tripId,
      ),
    'trip: reserve': async () =>
      refused(
        await writer.post(API.reserveSeat.path, {
          commandId: newCommandId('iso'),
          tripId: other.tripId,
          seat: 30,
          personId: other.personId,
        }),
      ),
    'trip: release': async () =>
      refused(
        await writer.post(API.releaseSeat.path, {
          commandId: newCommandId('iso'),
          tripId: other.tripId,
          seat: 1,
        }),
      ),
    'beds: board': async () =>
      refused(await reader.get(API.bedBoard.path, { hotelId: other.hotelId })),
    'beds: camps': async () =>
      !(resultOf(await reader.get(API.listHotels.path)) as Doc[]).some(
        (h) => h.hotelId === other.hotelId,
      ),
    'zones: occupancy': async () =>
      !JSON.stringify(resultOf(await reader.get(API.zoneOccupancy.path))).includes(other.zoneId),
    // issue 20: the checkpoints and devices of the other client (approvers read their own)
    'checkpoint: read': async () =>
      refused(await reader.get(API.checkpointGet.path, { zoneId: other.zoneId })),
    'checkpoints: grid': async () =>
      !JSON.stringify(resultOf(await reader.get(API.checkpointList.path, { take: 1000 }))).includes(
        other.zoneId,
      ),
    'devices: grid': async () =>
      !(
        resultOf(await reader.get(API.deviceList.path, { take: 1000 })) as { data: Doc[] }
      ).data.some((d) => d.clientId === other.clientId || d.zoneId === other.zoneId),
    'demobilization: read': async () =>
      other.demobilizationId === null ||
      refused(
        await reader.get(API.getDemobilization.path, { demobilizationId: other.demobilizationId }),
      ),
  };
}

/** A complete setting, to save over the other client's: the call must be refused before it is saved. */
const settingBody = (tenant: Tenant) => ({
  IdCliente: tenant.clientId,
  IdConfiguracionLogeo: tenant.settingId,
  ConfiguracionLogeo: 'Otra',
  NivelSeguridadClave: 'B',
  LongitudClave: 6,
  DiasCaducidadClave: 0,
  CambiarPrimeraClave: false,
  NumeroIntentos: 9,
  DiasInactivacion: 0,
  MinutosDesbloqueo: 1,
  DobleAutenticacion: 'N',
  PorDefecto: true,
});

/**
 * What an administrator of one client must not reach of the other's: its login security settings
 * (read, list, save), its people's records in the history, and its people in the grid.
 */
export function adminIsolationChecks(
  other: Tenant,
  admin: Calls,
): Record<string, () => Promise<boolean>> {
  return {
    'settings: list': async () =>
      refused(await admin.get(API.securitySettings.path, { IdCliente: other.clientId })),
    'settings: read one': async () =>
      refused(
        await admin.get(API.getSecuritySetting.path, {
          IdCliente: other.clientId,
          IdConfiguracionLogeo: other.settingId,
        }),
      ),
    'settings: save': async () =>
      refused(await admin.put(API.saveSecuritySetting.path, settingBody(other))),
    'person: history': async () =>
      refused(
        await admin.get(API.recordHistory.path, { stream: `catalog.person-${other.personId}` }),
      ),
    "person: document's history": async () =>
      refused(
        await admin.get(API.recordHistory.path, {
          stream: `catalog.document-${other.person.documentType}-${other.person.documentNumber}`,
        }),
      ),
    'people: grid as administrator': async () =>
      noneOf(other, await admin.get(API.listPeople.path, { skip: 0, take: 1000 })),
    'person: read as administrator': async () =>
      refused(await admin.get(API.getPerson.path, { personId: other.personId })),
  };
}

/** The live rooms of the other client's objects: every join must be refused. */
export const roomsOf = (other: Tenant) => [
  `queue:${other.clientId}`,
  `zone:${other.clientId}`,
  `trip:${other.tripId}`,
  `hotel:${other.hotelId}`,
  `request:${other.requestId}`,
  `demob-queue:${other.clientId}`,
  `visit-queue:${other.clientId}`,
  `vehicle-queue:${other.clientId}`,
  `marks:${other.clientId}`,
];
