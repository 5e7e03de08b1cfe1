import { fireEvent, screen } from '@testing-library/react';
import type { Lang, MenuRecord } from '@faena/contracts';
import { renderUi, setupI18n } from '../../test/render';
import { useMenus } from '../shell/menu.store';
import { MENU_SLIDE_MS, SideNav } from './side-nav';

const heading = async (lang: Lang, tipoPerfil: 'ADMIN' | 'AUTH' | 'OTHER') => {
  await setupI18n(lang);
  useMenus.setState({ tipoPerfil });
  const view = renderUi(<SideNav onNavigate={() => undefined} />);
  const text = screen.getByTestId('side-nav-heading').textContent;
  view.unmount();
  return text;
};

afterEach(() => useMenus.getState().clear());

describe('the side menu heading by profile type (shell spec §6)', () => {
  it('says Administrador, Aprobaciones or Transporte in Spanish', async () => {
    expect([
      await heading('es', 'ADMIN'),
      await heading('es', 'AUTH'),
      await heading('es', 'OTHER'),
    ]).toEqual(['Administrador', 'Aprobaciones', 'Transporte']);
  });

  it('says Administrator, Approvals or Transport in English', async () => {
    expect([
      await heading('en', 'ADMIN'),
      await heading('en', 'AUTH'),
      await heading('en', 'OTHER'),
    ]).toEqual(['Administrator', 'Approvals', 'Transport']);
  });

  it('is administrator when the profile characteristic list is not empty', async () => {
    await setupI18n('en');
    useMenus
      .getState()
      .setCharacteristics(
        [{ IdPerfil: 'P', IdCaracteristica: 'CPAADM', Caracteristica: 'Administrador' }],
        false,
      );
    renderUi(<SideNav onNavigate={() => undefined} />);
    expect(screen.getByTestId('side-nav-heading').textContent).toBe('Administrator');
  });
});

describe('the side menu accordion (domain spec §9: slide 200 ms)', () => {
  /** what a test menu item shows: its label and, for a page, its route */
  type Item = { Modulo: string; Ruta?: string };
  const rec = (IdMenu: string, IdMenuPadre: string, { Modulo, Ruta = '' }: Item): MenuRecord => ({
    IdMenu,
    IdMenuPadre,
    Modulo,
    Orden: 1,
    Ruta,
    Tag: Modulo,
    Icono: '',
    Color: '',
    Color2: '',
    IdModulo: 'M',
    IdAplicacion: 'AP02',
  });

  it('opens and closes a submenu with a 200 ms transition', async () => {
    await setupI18n('es');
    useMenus
      .getState()
      .setMenus('k', [
        rec('1', '', { Modulo: 'MOVILIZACIÓN' }),
        rec('10', '1', { Modulo: 'Solicitudes', Ruta: 'movilizacion/solicitudes' }),
      ]);
    renderUi(<SideNav onNavigate={() => undefined} />);
    expect(MENU_SLIDE_MS).toBe(200);
    const collapse = screen
      .getByTestId('menu-10')
      .closest<HTMLElement>('.mantine-NavLink-collapse')!;
    expect(collapse.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(screen.getByTestId('menu-1'));
    expect(collapse.getAttribute('aria-hidden')).toBe('false');
    expect(collapse.style.transition).toBe(`opacity ${MENU_SLIDE_MS}ms ease`);
    fireEvent.click(screen.getByTestId('menu-1'));
    expect(collapse.getAttribute('aria-hidden')).toBe('true');
    expect(collapse.style.transition).toBe(`opacity ${MENU_SLIDE_MS}ms ease`);
  });
});

describe('the side menu on a phone (issue 17: the header collapses into the burger)', () => {
  it('holds the language switch and sign-out, in Spanish', async () => {
    await setupI18n('es');
    renderUi(<SideNav onNavigate={() => undefined} />);
    const account = screen.getByTestId('nav-account');
    expect(account.contains(screen.getByTestId('nav-language-switch'))).toBe(true);
    const logout = screen.getByTestId('nav-logout');
    expect(account.contains(logout)).toBe(true);
    expect(logout.textContent).toBe('Cerrar sesión');
    expect(logout.getAttribute('href')).toBe('/logout');
  });
});
