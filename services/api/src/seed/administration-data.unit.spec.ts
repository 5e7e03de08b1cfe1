import {
  CUSTOMER_BODIES,
  HolidaySchema,
  PersonFormSchema,
  POSITION_BODIES,
  VEHICLE_BODIES,
  type DomainEvent,
} from '@faena/contracts';
import { administrationData } from './administration-data';
import { CLIENT } from './data/master';
import { SECOND_CLIENT, SECOND_COMPANY } from './data/second-client';
import { isValidRuc, isValidRut } from './documents';

const writes = administrationData('2026-03-01');
const events = (type: string): Array<Record<string, unknown>> =>
  writes
    .flatMap((w) => w.events)
    .filter((e: DomainEvent) => e.type === type)
    .map((e) => e.data as Record<string, unknown>);

describe('administration demo data', () => {
  it('gives every demo person administration fields that pass the person form', () => {
    const people = events('catalog.PersonUpdated');
    expect(people).toHaveLength(200);
    for (const p of people) {
      const {
        details,
        personId: _id,
        companyName: _c,
        ...core
      } = p as { details: Record<string, unknown>; personId: string; companyName: string };
      const parsed = PersonFormSchema.safeParse({ ...core, ...details });
      if (!parsed.success)
        throw new Error(`${String(p.personId)}: ${JSON.stringify(parsed.error.issues)}`);
    }
  });

  it('has valid positions, vehicles (plates) and customers (RUC / RUT check digits, three e-mails)', () => {
    for (const p of events('catalog.PositionRegistered'))
      expect(POSITION_BODIES.form.safeParse(p).success).toBe(true);
    for (const v of events('catalog.VehicleRegistered'))
      expect(VEHICLE_BODIES.form.safeParse(v).error).toBeUndefined();
    for (const c of events('catalog.CustomerRegistered')) {
      expect(CUSTOMER_BODIES.form.safeParse(c).error).toBeUndefined();
      const doc = String(c.documentNumber);
      expect(c.documentType === 'RUC' ? isValidRuc(doc) : isValidRut(doc)).toBe(true);
    }
  });

  it("names the client of every position and customer, and gives the second client its own position, customer and contractor's vehicle", () => {
    const clients = (type: string) => events(type).map((e) => e.clientId);
    for (const type of ['catalog.PositionRegistered', 'catalog.CustomerRegistered']) {
      expect(
        clients(type).every((c) => c === CLIENT.clientId || c === SECOND_CLIENT.clientId),
      ).toBe(true);
      expect(clients(type)).toContain(SECOND_CLIENT.clientId);
    }
    const secondVehicles = events('catalog.VehicleRegistered').filter(
      (v) => v.companyId === SECOND_COMPANY.companyId,
    );
    expect(secondVehicles).toEqual([
      expect.objectContaining({ vehicleId: 'P3M-401', companyName: SECOND_COMPANY.name }),
    ]);
  });

  it('has Peru and Chile template holidays on real dates', () => {
    const countries = events('catalog.CountryHolidaysRegistered');
    expect(countries.map((c) => c.countryId)).toEqual(['PE', 'CL']);
    for (const c of countries)
      for (const h of c.holidays as Array<{
        day: number;
        month: number;
        name: string;
        template: boolean;
      }>) {
        expect(HolidaySchema.safeParse(h).success).toBe(true);
        expect(h.template).toBe(true);
      }
  });
});
