import { API, USER_MANUAL_KEYS, type SessionUser } from '@faena/contracts';
import { jsonResponse } from '../../test/fetch';
import { setupI18n } from '../../test/render';
import i18next from 'i18next';
import { isAuthorizer } from '../layout/header-profile';
import { switchLanguage } from '../layout/shell-language-switch';
import { currentLanguage } from '../../lib/i18n';
import { useSession } from '../../stores/session.store';
import { menuLabel } from './menu-label';
import { useMenus } from './menu.store';
import { fileBlob } from '../../lib/files';
import { openUserManual } from './user-manual';

const t = (k: string) => i18next.t(k, { lng: 'en' });
const has = (k: string) => i18next.exists(k);
const es = { lang: 'es', t, has };
const en = { lang: 'en', t, has };

describe('menu labels by menu id', () => {
  beforeAll(() => setupI18n('es'));

  it('shows the server label in Spanish and the en key in English', () => {
    expect(menuLabel('MOV', 'MOVILIZACIÓN', es)).toBe('MOVILIZACIÓN');
    expect(menuLabel('MOV', 'MOVILIZACIÓN', en)).toBe('MOBILIZATION');
    expect(menuLabel('TRA-VIA-ASI', 'Mapa de asientos', en)).toBe('Seat map');
  });

  it('falls back to the server label for a menu id the web does not know', () => {
    expect(menuLabel('NUEVO-MENU', 'Nuevo menú', en)).toBe('Nuevo menú');
  });
});

describe('the authorizer data (spec §3, §6)', () => {
  it('keeps esAutorizador false when the profile has characteristics, while the header still shows the CPAAUT role', () => {
    useMenus.getState().setCharacteristics([{ Caracteristica: 'CPAAUT' } as never], true);
    expect(useMenus.getState()).toMatchObject({ tipoPerfil: 'ADMIN', esAutorizador: false });
    expect(isAuthorizer(useMenus.getState().esAutorizador, ['CPAAUT'])).toBe(true);
    useMenus.getState().setCharacteristics([], true);
    expect(useMenus.getState()).toMatchObject({ tipoPerfil: 'AUTH', esAutorizador: true });
    expect(isAuthorizer(false, ['CPASOL'])).toBe(false);
  });
});

describe('language change', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  afterAll(() => setupI18n('es'));

  it('stores the language and reloads after 400 ms; the same language does nothing', async () => {
    await setupI18n('es');
    const reload = jest.fn();
    await switchLanguage('en', reload);
    expect(currentLanguage()).toBe('en');
    jest.advanceTimersByTime(399);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    await switchLanguage('en', reload);
    jest.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the user manual download', () => {
  it('asks GET /api/archivo/{hash} for the language and opens the PDF in a new window', async () => {
    useSession
      .getState()
      .signIn({ accessToken: 'a', refreshToken: 'r-1' }, { username: 'X' } as SessionUser);
    const urls: string[] = [];
    globalThis.fetch = jest.fn((url: string) => {
      urls.push(url);
      return Promise.resolve(
        jsonResponse(200, {
          result: {
            fileName: 'manual-usuario.pdf',
            fileType: 'application/pdf',
            fileBase64: btoa('%PDF-1.4 hola'),
          },
        }),
      );
    }) as unknown as typeof fetch;
    (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = () =>
      'blob:manual';
    const target = { location: { href: '' }, close: jest.fn() };
    const win = { open: jest.fn(() => target as unknown as Window) };
    await openUserManual('es', win);
    expect(urls).toEqual([
      `${API.downloadFile.path.replace(':hash', USER_MANUAL_KEYS.es)}?fileName=manual-usuario.pdf&fileType=application%2Fpdf&urlPath=%2F`,
    ]);
    expect(win.open).toHaveBeenCalledWith('', '_blank');
    expect(target.location.href).toBe('blob:manual');
  });

  it('closes the window again when the call fails', async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve(jsonResponse(404, { code: 'resource.notFound' })),
    );
    const target = { location: { href: '' }, close: jest.fn() };
    await expect(
      openUserManual('en', { open: () => target as unknown as Window }),
    ).rejects.toMatchObject({ status: 404 });
    expect(target.close).toHaveBeenCalled();
  });

  it('turns fileBase64 into a Blob of the fileType', () => {
    const blob = fileBlob({
      fileName: 'a.pdf',
      fileType: 'application/pdf',
      fileBase64: btoa('%PDF'),
    });
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(4);
  });
});
