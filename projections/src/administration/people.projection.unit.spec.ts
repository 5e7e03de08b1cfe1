import { projectionSpec } from '@faena/test-kit';
import {
  PEOPLE_COLLECTION,
  PERSON_ACCREDITATIONS_COLLECTION,
  peopleProjection,
} from './people.projection';

const person = {
  personId: 'P1',
  documentType: 'RUT',
  documentNumber: '12345678-9',
  names: 'Ana María',
  surnames: 'Rojas Pérez',
  companyId: 'CO1',
  companyName: 'Servicios Mineros SpA',
  position: 'Operadora',
  condition: 'TRABAJADOR',
};
const registered = (data = person) => ({ type: 'catalog.PersonRegistered', data });
const accredited = (clientId: string, requestId: string) => ({
  type: 'accreditation.PersonAccredited',
  data: { personId: 'P1', clientId, requestId, startDate: '2026-03-01', endDate: '2026-06-30' },
});
const closed = (clientId: string, requestId: string) => ({
  type: 'accreditation.PersonRequestClosed',
  data: { personId: 'P1', clientId, requestId },
});
const spec = projectionSpec(peopleProjection);

describe('people.v1', () => {
  it('writes the person row with the full name and no accreditations', () =>
    spec.given([registered()]).thenDocument(PEOPLE_COLLECTION, 'P1', {
      ...person,
      fullName: 'Ana María Rojas Pérez',
      accreditedClients: [],
      version: 1,
      state: 'active',
    }));

  it('adds the client of an accreditation once', () =>
    spec
      .given([registered(), accredited('C1', 'R1'), accredited('C2', 'R2'), accredited('C1', 'R3')])
      .thenDocument(
        PEOPLE_COLLECTION,
        'P1',
        expect.objectContaining({ accreditedClients: ['C1', 'C2'], version: 3 }),
      )
      .thenDocument(PERSON_ACCREDITATIONS_COLLECTION, 'P1:C1', {
        personId: 'P1',
        clientId: 'C1',
        requestId: 'R3',
      }));

  it('removes the client when the accrediting request closes', () =>
    spec
      .given([registered(), accredited('C1', 'R1'), accredited('C2', 'R2'), closed('C1', 'R1')])
      .thenDocument(
        PEOPLE_COLLECTION,
        'P1',
        expect.objectContaining({ accreditedClients: ['C2'], version: 4 }),
      )
      .thenNoDocument(PERSON_ACCREDITATIONS_COLLECTION, 'P1:C1'));

  it('keeps the client when another request of the same client closes', () =>
    spec
      .given([registered(), accredited('C1', 'R1'), closed('C1', 'R9')])
      .thenDocument(
        PEOPLE_COLLECTION,
        'P1',
        expect.objectContaining({ accreditedClients: ['C1'], version: 2 }),
      ));

  it('keeps the accreditations when the person is registered again', () =>
    spec
      .given([registered(), accredited('C1', 'R1'), registered({ ...person, condition: 'CESADO' })])
      .thenDocument(
        PEOPLE_COLLECTION,
        'P1',
        expect.objectContaining({ condition: 'CESADO', accreditedClients: ['C1'] }),
      ));

  it('remembers the accrediting request of a person not yet registered', () =>
    spec
      .given([accredited('C1', 'R1')])
      .thenNoDocument(PEOPLE_COLLECTION, 'P1')
      .thenDocument(
        PERSON_ACCREDITATIONS_COLLECTION,
        'P1:C1',
        expect.objectContaining({ requestId: 'R1' }),
      ));

  it('sends no notices', () => spec.given([registered(), accredited('C1', 'R1')]).thenNotices([]));

  it('gives identical documents on replay', () =>
    spec
      .given([
        registered(),
        accredited('C1', 'R1'),
        accredited('C2', 'R2'),
        closed('C2', 'R2'),
        registered(),
      ])
      .thenSameOnReplay());
});
