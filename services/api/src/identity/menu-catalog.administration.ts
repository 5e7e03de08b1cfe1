import { CATALOG_MENU_GROUPS, CATALOGS, catalogRoute } from '@faena/contracts';
import type { MenuNode } from './menu-catalog.node';

/** ADMINISTRACIÓN and its user security screen. */
export const SECURITY_MENUS: MenuNode[] = [
  ['ADM', '', 'ADMINISTRACIÓN', 70, '', 'settings'],
  ['ADM-SEG', 'ADM', 'Seguridad', 71, '', 'lock'],
  ['ADM-SEG-USU', 'ADM-SEG', 'Usuario login', 72, '/seguridad/usuarioLogin', 'user-cog'],
];

/** Master data with behaviour (issue 4: people, companies, contracts, …); its screens follow. */
export const MASTER_DATA_MENUS: MenuNode[] = [
  ['ADM-MAE', 'ADM', 'Datos maestros', 90, '', 'database'],
];

/** The client's parameters (issue 19): under ADMINISTRACIÓN > Sistema (the catalogues' group). */
export const CLIENT_PARAMETER_MENUS: MenuNode[] = [
  ['ADM-SIS-PAR', 'ADM-SIS', 'Parámetros del cliente', 96, '/sistema/parametros', 'adjustments'],
];

/**
 * The administration menus derived from the catalogue declarations (contracts/src/catalogs): one
 * group per menu group under ADMINISTRACIÓN, one screen per catalogue.
 */
export function catalogMenus(): MenuNode[] {
  const groups = CATALOG_MENU_GROUPS.filter((g) => CATALOGS.some((c) => c.menu === g.id));
  const nodes: MenuNode[] = groups.map((g, i) => [
    `ADM-${g.id}`,
    'ADM',
    g.labels.es,
    73 + i,
    '',
    g.icon,
  ]);
  CATALOGS.forEach((c, i) =>
    nodes.push([
      catalogMenuId(c.id),
      `ADM-${c.menu}`,
      c.labels.es,
      100 + i,
      catalogRoute(c.id),
      'list',
    ]),
  );
  return nodes;
}
export const catalogMenuId = (catalogId: string) => `ADM-CAT-${catalogId.toUpperCase()}`;

/** The master-data screens (web/src/features/administration), administrators only. */
export const MASTER_DATA_SCREENS: MenuNode[] = [
  ['ADM-MAE-PER', 'ADM-MAE', 'Personas', 91, '/administracion/personas', 'users'],
  ['ADM-MAE-EMP', 'ADM-MAE', 'Empresas', 92, '/administracion/empresas', 'building'],
  ['ADM-MAE-CON', 'ADM-MAE', 'Contratos', 93, '/administracion/contratos', 'file-text'],
  ['ADM-MAE-CAR', 'ADM-MAE', 'Cargos', 94, '/administracion/cargos', 'briefcase'],
  ['ADM-MAE-VEH', 'ADM-MAE', 'Vehículos', 95, '/administracion/vehiculos', 'car'],
  ['ADM-MAE-CLI', 'ADM-MAE', 'Clientes', 96, '/administracion/clientes', 'building'],
  ['ADM-MAE-PAI', 'ADM-MAE', 'Países y feriados', 97, '/administracion/paises', 'calendar'],
  ['ADM-MAE-REP', 'ADM-MAE', 'Rutas de repositorio', 98, '/administracion/repositorios', 'folder'],
];
