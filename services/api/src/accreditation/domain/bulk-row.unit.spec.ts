import {
  contractRegistered,
  IDS,
  personRegistered,
  personRequestOpened,
  REQUEST_PICKED,
  REQUEST_PICKED_FACTS,
  TODAY,
  bulkRowValues,
} from '@faena/test-kit';
import type { BulkRowValues, RequestRequirement } from '@faena/contracts';
import { checkBulkRow, type BatchSlots, type BulkRowFacts } from './bulk-row';
import { initialContractQuota } from './contract-quota.decider';
import {
  evolvePersonAccreditation,
  initialPersonAccreditation,
} from './person-accreditation.decider';

const person = personRegistered().data;
const facts = (over: Partial<BulkRowFacts> = {}): BulkRowFacts => ({
  submit: {
    requestId: 'REQ-ROW-1',
    code: 'SOL-ROW-1',
    today: TODAY,
    submitter: { userId: IDS.submitter, clientId: IDS.client, companyId: null, contractor: false },
    person: { ...person, personName: 'Ana Quispe Rojas' },
    contract: contractRegistered().data,
  },
  picked: REQUEST_PICKED_FACTS,
  requirements: [],
  newPerson: false,
  quota: 2,
  ...over,
});
const freshSlots = (): BatchSlots => ({ quota: initialContractQuota(), people: new Map() });
const row = (over: Partial<BulkRowValues> = {}) => ({
  ...bulkRowValues(over),
  place: REQUEST_PICKED.place,
  profile: REQUEST_PICKED.profile,
});
const check = (over: Partial<BulkRowValues> = {}, f = facts(), slots = freshSlots()) =>
  checkBulkRow(row(over), f, { slots, personSlot: initialPersonAccreditation() });

describe('Bulk row check (the rules of an individual request)', () => {
  it('passes a complete row of a known person and takes a quota slot', () => {
    const slots = freshSlots();
    expect(check({}, facts(), slots)).toEqual([]);
    expect(slots.quota.held).toBe(1);
  });

  it('observes a row once the rows before it hold the whole quota', () => {
    const slots = freshSlots();
    expect(check({}, facts({ submit: { ...facts().submit, requestId: 'A' } }), slots)).toEqual([]);
    expect(check({}, facts({ submit: { ...facts().submit, requestId: 'B' } }), slots)).toEqual([]);
    expect(check({}, facts(), slots)).toEqual([
      { field: 'contractId', message: 'errors:accreditation.quotaExceeded' },
    ]);
  });

  it('observes a new person without names, with the required-field message', () =>
    expect(check({ names: '', surnames: '' }, facts({ newPerson: true }))).toEqual([
      { field: 'surnames', message: 'common:requiredField' },
      { field: 'names', message: 'common:requiredField' },
    ]));

  it('observes a document number that does not fit its type', () =>
    expect(check({ documentNumber: '123' })).toEqual([
      { field: 'documentNumber', message: 'administration:document.dni' },
    ]));

  it('observes a date that is not a date', () =>
    expect(check({ endDate: '31/02/2026' })).toEqual([
      { field: 'endDate', message: 'common:invalidDate' },
    ]));

  it('observes a start before today on the start date', () =>
    expect(check({ startDate: '2026-01-02' })).toEqual([
      { field: 'startDate', message: 'errors:accreditation.startBeforeToday' },
    ]));

  it('observes an end outside the contract on the end date', () =>
    expect(check({ endDate: '2027-02-01' })).toEqual([
      { field: 'endDate', message: 'errors:accreditation.outsideContract' },
    ]));

  it('observes a picked field missing from its catalogue', () =>
    expect(
      check(
        {},
        facts({
          picked: {
            ...REQUEST_PICKED_FACTS,
            known: { ...REQUEST_PICKED_FACTS.known, costCenter: false },
          },
        }),
      ),
    ).toEqual([{ field: 'costCenter', message: 'catalogs:refNotFound' }]));

  it('observes a person who already has an open request', () => {
    const open = evolvePersonAccreditation(initialPersonAccreditation(), personRequestOpened());
    expect(checkBulkRow(row(), facts(), { slots: freshSlots(), personSlot: open })).toEqual([
      { field: 'documentNumber', message: 'errors:accreditation.alreadyActive' },
    ]);
  });

  it('observes a person missing a requirement the requester supplies', () => {
    const missing: RequestRequirement = {
      code: 'SCTR',
      description: 'SCTR',
      kind: 'S',
      state: 'missing',
      docId: null,
      fileName: null,
      expiresOn: null,
    };
    expect(check({}, facts({ requirements: [missing] }))).toEqual([
      { field: 'requirements', message: 'errors:requirements.missing' },
    ]);
  });
});
