import {
  STREAMS,
  addDays,
  type CountryHolidaysRegistered,
  type CustomerRegistered,
  type DomainEvent,
  type PersonUpdated,
  type PositionRegistered,
  type VehicleRegistered,
} from '@faena/contracts';
import { CLIENT, COMPANIES } from './data/master';
import {
  DEMO_CUSTOMERS,
  DEMO_HOLIDAYS,
  DEMO_POSITIONS,
  DEMO_VEHICLES,
} from './data/administration';
import {
  SECOND_CLIENT,
  SECOND_COMPANY,
  SECOND_CUSTOMERS,
  SECOND_POSITIONS,
  SECOND_VEHICLES,
} from './data/second-client';
import { rucFor, rutFor } from './documents';
import { demoPeople } from './people';
import { detailsOf } from './person-details';
import { SeededRandom } from './random';

/** One stream's seed events and the revision it is expected at (a new stream, or after the master data). */
export interface AdminSeedWrite {
  stream: string;
  expected: 'no_stream' | number;
  events: DomainEvent[];
}

const ev = <E extends DomainEvent>(type: E['type'], data: E['data']): DomainEvent => ({
  type,
  version: 1,
  data,
});
const companyName = (id: string) =>
  [...COMPANIES, SECOND_COMPANY].find((c) => c.companyId === id)?.name ?? id;

/**
 * Every administration record of the demo (repositories come apart: their passwords are hashed at
 * seed time). Positions and customers are a client's (each names it); vehicles follow their company.
 */
export function administrationData(today: string): AdminSeedWrite[] {
  return [
    ...positionWrites(DEMO_POSITIONS, CLIENT.clientId, 'CAR-JGD'),
    ...positionWrites(SECOND_POSITIONS, SECOND_CLIENT.clientId, ''),
    ...vehicleWrites(today, [...DEMO_VEHICLES, ...SECOND_VEHICLES]),
    ...customerWrites(
      DEMO_CUSTOMERS,
      CLIENT.clientId,
      (i) => `CLI-${String(i + 1).padStart(3, '0')}`,
    ),
    ...customerWrites(
      SECOND_CUSTOMERS,
      SECOND_CLIENT.clientId,
      (i) => `CLI-P${String(i + 1).padStart(2, '0')}`,
    ),
    ...countryWrites(),
    ...personDetailWrites(today),
  ];
}

type PositionSeed = (typeof DEMO_POSITIONS)[number] | (typeof SECOND_POSITIONS)[number];
function positionWrites(
  positions: readonly PositionSeed[],
  clientId: string,
  boss: string,
): AdminSeedWrite[] {
  return positions.map((p) => {
    const positionId = `CAR-${p.code}`;
    const data: PositionRegistered['data'] = {
      ...p,
      positionId,
      immediateBossId: p.trust ? '' : boss,
      clientId,
    };
    return {
      stream: STREAMS.position(positionId),
      expected: 'no_stream',
      events: [ev<PositionRegistered>('catalog.PositionRegistered', data)],
    };
  });
}

type VehicleSeed = (typeof DEMO_VEHICLES)[number] | (typeof SECOND_VEHICLES)[number];
function vehicleWrites(today: string, vehicles: readonly VehicleSeed[]): AdminSeedWrite[] {
  return vehicles.map((v, i) => {
    const data: VehicleRegistered['data'] = {
      ...v,
      vehicleId: v.plate,
      serie: `9BM${String(384067 + i * 7919).padStart(8, '0')}`,
      state: 'state' in v ? v.state : 'ACTIVO',
      registerDate: addDays(today, -400 + i * 31),
      companyName: companyName(v.companyId),
      characteristics: [{ name: 'Asientos', dataType: 'I', value: v.type === 'Bus' ? '44' : '5' }],
    };
    return {
      stream: STREAMS.vehicle(v.plate),
      expected: 'no_stream',
      events: [ev<VehicleRegistered>('catalog.VehicleRegistered', data)],
    };
  });
}

type CustomerSeed = (typeof DEMO_CUSTOMERS)[number] | (typeof SECOND_CUSTOMERS)[number];
function customerWrites(
  customers: readonly CustomerSeed[],
  clientId: string,
  idOf: (i: number) => string,
): AdminSeedWrite[] {
  return customers.map((c, i) => {
    const customerId = idOf(i);
    const documentNumber = 'rut' in c ? rutFor(c.rut) : rucFor(c.rucBase);
    const data: CustomerRegistered['data'] = {
      customerId,
      name: c.name,
      documentType: c.documentType,
      documentNumber,
      nickname: c.nickname,
      corporate: c.corporate,
      emails: [...c.emails],
      clientId,
    };
    return {
      stream: STREAMS.customer(customerId),
      expected: 'no_stream',
      events: [ev<CustomerRegistered>('catalog.CustomerRegistered', data)],
    };
  });
}

function countryWrites(): AdminSeedWrite[] {
  return (Object.keys(DEMO_HOLIDAYS) as Array<keyof typeof DEMO_HOLIDAYS>).map((countryId) => {
    const { name, holidays } = DEMO_HOLIDAYS[countryId];
    const data: CountryHolidaysRegistered['data'] = {
      countryId,
      name,
      holidays: holidays.map(([day, month, label]) => ({
        day,
        month,
        name: label,
        template: true,
      })),
    };
    return {
      stream: STREAMS.country(countryId),
      expected: 'no_stream',
      events: [ev<CountryHolidaysRegistered>('catalog.CountryHolidaysRegistered', data)],
    };
  });
}

/** The demo people get their administration fields (one PersonUpdated after the registration). */
function personDetailWrites(today: string): AdminSeedWrite[] {
  const random = new SeededRandom(20261122);
  return demoPeople().map((p) => ({
    stream: STREAMS.person(p.personId),
    expected: 0,
    events: [
      ev<PersonUpdated>('catalog.PersonUpdated', { ...p, details: detailsOf(random, p, today) }),
    ],
  }));
}
