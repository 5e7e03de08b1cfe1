import { translate } from '../shared/messages';
import { RegisterCompanyBodySchema } from './company-contract.schemas';
import { documentIssue } from './documents';
import { CUSTOMER_BODIES, REPOSITORY_BODIES } from './master-records.schemas';
import { PersonFormSchema } from './person.schemas';

const base = { surnames: 'Rojas', names: 'Ana', documentType: 'DNI', documentNumber: '12345678', companyId: 'EMP-1' };
const issuesOf = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]);

describe('document length by type', () => {
  it.each([
    ['DNI', '12345678', 'person', null],
    ['DNI', '1234567', 'person', 'catalog:document.dni'],
    ['DNI', '123456789', 'person', 'catalog:document.dni'],
    ['DNI', '1234567A', 'person', 'catalog:document.dni'],
    ['RUC', '20123456789', 'company', null],
    ['RUC', '2012345678', 'company', 'catalog:document.ruc'],
    ['RUC', '20123456789', 'person', 'catalog:document.type'],
    ['RUT', '12345678-5', 'person', null],
    ['RUT', '12345678', 'person', 'catalog:document.rut'],
    ['CE', '0012345678AB', 'person', null],
    ['CE', '0012345678ABC', 'person', 'catalog:document.length'],
    ['XX', '1', 'person', 'catalog:document.type'],
  ] as const)('%s %s for a %s → %s', (type, number, use, expected) => expect(documentIssue(type, number, use)).toBe(expected));
});

describe('person form', () => {
  it.each([
    [{ startDate: '2026-05-01', endDate: '2026-04-01' }, [['startDate', 'catalog:dateRange.startAfterEnd']]],
    [{ email: 'ana@' }, [['email', 'catalog:emailInvalid']]],
    [{ characteristics: [{ name: 'Edad', dataType: 'I', value: 'diez' }] }, [['characteristics.0.value', 'catalog:valueType']]],
    [{ characteristics: [{ name: 'Ingreso', dataType: 'D', value: '2026-02-30' }] }, [['characteristics.0.value', 'catalog:valueType']]],
    [{ surnames: '' }, [['surnames', 'common:requiredField']]],
    [{ startDate: '2026-04-01', endDate: '2026-04-01', email: 'ana@empresa.pe' }, []],
  ])('%j → %j', (over, expected) => expect(issuesOf(PersonFormSchema.safeParse({ ...base, ...over }))).toEqual(expected));
});

describe('company, customer and repository bodies', () => {
  it('checks the company document (RUC 11 digits)', () =>
    expect(issuesOf(RegisterCompanyBodySchema.safeParse({ commandId: 'cmd-12345', name: 'X', documentType: 'RUC', documentNumber: '123', country: 'PE' }))).toEqual([['documentNumber', 'catalog:document.ruc']]));
  it('needs three valid service e-mails', () =>
    expect(issuesOf(CUSTOMER_BODIES.form.safeParse({ name: 'X', documentType: 'RUC', documentNumber: '20123456789', emails: ['a@b.pe', 'x', 'c@d.pe'] }))).toEqual([['emails.1', 'catalog:emailInvalid']]));
  it('needs the password confirmation equal', () =>
    expect(issuesOf(REPOSITORY_BODIES.form.safeParse({ path: '/x', user: 'u', password: 'a', confirmPassword: 'b', maxSize: 1, unit: 'GB' }))).toEqual([['confirmPassword', 'catalog:passwordConfirm']]));
  it('has the spec texts in Spanish and English', () => {
    expect(translate('catalog:dateRange.startBeforeEnd', 'es')).toBe('Fecha de inicio debe ser menor a la fecha de fin.');
    expect(translate('catalog:document.ruc', 'en')).toBe('The RUC must have 11 digits.');
  });
});
