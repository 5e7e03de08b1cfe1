import { projectionSpec } from '@faena/test-kit';
import {
  COUNTRIES_COLLECTION,
  REPOSITORIES_COLLECTION,
  VEHICLES_COLLECTION,
  adminRecordsProjection,
} from './admin-records.projection';
import { CONTRACTS_COLLECTION, contractsProjection } from './contracts.projection';
import { PEOPLE_COLLECTION, peopleProjection } from './people.projection';

const spec = projectionSpec(adminRecordsProjection);

describe('admin-records.v1', () => {
  it('keeps the latest vehicle snapshot', () =>
    spec
      .given([
        {
          type: 'catalog.VehicleRegistered',
          data: { vehicleId: 'ABC-123', plate: 'ABC-123', state: 'ACTIVO', companyName: 'E1' },
        },
        {
          type: 'catalog.VehicleUpdated',
          data: { vehicleId: 'ABC-123', plate: 'ABC-123', state: 'INACTIVO', companyName: 'E1' },
        },
      ])
      .thenDocument(
        VEHICLES_COLLECTION,
        'ABC-123',
        expect.objectContaining({ state: 'INACTIVO', version: 2 }),
      ));

  it('never writes a repository password hash into the row', () =>
    spec
      .given([
        {
          type: 'catalog.RepositoryRegistered',
          data: {
            repositoryId: 'R1',
            path: '/x',
            user: 'u',
            maxSize: 1,
            unit: 'GB',
            passwordHash: 'scrypt$secret',
          },
        },
      ])
      .thenDocument(REPOSITORIES_COLLECTION, 'R1', {
        repositoryId: 'R1',
        path: '/x',
        user: 'u',
        maxSize: 1,
        unit: 'GB',
        hasPassword: true,
        version: 1,
      }));

  it('moves, adds and removes holidays in day order', () =>
    spec
      .given([
        {
          type: 'catalog.CountryHolidaysRegistered',
          data: {
            countryId: 'PE',
            name: 'Perú',
            holidays: [{ day: 28, month: 7, name: 'Fiestas Patrias', template: true }],
          },
        },
        {
          type: 'catalog.HolidaySet',
          data: {
            countryId: 'PE',
            holiday: { day: 2, month: 1, name: 'A', template: false },
            previous: null,
          },
        },
        {
          type: 'catalog.HolidaySet',
          data: {
            countryId: 'PE',
            holiday: { day: 3, month: 1, name: 'B', template: false },
            previous: { day: 2, month: 1 },
          },
        },
        {
          type: 'catalog.HolidaySet',
          data: {
            countryId: 'PE',
            holiday: { day: 9, month: 9, name: 'C', template: false },
            previous: null,
          },
        },
        { type: 'catalog.HolidayRemoved', data: { countryId: 'PE', day: 9, month: 9 } },
      ])
      .thenDocument(
        COUNTRIES_COLLECTION,
        'PE',
        expect.objectContaining({
          holidays: [
            { day: 3, month: 1, name: 'B', template: false },
            { day: 28, month: 7, name: 'Fiestas Patrias', template: true },
          ],
        }),
      ));
});

describe('people.v1 and contracts.v1 with administration events', () => {
  const person = {
    personId: 'P1',
    documentType: 'DNI',
    documentNumber: '12345678',
    names: 'Ana',
    surnames: 'Rojas',
    companyId: 'C1',
    companyName: 'E1',
    position: 'Op',
    condition: 'TRABAJADOR',
  };
  it('applies a snapshot, a state change and a position', () =>
    projectionSpec(peopleProjection)
      .given([
        { type: 'catalog.PersonRegistered', data: person },
        {
          type: 'catalog.PersonUpdated',
          data: {
            ...person,
            names: 'Ana María',
            details: { email: 'ana@e1.pe', startDate: '2026-01-01', endDate: '' },
          },
        },
        {
          type: 'catalog.PersonStateChanged',
          data: { personId: 'P1', state: 'inactive', reason: '', date: '2026-02-01' },
        },
        {
          type: 'catalog.PersonPositionAssigned',
          data: { personId: 'P1', position: 'Supervisor', positionId: '' },
        },
      ])
      .thenDocument(
        PEOPLE_COLLECTION,
        'P1',
        expect.objectContaining({
          fullName: 'Ana María Rojas',
          email: 'ana@e1.pe',
          state: 'inactive',
          position: 'Supervisor',
          version: 4,
        }),
      ));

  it('takes the end date and quota of an addendum', () =>
    projectionSpec(contractsProjection)
      .given([
        {
          type: 'catalog.ContractRegistered',
          data: {
            contractId: 'K1',
            code: 'K1',
            companyId: 'C1',
            companyName: 'E1',
            clientId: 'CL',
            divisionId: 'D',
            subject: 'S',
            startDate: '2026-01-01',
            endDate: '2026-12-31',
            quota: 5,
          },
        },
        {
          type: 'catalog.ContractAddendumAdded',
          data: {
            contractId: 'K1',
            addendumId: 'A',
            number: 1,
            date: '2026-05-01',
            reason: 'r',
            previousEndDate: '2026-12-31',
            newEndDate: '2027-12-31',
            previousQuota: 5,
            newQuota: 8,
          },
        },
      ])
      .thenDocument(
        CONTRACTS_COLLECTION,
        'K1',
        expect.objectContaining({ endDate: '2027-12-31', quota: 8, addendums: 1 }),
      ));
});
