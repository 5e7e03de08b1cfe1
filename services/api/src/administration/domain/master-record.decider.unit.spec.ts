import type { DomainEvent } from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import {
  RECORD_KINDS,
  recordSpec,
  registerRecord,
  updateRecord,
  type MasterRecord,
} from './master-record.decider';
import { ownedBy } from './tenancy';

const { position, vehicle } = RECORD_KINDS;
const given = deciderSpec<MasterRecord, DomainEvent>({
  evolve: recordSpec(position).evolve,
  initialState: recordSpec(position).initial,
});
const ANDINA = { clientId: 'MINERA-ANDINA', companyId: null };
const PACIFICO = { clientId: 'MINERA-PACIFICO', companyId: null };
const fields = { code: 'OPC', name: 'Operador de Camión', positionId: 'CAR-OPC' };
const registered: DomainEvent = {
  type: 'catalog.PositionRegistered',
  data: { ...fields, clientId: 'MINERA-ANDINA' },
};

describe('a client record (position, customer)', () => {
  it("is registered as the caller's client's", () =>
    given([])
      .when((s) => registerRecord({ kind: position, data: fields, caller: ANDINA }, s))
      .then([registered]));

  it("is updated by its client's administrator, and stays its client's", () =>
    given([registered])
      .when((s) =>
        updateRecord(
          { kind: position, data: { ...fields, name: 'Operador de Volquete' }, caller: ANDINA },
          s,
        ),
      )
      .then([
        {
          type: 'catalog.PositionUpdated',
          data: { ...fields, name: 'Operador de Volquete', clientId: 'MINERA-ANDINA' },
        },
      ]));

  it("is not found by another client's administrator", () =>
    given([registered])
      .when((s) =>
        updateRecord({ kind: position, data: { ...fields, name: 'Tomado' }, caller: PACIFICO }, s),
      )
      .thenFailsWith('catalog.recordNotFound'));

  it('changes nothing when the same data comes again', () =>
    given([registered])
      .when((s) => updateRecord({ kind: position, data: fields, caller: ANDINA }, s))
      .thenNothingHappens());

  it("is nobody's when registered before records named their client", () =>
    given([{ type: 'catalog.PositionRegistered', data: fields }])
      .when((s) =>
        updateRecord({ kind: position, data: { ...fields, name: 'x' }, caller: ANDINA }, s),
      )
      .thenFailsWith('catalog.recordNotFound'));
});

describe("a company's record (vehicle)", () => {
  it('names no client: it follows its company (checked by the handler against the contracts)', () =>
    expect(
      registerRecord(
        { kind: vehicle, data: { plate: 'P3M-401', companyId: 'EMP-1' }, caller: PACIFICO },
        null,
      ),
    ).toEqual([
      { type: 'catalog.VehicleRegistered', data: { plate: 'P3M-401', companyId: 'EMP-1' } },
    ]));
});

describe('ownedBy', () => {
  it("is the record's client, and for a contractor its own company where the record names one", () => {
    expect(ownedBy({ clientId: 'A' }, { clientId: 'A', companyId: null })).toBe(true);
    expect(ownedBy({ clientId: 'B' }, { clientId: 'A', companyId: null })).toBe(false);
    expect(ownedBy({}, { clientId: 'A', companyId: null })).toBe(false);
    expect(ownedBy(null, { clientId: 'A', companyId: null })).toBe(false);
    expect(ownedBy({ clientId: 'A', companyId: 'E1' }, { clientId: 'A', companyId: 'E1' })).toBe(
      true,
    );
    expect(ownedBy({ clientId: 'A', companyId: 'E2' }, { clientId: 'A', companyId: 'E1' })).toBe(
      false,
    );
    expect(ownedBy({ clientId: 'A' }, { clientId: 'A', companyId: 'E1' })).toBe(true);
  });
});
