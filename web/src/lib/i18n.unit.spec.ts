import i18next from 'i18next';
import { ERRORS, MESSAGES_ES } from '@faena/contracts';
import { LOCALE_FILES } from '../app/i18n-resources';
import { contractNamespaces, initI18n } from './i18n';

describe('i18n resources', () => {
  beforeAll(() => initI18n(LOCALE_FILES, 'es'));

  it.each(['es', 'en'])('has a text for every error code of the contracts in %s', (lng) => {
    const missing = Object.values(ERRORS).filter(
      ({ key }) => !i18next.exists(key, { lng, fallbackLng: false }),
    );
    expect(missing).toEqual([]);
  });

  it('reuses the contracts texts for the errors namespace', () => {
    expect(i18next.t('errors:transport.seatTaken', { lng: 'es' })).toBe(
      MESSAGES_ES['errors:transport.seatTaken'],
    );
    expect(i18next.t('access:reason.noAccreditation', { lng: 'en' })).toBe(
      'No approved accreditation for the client',
    );
  });

  it('puts a contracts key without a namespace in common, with i18next placeholders', () => {
    expect(
      contractNamespaces({ PASSWORDMINLENGTH: 'mínimo {n}', 'errors:a.b': 'x {{n}}' }),
    ).toEqual({ common: { PASSWORDMINLENGTH: 'mínimo {{n}}' }, errors: { a: { b: 'x {{n}}' } } });
    expect(i18next.t('PASSWORDMINLENGTH', { lng: 'es', n: 8 })).toBe(
      'La longitud mínima de la contraseña es 8',
    );
  });

  it('has the same keys in Spanish and English for every namespace', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'object' && v ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    for (const ns of Object.keys(LOCALE_FILES.es)) {
      expect({ ns, keys: keys(LOCALE_FILES.en[ns] ?? {}).sort() }).toEqual({
        ns,
        keys: keys(LOCALE_FILES.es[ns] ?? {}).sort(),
      });
    }
  });
});
