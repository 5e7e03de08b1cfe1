import type { WorkloadShape } from './event-workload';

/** One write of the workload: its stream, event type and payload. */
export type WriteSpec = [stream: string, type: string, data: unknown];

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The client, its contractor company and the contract. */
const CLIENT_SPECS: readonly WriteSpec[] = [
  [
    'catalog.client-C1',
    'catalog.ClientRegistered',
    {
      clientId: 'C1',
      name: 'Minera Andina',
      divisions: [{ divisionId: 'D1', name: 'Norte' }],
    },
  ],
  [
    'catalog.company-CO1',
    'catalog.CompanyRegistered',
    {
      companyId: 'CO1',
      name: 'Servicios SpA',
      documentType: 'RUT',
      documentNumber: '76000000-0',
      contractor: true,
      category: 'S',
      country: 'CL',
    },
  ],
  [
    'catalog.contract-K1',
    'catalog.ContractRegistered',
    {
      contractId: 'K1',
      code: 'CT-1',
      companyId: 'CO1',
      companyName: 'Servicios SpA',
      clientId: 'C1',
      divisionId: 'D1',
      subject: 'x',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      quota: 1_000_000,
    },
  ],
];

const personSpec = (p: number): WriteSpec => [
  `catalog.person-P${p}`,
  'catalog.PersonRegistered',
  {
    personId: `P${p}`,
    documentType: 'RUT',
    documentNumber: `${10_000_000 + p}-K`,
    names: `Nombre${p}`,
    surnames: `Apellido${p}`,
    companyId: 'CO1',
    companyName: 'Servicios SpA',
    position: 'Operador',
    condition: 'TRABAJADOR',
  },
];

const zoneSpec = (z: number): WriteSpec => [
  `access.zone-Z${z}`,
  'access.ZoneRegistered',
  {
    zoneId: `Z${z}`,
    clientId: 'C1',
    divisionId: 'D1',
    name: `Zona ${z}`,
    capacity: 100,
    doors: [{ doorId: `DR${z}`, name: 'Puerta', type: 'A' }],
  },
];

const tripSpec = (t: number): WriteSpec => [
  `transport.trip-T${t}`,
  'transport.TripScheduled',
  {
    tripId: `T${t}`,
    clientId: 'C1',
    route: 'R',
    date: '2026-03-10',
    departureTime: '06:00',
    plate: 'AA11',
    driver: 'D',
    origin: 'A',
    destination: 'B',
    capacity: 40,
    vehicleId: null,
  },
];

/** A camp with rooms of two beds (the last one may have one). */
function campSpec(beds: number): WriteSpec {
  const rooms = Array.from({ length: Math.ceil(beds / 2) }, (_, r) => ({
    roomId: `RM${r}`,
    name: `Pieza ${r}`,
    beds: [0, 1]
      .map((b) => ({ bedId: `B${r * 2 + b}`, name: `Cama ${b + 1}` }))
      .slice(0, beds - r * 2),
  }));
  return [
    'lodging.camp-H1',
    'lodging.CampRegistered',
    {
      hotelId: 'H1',
      clientId: 'C1',
      name: 'Campamento',
      maxStayDays: 14,
      rooms,
    },
  ];
}

/** Master data in write order: client, company, contract, people, zones, trips, a camp. */
export function masterDataSpecs({ people, zones, trips, beds }: WorkloadShape): WriteSpec[] {
  return [
    ...CLIENT_SPECS,
    ...range(people).map(personSpec),
    ...range(zones).map(zoneSpec),
    ...range(trips).map(tripSpec),
    campSpec(beds),
  ];
}
