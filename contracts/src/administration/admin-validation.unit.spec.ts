import { translate } from '../shared/messages';
import { ContractFormSchema, RegisterCompanyBodySchema } from './company-contract.schemas';
import { documentFormatIssue } from './documents';
import { CUSTOMER_BODIES, REPOSITORY_BODIES } from './master-records.schemas';
import { PersonFormSchema } from './person.schemas';

const base = {
  surnames: 'Rojas',
  names: 'Ana',
  documentType: 'DNI',
  documentNumber: '12345678',
  companyId: 'EMP-1',
};
const issuesOf = (r: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (r.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]);

describe('document form by type (the length is checked by the deciders against the catalogue)', () => {
  it.each([
    ['DNI', '12345678', null],
    ['DNI', '1234567', 'administration:document.dni'],
    ['DNI', '123456789', 'administration:document.dni'],
    ['DNI', '1234567A', 'administration:document.dni'],
    ['RUC', '20123456789', null],
    ['RUC', '2012345678', 'administration:document.ruc'],
    ['RUT', '12345678-5', null],
    ['RUT', '12345678-k', null],
    ['RUT', '12345678', 'administration:document.rut'],
    ['CE', '0012345678AB', null],
    ['PASAPORTE', 'AB-123', null],
    ['PASAPORTE', 'AB 123', 'administration:document.format'],
  ] as const)('%s %s → %s', (type, number, expected) =>
    expect(documentFormatIssue(type, number)).toBe(expected),
  );
});

describe('person form', () => {
  it.each([
    [
      { startDate: '2026-05-01', endDate: '2026-04-01' },
      [['startDate', 'common:dateRangeStartNotAfterEnd']],
    ],
    [{ email: 'ana@' }, [['email', 'administration:emailInvalid']]],
    [
      { characteristics: [{ name: 'Edad', dataType: 'I', value: 'diez' }] },
      [['characteristics.0.value', 'administration:valueType']],
    ],
    [
      { characteristics: [{ name: 'Ingreso', dataType: 'D', value: '2026-02-30' }] },
      [['characteristics.0.value', 'administration:valueType']],
    ],
    [{ surnames: '' }, [['surnames', 'common:requiredField']]],
    [{ startDate: '2026-04-01', endDate: '2026-04-01', email: 'ana@empresa.pe' }, []],
  ])('%j → %j', (over, expected) =>
    expect(issuesOf(PersonFormSchema.safeParse({ ...base, ...over }))).toEqual(expected),
  );
});

describe('contract form', () => {
  it('puts the shared end-before-start message on the end date', () =>
    expect(
      issuesOf(
        ContractFormSchema.safeParse({
          code: 'C',
          companyId: 'E',
          subject: 'S',
          divisionId: 'D',
          startDate: '2026-05-01',
          endDate: '2026-04-01',
          quota: 1,
        }),
      ),
    ).toEqual([['endDate', 'common:dateRange']]));
});

describe('company, customer and repository bodies', () => {
  it('checks the company document (RUC 11 digits)', () =>
    expect(
      issuesOf(
        RegisterCompanyBodySchema.safeParse({
          commandId: 'cmd-12345',
          name: 'X',
          documentType: 'RUC',
          documentNumber: '123',
          country: 'PE',
        }),
      ),
    ).toEqual([['documentNumber', 'administration:document.ruc']]));
  it('needs three valid service e-mails', () =>
    expect(
      issuesOf(
        CUSTOMER_BODIES.form.safeParse({
          name: 'X',
          documentType: 'RUC',
          documentNumber: '20123456789',
          emails: ['a@b.pe', 'x', 'c@d.pe'],
        }),
      ),
    ).toEqual([['emails.1', 'administration:emailInvalid']]));
  it('needs the password confirmation equal', () =>
    expect(
      issuesOf(
        REPOSITORY_BODIES.form.safeParse({
          path: '/x',
          user: 'u',
          password: 'a',
          confirmPassword: 'b',
          maxSize: 1,
          unit: 'GB',
        }),
      ),
    ).toEqual([['confirmPassword', 'administration:passwordConfirm']]));
  it('has the spec texts in Spanish and English', () => {
    expect(translate('common:dateRangeStartNotAfterEnd', 'es')).toBe(
      'La fecha de inicio no puede ser mayor a la fecha de fin.',
    );
    expect(translate('common:dateRange', 'en')).toBe(
      'The end date cannot be earlier than the start date.',
    );
    expect(translate('administration:document.exactLength', 'es')).toBe(
      'La longitud del documento no coincide con la del tipo de documento.',
    );
    expect(translate('administration:document.ruc', 'en')).toBe('The RUC must have 11 digits.');
  });
});
