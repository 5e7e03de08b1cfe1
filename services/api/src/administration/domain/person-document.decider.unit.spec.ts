import {
  PersonFormSchema,
  ValidationError,
  type DocumentTypeFacts,
  type DomainEvent,
} from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import { registerCompany, updateCompany, type Company } from './company-contract.decider';
import {
  assertDocumentFits,
  claimDocument,
  evolveDocumentHolder,
  initialDocumentHolder,
  releaseDocument,
  type DocumentHolder,
} from './person-document.decider';
import { evolvePerson, initialPerson, registerPerson, updatePerson } from './person.decider';

const facts = (over: Partial<DocumentTypeFacts> = {}): DocumentTypeFacts => ({
  code: 'DNI',
  country: 'PE',
  length: 8,
  exact: true,
  active: true,
  ...over,
});
const issuesOf = (run: () => void): Array<[string, string]> => {
  try {
    run();
    return [];
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return err.issues.map((i) => [i.path, i.message]);
  }
};

describe('document against its document-types item', () => {
  const rows: Array<[string, string, DocumentTypeFacts | null, Array<[string, string]>]> = [
    ['DNI', '12345678', facts(), []],
    ['DNI', '1234567', facts(), [['documentNumber', 'administration:document.exactLength']]],
    ['DNI', '123456789', facts(), [['documentNumber', 'administration:document.exactLength']]],
    ['DNI', '1234567A', facts(), [['documentNumber', 'administration:document.dni']]],
    ['RUC', '20123456789', facts({ code: 'RUC', length: 11 }), []],
    [
      'RUC',
      '2012345678A',
      facts({ code: 'RUC', length: 11 }),
      [['documentNumber', 'administration:document.ruc']],
    ],
    ['CE', '0012345678AB', facts({ code: 'CE', length: 12, exact: false }), []],
    ['CE', '001234', facts({ code: 'CE', length: 12, exact: false }), []],
    [
      'CE',
      '0012345678ABC',
      facts({ code: 'CE', length: 12, exact: false }),
      [['documentNumber', 'administration:document.maxLength']],
    ],
    [
      'CE',
      '0012345678AB',
      facts({ code: 'CE', length: 9, exact: false }),
      [['documentNumber', 'administration:document.maxLength']],
    ],
    [
      'CE',
      '00123/5678',
      facts({ code: 'CE', length: 12, exact: false }),
      [['documentNumber', 'administration:document.format']],
    ],
    ['RUT', '12345678-5', facts({ code: 'RUT', country: 'CL', length: 10, exact: false }), []],
    [
      'RUT',
      '123456785',
      facts({ code: 'RUT', country: 'CL', length: 10, exact: false }),
      [['documentNumber', 'administration:document.rut']],
    ],
    [
      'DNI',
      '12345678',
      facts({ active: false }),
      [['documentType', 'administration:document.type']],
    ],
    ['XX', '1', null, [['documentType', 'administration:document.type']]],
  ];
  it.each(rows.map(([type, number, item, expected]) => ({ type, number, item, expected })))(
    '$type $number with $item → $expected',
    ({ type, number, item, expected }) =>
      expect(issuesOf(() => assertDocumentFits(type, number, item))).toEqual(expected),
  );
});

describe('person and company deciders check the document with the facts given', () => {
  const fields = PersonFormSchema.parse({
    surnames: 'Mamani',
    names: 'Luis',
    documentType: 'CE',
    documentNumber: '0012345678',
    companyId: 'EMP-1',
  });
  const input = { personId: 'P1', fields, companyName: 'E1', today: '2026-03-01' };
  it('refuses a registration when the catalogue length is shorter', () =>
    expect(
      issuesOf(() =>
        registerPerson(
          { ...input, documentType: facts({ code: 'CE', length: 9, exact: false }) },
          initialPerson(),
        ),
      ),
    ).toEqual([['documentNumber', 'administration:document.maxLength']]));
  it('takes it with the longer length', () =>
    expect(
      registerPerson(
        { ...input, documentType: facts({ code: 'CE', length: 12, exact: false }) },
        initialPerson(),
      ),
    ).toHaveLength(1));
  it('does not re-check an unchanged document on update (a later catalogue change does not lock the record)', () => {
    const state = registerPerson(
      { ...input, documentType: facts({ code: 'CE', length: 12, exact: false }) },
      initialPerson(),
    ).reduce(evolvePerson, initialPerson());
    expect(
      updatePerson(
        { ...input, fields: { ...fields, names: 'Luis A.' }, documentType: null },
        state,
      ),
    ).toHaveLength(1);
    expect(
      issuesOf(() =>
        updatePerson(
          {
            ...input,
            fields: { ...fields, documentNumber: '0012345678XYZ' },
            documentType: facts({ code: 'CE', length: 12, exact: false }),
          },
          state,
        ),
      ),
    ).toEqual([['documentNumber', 'administration:document.maxLength']]);
  });
  it('checks a company document (unknown type of the country → documentType)', () => {
    const company = {
      name: 'X',
      documentType: 'RUC',
      documentNumber: '20123456789',
      category: '',
      country: 'CL',
      contractor: false,
      address: '',
      nickname: '',
      controlAttendance: false,
    };
    expect(
      issuesOf(() =>
        registerCompany({ companyId: 'C1', fields: company, documentType: null }, null),
      ),
    ).toEqual([['documentType', 'administration:document.type']]);
    const registered = registerCompany(
      { companyId: 'C1', fields: company, documentType: facts({ code: 'RUC', length: 11 }) },
      null,
    );
    const state: Company = registered[0]!.data;
    expect(
      updateCompany(
        { companyId: 'C1', fields: { ...company, nickname: 'XX' }, documentType: null },
        state,
      ),
    ).toHaveLength(1);
  });
});

describe('one person per document (rule stream)', () => {
  const given = deciderSpec<DocumentHolder, DomainEvent>({
    evolve: evolveDocumentHolder,
    initialState: initialDocumentHolder,
  });
  const ref = (personId: string) => ({ personId, documentType: 'DNI', documentNumber: '12345678' });
  const claimed = (personId: string): DomainEvent => ({
    type: 'catalog.PersonDocumentClaimed',
    data: ref(personId),
  });
  it('claims a free document', () =>
    given([])
      .when((s) => claimDocument(ref('P1'), s))
      .then([claimed('P1')]));
  it('refuses a document another person holds', () =>
    given([claimed('P1')])
      .when((s) => claimDocument(ref('P2'), s))
      .thenFailsWith('catalog.documentTaken'));
  it('is idempotent for the holder', () =>
    given([claimed('P1')])
      .when((s) => claimDocument(ref('P1'), s))
      .thenNothingHappens());
  it('frees the document when its holder releases it', () =>
    given([claimed('P1'), { type: 'catalog.PersonDocumentReleased', data: ref('P1') }])
      .when((s) => claimDocument(ref('P2'), s))
      .then([claimed('P2')]));
  it('ignores a release by someone else', () =>
    given([claimed('P1')])
      .when((s) => releaseDocument(ref('P2'), s))
      .thenNothingHappens());
});
