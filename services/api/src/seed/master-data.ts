import {
  STREAMS,
  addDays,
  personDocumentStream,
  type CampRegistered,
  type ClientRegistered,
  type CompanyRegistered,
  type ContractRegistered,
  type DomainEvent,
  type HotelRow,
  type PersonDocumentClaimed,
  type PersonRegistered,
  type TripScheduled,
  type ZoneRegistered,
} from '@faena/contracts';
import { CAMP, CLIENT, COMPANIES, TRIPS, ZONES } from './data/master';
import { rucFor } from './documents';
import { demoPeople } from './people';
import { secondClientData } from './second-client';
import { VEHICLE_CONTRACTS } from './vehicle-requests-plan';

/** One stream's seed events. */
export interface SeedWrite {
  stream: string;
  events: DomainEvent[];
}

const ev = <E extends DomainEvent>(type: E['type'], data: E['data']): DomainEvent => ({
  type,
  version: 1,
  data,
});

/** Every master-data stream of the demo, dated from `today` (yyyy-MM-dd). */
export function masterData(today: string): SeedWrite[] {
  return [
    clientWrite(),
    ...companyWrites(),
    ...contractWrites(today),
    ...personWrites(),
    ...zoneWrites(),
    ...tripWrites(today),
    campWrite(),
    ...secondClientData(today),
  ];
}

function clientWrite(): SeedWrite {
  const data = {
    clientId: CLIENT.clientId,
    name: CLIENT.name,
    divisions: CLIENT.divisions.map((d) => ({ ...d })),
  };
  return {
    stream: STREAMS.client(CLIENT.clientId),
    events: [ev<ClientRegistered>('catalog.ClientRegistered', data)],
  };
}

function companyWrites(): SeedWrite[] {
  return COMPANIES.map((c) => ({
    stream: STREAMS.company(c.companyId),
    events: [
      ev<CompanyRegistered>('catalog.CompanyRegistered', {
        companyId: c.companyId,
        name: c.name,
        documentType: 'RUC',
        documentNumber: rucFor(c.rucBase),
        contractor: c.contractor,
        category: c.category,
        country: c.country,
      }),
    ],
  }));
}

function contractWrites(today: string): SeedWrite[] {
  return COMPANIES.map((c) => ({
    // a contract's id is its code, e.g. CTR-2026-001
    stream: STREAMS.contract(c.contract.code),
    events: [
      ev<ContractRegistered>('catalog.ContractRegistered', {
        contractId: c.contract.code,
        code: c.contract.code,
        companyId: c.companyId,
        companyName: c.name,
        clientId: CLIENT.clientId,
        divisionId: c.contract.divisionId,
        subject: c.contract.subject,
        startDate: addDays(today, -120),
        endDate: addDays(today, 365),
        quota: c.contract.quota,
        // issue 19: the contracts whose companies accredit vehicles
        ...(VEHICLE_CONTRACTS.includes(c.contract.code) ? { vehicles: true } : {}),
      }),
    ],
  }));
}

/** Each demo person, and its claim on the stream that owns "one person per document". */
function personWrites(): SeedWrite[] {
  return demoPeople().flatMap((p) => [
    {
      stream: STREAMS.person(p.personId),
      events: [ev<PersonRegistered>('catalog.PersonRegistered', p)],
    },
    {
      stream: personDocumentStream(p.documentType, p.documentNumber),
      events: [
        ev<PersonDocumentClaimed>('catalog.PersonDocumentClaimed', {
          personId: p.personId,
          documentType: p.documentType,
          documentNumber: p.documentNumber,
        }),
      ],
    },
  ]);
}

/** A seeded zone marks people and vehicles, asks no zone requirement of its own and is active. */
export const SEEDED_ZONE_CONFIG = {
  personMarking: true,
  vehicleMarking: true,
  requirementCodes: [],
  assignedPersonIds: [],
  active: true,
};

function zoneWrites(): SeedWrite[] {
  return ZONES.map((z) => ({
    stream: STREAMS.zone(z.zoneId),
    events: [
      ev<ZoneRegistered>('access.ZoneRegistered', {
        zoneId: z.zoneId,
        clientId: CLIENT.clientId,
        divisionId: z.divisionId,
        name: z.name,
        capacity: z.capacity,
        ...SEEDED_ZONE_CONFIG,
        doors: z.doors.map((d) => ({ ...d, active: true })),
      }),
    ],
  }));
}

export const tripIdOf = (today: string, day: number, suffix: string) =>
  `VJE-${addDays(today, day).replaceAll('-', '')}-${suffix}`;

function tripWrites(today: string): SeedWrite[] {
  return TRIPS.map(({ suffix, day, ...trip }) => {
    const tripId = tripIdOf(today, day, suffix);
    const data = { tripId, clientId: CLIENT.clientId, date: addDays(today, day), ...trip };
    return {
      stream: STREAMS.trip(tripId),
      // v2: the trip names its unit (a vehicle of the master)
      events: [{ ...ev<TripScheduled>('transport.TripScheduled', data), version: 2 }],
    };
  });
}

/** 12 rooms (101…112) of 2 to 4 beds: CAM-<room>-A, -B, … */
export function campRow(): HotelRow {
  const rooms = Array.from({ length: CAMP.rooms }, (_, i) => {
    const number = 101 + i;
    const beds = 2 + (i % 3);
    return {
      roomId: `HAB-${number}`,
      name: `Habitación ${number}`,
      beds: Array.from({ length: beds }, (_, b) => {
        const letter = String.fromCharCode(65 + b);
        return { bedId: `CAM-${number}-${letter}`, name: `Cama ${letter}` };
      }),
    };
  });
  return {
    hotelId: CAMP.hotelId,
    clientId: CLIENT.clientId,
    name: CAMP.name,
    maxStayDays: CAMP.maxStayDays,
    rooms,
    administrators: [...CAMP.administrators],
  };
}

function campWrite(): SeedWrite {
  return {
    stream: STREAMS.camp(CAMP.hotelId),
    events: [ev<CampRegistered>('lodging.CampRegistered', campRow())],
  };
}
