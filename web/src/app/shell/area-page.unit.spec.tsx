import '../../test/dom-polyfills';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { MenuRecord } from '@faena/contracts';
import { setupI18n } from '../../test/render';
import { AreaPage } from './area-page';
import { useMenus } from './menu.store';

/** what a test menu item shows: its label, its order, its route ('' for a group) and its module */
type Item = { Modulo: string; Orden: number; Ruta: string; IdModulo: string };

const rec = (
  IdMenu: string,
  IdMenuPadre: string,
  { Modulo, Orden, Ruta, IdModulo }: Item,
): MenuRecord => ({
  IdMenu,
  IdMenuPadre,
  Modulo,
  Orden,
  Ruta,
  Tag: Modulo,
  Icono: '',
  Color: '',
  Color2: '',
  IdModulo,
  IdAplicacion: 'AP02',
});
const RECORDS = [
  rec('INICIO', '', { Modulo: 'INICIO', Orden: 0, Ruta: '/dashboard', IdModulo: 'INICIO' }),
  rec('CAM', '', { Modulo: 'CAMPAMENTO', Orden: 50, Ruta: '', IdModulo: 'CAM' }),
  rec('CAM-HOT', 'CAM', { Modulo: 'Hospedaje', Orden: 51, Ruta: '', IdModulo: 'CAM' }),
  rec('CAM-HOT-CAM', 'CAM-HOT', {
    Modulo: 'Tablero de camas',
    Orden: 52,
    Ruta: '/dashboard/campamento',
    IdModulo: 'CAM',
  }),
  rec('REP', '', { Modulo: 'REPORTES', Orden: 40, Ruta: '', IdModulo: 'REP' }),
  rec('REP-OCU', 'REP', { Modulo: 'Ocupación', Orden: 41, Ruta: '', IdModulo: 'REP' }),
  rec('REP-OCU-ZON', 'REP-OCU', {
    Modulo: 'Ocupación por zona',
    Orden: 42,
    Ruta: '/dashboard/ocupacion',
    IdModulo: 'REP',
  }),
];

function renderAt(path: string) {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:area" element={<AreaPage />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe("an area's index page", () => {
  beforeEach(() => useMenus.getState().setMenus('test', RECORDS));
  afterEach(() => useMenus.getState().clear());

  it("lists the user's screens of the area's menu module, in Spanish as the server names them", async () => {
    await setupI18n('es');
    renderAt('/campamento');
    const entries = screen.getAllByTestId('area-entry');
    expect(entries.map((e) => [e.textContent, e.getAttribute('href')])).toEqual([
      ['Tablero de camas', '/dashboard/campamento'],
    ]);
    expect(screen.queryByTestId('area-empty')).toBeNull();
  });

  it('labels them in English by menu id', async () => {
    await setupI18n('en');
    renderAt('/reporte');
    expect(screen.getAllByTestId('area-entry').map((e) => e.textContent)).toEqual([
      'Occupancy by zone',
    ]);
  });
});
