import '../../test/dom-polyfills';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { MenuRecord } from '@faena/contracts';
import { useMenus } from '../shell/menu.store';
import { useSelectedMenuTitle } from './sub-header';

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
  IdModulo: 'MOV',
  IdAplicacion: 'AP02',
});

function Probe() {
  useSelectedMenuTitle();
  return null;
}

describe('the selected menu title', () => {
  beforeEach(() =>
    useMenus.getState().setMenus('k', [
      rec('MOV', '', { Modulo: 'MOVILIZACIÓN' }),
      rec('MOV-APR', 'MOV', { Modulo: 'Aprobaciones' }),
      rec('MOV-APR-BAN', 'MOV-APR', {
        Modulo: 'Bandeja de aprobación',
        Ruta: '/movilizacion/aprobaciones',
      }),
    ]),
  );
  afterEach(() => useMenus.getState().clear());

  it('is the menu item of the current page, kept in the persisted menu store', () => {
    render(
      <MemoryRouter initialEntries={['/movilizacion/aprobaciones']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(useMenus.getState().title).toBe('Bandeja de aprobación');
    expect(window.localStorage.getItem('vcg:menus')).toContain('"title":"Bandeja de aprobación"');
  });

  it('is empty off the menu', () => {
    useMenus.getState().setTitle('antes');
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(useMenus.getState().title).toBe('');
  });
});
