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
const toRoute = (ruta: string) => (ruta ? `/${ruta.replace(/^[#/]+/, '')}` : '');

function toItem(record: MenuRecord, all: MenuRecord[], depth: number): MenuItem {
  const children = depth < 3 ? all.filter((r) => r.IdMenuPadre === record.IdMenu).sort(byOrder) : [];
  return {
    title: record.Modulo,
    Tag: record.Tag,
    info: { Color: record.Color, Color2: record.Color2, Icono: record.Icono, Ruta: toRoute(record.Ruta), IdMenu: record.IdMenu },
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
export const withoutHome = (menu: MenuItem[]): MenuItem[] => menu.filter((m) => m.page !== HOME_ROUTE);

/** Items with a Ruta form the user's access list. */
export const accessList = (records: MenuRecord[]): string[] => records.filter((r) => r.Ruta).map((r) => toRoute(r.Ruta));

/** A route is reachable when it is home, the user's own security screen, or under an access-list route. */
export function canReach(pathname: string, access: string[]): boolean {
  const path = pathname.toLowerCase(); // routes match case-insensitively (/Seguridad and /seguridad)
  if (path === HOME_ROUTE || path.startsWith('/seguridad/usuariologin')) return true;
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
      if (item.page && (pathname === item.page || pathname.startsWith(`${item.page}/`)) && item.page.length >= (best[best.length - 1]?.page.length ?? 0)) best = chain;
      walk(item.submenu, chain);
    }
  };
  walk(menu, []);
  return best;
}
