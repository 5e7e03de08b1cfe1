import type { MenuRecord } from '@faena/contracts';
import { accessList, areaScreens, breadcrumb, buildMenu, canReach } from './menu';

/** what a test menu item shows: its label, its place among its siblings and, for a page, its route */
type Item = { Modulo: string; Orden: number; Ruta?: string };

const rec = (
  IdMenu: string,
  IdMenuPadre: string,
  { Modulo, Orden, Ruta = '' }: Item,
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
  IdModulo: 'M',
  IdAplicacion: 'AP02',
});

const records = [
  rec('2', '', { Modulo: 'CONSULTAS', Orden: 2 }),
  rec('1', '', { Modulo: 'MOVILIZACIÓN', Orden: 1 }),
  rec('11', '1', { Modulo: 'Aprobaciones', Orden: 2, Ruta: 'movilizacion/aprobaciones' }),
  rec('10', '1', { Modulo: 'Solicitudes', Orden: 1, Ruta: '/movilizacion/solicitudes' }),
  rec('20', '2', { Modulo: 'Historial', Orden: 1, Ruta: 'consultas/historial' }),
];

describe('menu from the server records', () => {
  it('roots become ordered header items with ordered submenus', () => {
    const menu = buildMenu(records);
    expect(menu.map((m) => m.title)).toEqual(['MOVILIZACIÓN', 'CONSULTAS']);
    expect(menu[0]?.submenu.map((m) => m.title)).toEqual(['Solicitudes', 'Aprobaciones']);
    expect(menu[0]?.submenu[0]?.page).toBe('/movilizacion/solicitudes');
  });
  it('items with a Ruta form the access list that gates routes', () => {
    const access = accessList(records);
    expect(access).toEqual([
      '/movilizacion/aprobaciones',
      '/movilizacion/solicitudes',
      '/consultas/historial',
    ]);
    expect(canReach('/consultas/historial/R-1', access)).toBe(true);
    expect(canReach('/transporte/asientos', access)).toBe(false);
    expect(canReach('/dashboard', access)).toBe(true);
    expect(canReach('/seguridad/usuarioLogin', access)).toBe(true);
    expect(canReach('/movilizacion', access)).toBe(true);
    expect(canReach('/Movilizacion', access)).toBe(true);
    expect(canReach('/transporte', access)).toBe(false);
  });
  it("opens an area's index when the user has screens of its module, wherever they lead", () => {
    const withBoard = [
      ...records,
      rec('30', '', { Modulo: 'CAMPAMENTO', Orden: 3 }),
      {
        ...rec('31', '30', { Modulo: 'Tablero de camas', Orden: 1, Ruta: '/dashboard/campamento' }),
        IdModulo: 'CAM',
      },
    ];
    expect(areaScreens(withBoard, '/campamento').map((r) => r.Modulo)).toEqual([
      'Tablero de camas',
    ]);
    expect(areaScreens(withBoard, '/movilizacion').map((r) => r.Modulo)).toEqual([
      'Solicitudes',
      'Aprobaciones',
    ]);
    const access = accessList(withBoard);
    expect(canReach('/campamento', access, withBoard)).toBe(true);
    expect(canReach('/Campamento', access, withBoard)).toBe(true);
    expect(canReach('/campamento', access, records)).toBe(false);
    expect(canReach('/campamento/otra', access, withBoard)).toBe(false);
    expect(canReach('/desmovilizacion', access, withBoard)).toBe(false);
    expect(canReach('/reporte', access, withBoard)).toBe(false);
  });
  it('derives the breadcrumb of a path', () => {
    expect(
      breadcrumb(buildMenu(records), '/movilizacion/aprobaciones').map((m) => m.title),
    ).toEqual(['MOVILIZACIÓN', 'Aprobaciones']);
    expect(breadcrumb(buildMenu(records), '/nowhere')).toEqual([]);
  });
});

import { slideStep } from './use-slide-width';

describe('menu slide', () => {
  it('moves 5 px per step towards the target and stops there', () => {
    expect(slideStep(0, 250)).toBe(5);
    expect(slideStep(248, 250)).toBe(250);
    expect(slideStep(250, 0)).toBe(245);
    expect(slideStep(3, 0)).toBe(0);
    expect(slideStep(250, 250)).toBe(250);
  });
});
