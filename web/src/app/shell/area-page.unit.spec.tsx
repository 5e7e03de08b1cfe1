import '../../test/dom-polyfills';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { MenuRecord } from '@faena/contracts';
import { setupI18n } from '../../test/render';
import { AreaPage } from './area-page';
import { useMenus } from './menu.store';

const rec = (
  IdMenu: string,
  IdMenuPadre: string,
  Modulo: string,
  Orden: number,
  Ruta: string,
  IdModulo: string,
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
  rec('INICIO', '', 'INICIO', 0, '/dashboard', 'INICIO'),
  rec('CAM', '', 'CAMPAMENTO', 50, '', 'CAM'),
  rec('CAM-HOT', 'CAM', 'Hospedaje', 51, '', 'CAM'),
  rec('CAM-HOT-CAM', 'CAM-HOT', 'Tablero de camas', 52, '/dashboard/campamento', 'CAM'),
  rec('REP', '', 'REPORTES', 40, '', 'REP'),
  rec('REP-OCU', 'REP', 'Ocupación', 41, '', 'REP'),
  rec('REP-OCU-ZON', 'REP-OCU', 'Ocupación por zona', 42, '/dashboard/ocupacion', 'REP'),
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
