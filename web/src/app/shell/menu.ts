import type { MenuRecord } from '@faena/contracts';

/** A menu item of the shell: Tag, info (Color, Color2, Icono, Ruta, IdMenu), submenu and page. */
export interface MenuItem {
  title: string;
  Tag: string;
  info: { Color: string; Color2: string; Icono: string; Ruta: string; IdMenu: string };
  page: string;
  submenu: MenuItem[];
}

export const HOME_ROUTE = '/dashboard';

const byOrder = (a: MenuRecord, b: MenuRecord) => a.Orden - b.Orden;
export const toRoute = (ruta: string) => (ruta ? `/${ruta.replace(/^[#/]+/, '')}` : '');

function toItem(record: MenuRecord, all: MenuRecord[], depth: number): MenuItem {
  const children =
    depth < 3 ? all.filter((r) => r.IdMenuPadre === record.IdMenu).sort(byOrder) : [];
  return {
    title: record.Modulo,
    Tag: record.Tag,
    info: {
      Color: record.Color,
      Color2: record.Color2,
      Icono: record.Icono,
      Ruta: toRoute(record.Ruta),
      IdMenu: record.IdMenu,
    },
    page: toRoute(record.Ruta),
    submenu: children.map((c) => toItem(c, all, depth + 1)),
  };
}

/** Roots become header items (three levels deep), ordered by Orden. */
export function buildMenu(records: MenuRecord[]): MenuItem[] {
  return records
    .filter((r) => !r.IdMenuPadre)
    .sort(byOrder)
    .map((r) => toItem(r, records, 1));
}

/** The roots besides INICIO (the shell shows INICIO → dashboard itself, first). */
export const withoutHome = (menu: MenuItem[]): MenuItem[] =>
  menu.filter((m) => m.page !== HOME_ROUTE);

/** Items with a Ruta form the user's access list. */
export const accessList = (records: MenuRecord[]): string[] =>
  records.filter((r) => r.Ruta).map((r) => toRoute(r.Ruta));

/**
 * The spec's top-level areas (shell point 2) and the menu module (IdModulo) of each: an area's
 * index lists the user's screens of that module, wherever their routes lead (the camp board of
 * CAMPAMENTO is /dashboard/campamento).
 */
export const AREA_MODULES: Readonly<Record<string, string>> = {
  '/movilizacion': 'MOV',
  '/desmovilizacion': 'DES',
  '/consultas': 'CON',
  '/reporte': 'REP',
  '/requisito': 'REQ',
  '/transporte': 'TRA',
  '/campamento': 'CAM',
  '/administracion': 'ADM',
};

/** The menu screens an area's index lists: those of its module or under its path (not home). */
export function areaScreens(records: readonly MenuRecord[], area: string): MenuRecord[] {
  const path = area.toLowerCase();
  const module = AREA_MODULES[path];
  return records
    .filter((r) => {
      const route = toRoute(r.Ruta).toLowerCase();
      return (
        route !== '' &&
        route !== HOME_ROUTE &&
        (route.startsWith(`${path}/`) || (module !== undefined && r.IdModulo === module))
      );
    })
    .sort(byOrder);
}

/**
 * A route is reachable when it is home, the user's own security screen, under an access-list
 * route, or an area whose index lists at least one of the user's screens (`records`).
 */
/** The wall rotation: it shows only the boards the user may see, so it is always reachable. */
export const WALL_PATH = '/pared';

export function canReach(
  pathname: string,
  access: string[],
  records: readonly MenuRecord[] = [],
): boolean {
  const path = pathname.toLowerCase(); // routes match case-insensitively (/Seguridad and /seguridad)
  if (path === HOME_ROUTE || path === WALL_PATH || path.startsWith('/seguridad/usuariologin'))
    return true;
  if (AREA_MODULES[path] !== undefined && areaScreens(records, path).length > 0) return true;
  return access.some((r) => {
    const route = r.toLowerCase();
    return path === route || path.startsWith(`${route}/`) || route.startsWith(`${path}/`);
  });
}

/** The breadcrumb of a path: the chain of menu titles down to the item whose page matches best. */
export function breadcrumb(menu: MenuItem[], pathname: string): MenuItem[] {
  let best: MenuItem[] = [];
  const walk = (items: MenuItem[], trail: MenuItem[]) => {
    for (const item of items) {
      const chain = [...trail, item];
      if (
        item.page &&
        (pathname === item.page || pathname.startsWith(`${item.page}/`)) &&
        item.page.length >= (best[best.length - 1]?.page.length ?? 0)
      )
        best = chain;
      walk(item.submenu, chain);
    }
  };
  walk(menu, []);
  return best;
}
