import { SEEDED_ZONE_CONFIG } from './master-data';
import {
  addDays,
  personDocumentStream,
  STREAMS,
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
import {
  SECOND_CAMP,
  SECOND_CLIENT,
  SECOND_COMPANY,
  SECOND_PEOPLE,
  SECOND_TRIP,
  SECOND_ZONE,
} from './data/second-client';
import { rucFor } from './documents';

type Write = { stream: string; events: DomainEvent[] };
const ev = <E extends DomainEvent>(type: E['type'], data: E['data']): DomainEvent => ({
  type,
  version: 1,
  data,
});

export const secondTripId = (today: string) =>
  `VJE-${addDays(today, SECOND_TRIP.day).replaceAll('-', '')}-${SECOND_TRIP.suffix}`;

export function secondClientPeople(): PersonRegistered['data'][] {
  return SECOND_PEOPLE.map(([personId, documentNumber, names, surnames, position]) => ({
    personId,
    documentType: 'DNI',
    documentNumber,
    names,
    surnames,
    companyId: SECOND_COMPANY.companyId,
    companyName: SECOND_COMPANY.name,
    position,
    condition: 'TRABAJADOR',
  }));
}

const secondClient = () => ({
  clientId: SECOND_CLIENT.clientId,
  name: SECOND_CLIENT.name,
  divisions: SECOND_CLIENT.divisions.map((d) => ({ ...d })),
});

const secondCompany = (c: typeof SECOND_COMPANY) => ({
  companyId: c.companyId,
  name: c.name,
  documentType: 'RUC',
  documentNumber: rucFor(c.rucBase),
  contractor: c.contractor,
  category: c.category,
  country: c.country,
});

/** The second company's contract, from two months ago to a year ahead. */
const secondContract = (c: typeof SECOND_COMPANY, today: string) => ({
  contractId: c.contract.code,
  code: c.contract.code,
  companyId: c.companyId,
  companyName: c.name,
  clientId: SECOND_CLIENT.clientId,
  divisionId: c.contract.divisionId,
  subject: c.contract.subject,
  startDate: addDays(today, -60),
  endDate: addDays(today, 365),
  quota: c.contract.quota,
});

function organisation(today: string): Write[] {
  const c = SECOND_COMPANY;
  return [
    {
      stream: STREAMS.client(SECOND_CLIENT.clientId),
      events: [ev<ClientRegistered>('catalog.ClientRegistered', secondClient())],
    },
    {
      stream: STREAMS.company(c.companyId),
      events: [ev<CompanyRegistered>('catalog.CompanyRegistered', secondCompany(c))],
    },
    {
      stream: STREAMS.contract(c.contract.code),
      events: [ev<ContractRegistered>('catalog.ContractRegistered', secondContract(c, today))],
    },
  ];
}

function people(): Write[] {
  return secondClientPeople().flatMap((p) => [
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

function camp(): HotelRow {
  const rooms = Array.from({ length: SECOND_CAMP.rooms }, (_, i) => ({
    roomId: `HAB-M${101 + i}`,
    name: `Habitación M${101 + i}`,
    beds: ['A', 'B'].map((letter) => ({
      bedId: `CAM-M${101 + i}-${letter}`,
      name: `Cama ${letter}`,
    })),
  }));
  return {
    hotelId: SECOND_CAMP.hotelId,
    clientId: SECOND_CLIENT.clientId,
    name: SECOND_CAMP.name,
    maxStayDays: SECOND_CAMP.maxStayDays,
    rooms,
    administrators: [],
  };
}

const secondZone = () => ({
  zoneId: SECOND_ZONE.zoneId,
  clientId: SECOND_CLIENT.clientId,
  divisionId: SECOND_ZONE.divisionId,
  name: SECOND_ZONE.name,
  capacity: SECOND_ZONE.capacity,
  ...SEEDED_ZONE_CONFIG,
  doors: SECOND_ZONE.doors.map((d) => ({ ...d, active: true })),
});

function secondTrip(today: string) {
  const { suffix: _suffix, day, ...trip } = SECOND_TRIP;
  return {
    tripId: secondTripId(today),
    clientId: SECOND_CLIENT.clientId,
    date: addDays(today, day),
    ...trip,
    // the second client's bus is not a vehicle of its master: no unit check on its seats
    vehicleId: null,
  };
}

function sites(today: string): Write[] {
  const zone = secondZone();
  const tripData = secondTrip(today);
  return [
    {
      stream: STREAMS.zone(zone.zoneId),
      events: [ev<ZoneRegistered>('access.ZoneRegistered', zone)],
    },
    {
      stream: STREAMS.trip(tripData.tripId),
      events: [{ ...ev<TripScheduled>('transport.TripScheduled', tripData), version: 2 }],
    },
    {
      stream: STREAMS.camp(SECOND_CAMP.hotelId),
      events: [ev<CampRegistered>('lodging.CampRegistered', camp())],
    },
  ];
}

/** The second client's master-data streams, dated from `today`. */
export function secondClientData(today: string): Write[] {
  return [...organisation(today), ...people(), ...sites(today)];
}
