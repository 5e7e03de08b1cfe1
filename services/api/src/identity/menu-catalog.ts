import type { MenuRecord } from '@faena/contracts';
import {
  ACCREDITATION_MENUS,
  BULK_MENUS,
  VEHICLE_MENUS,
  VISIT_MENUS,
} from './menu-catalog.accreditation';
import {
  ACCESS_CONFIG_MENUS,
  ACCESS_MARK_MENUS,
  ACCESS_PROFILE_MENUS,
  ACCESS_RULE_MENUS,
} from './menu-catalog.access';
import {
  catalogMenus,
  CLIENT_PARAMETER_MENUS,
  MASTER_DATA_MENUS,
  MASTER_DATA_SCREENS,
  SECURITY_MENUS,
} from './menu-catalog.administration';
import { ATTENDANCE_CONFIG_MENUS, ATTENDANCE_DAY_MENUS } from './menu-catalog.attendance';
import { BOARD_MENUS } from './menu-catalog.boards';
import { IDENTIFICATION_MENUS } from './menu-catalog.identification';
import type { MenuNode } from './menu-catalog.node';
import { SCREENS } from './menu-catalog.profiles';
import {
  PERSON_STATUS_MENUS,
  REQUIREMENT_MENUS,
  REQUIREMENT_ROOT_MENUS,
} from './menu-catalog.requirements';

export { catalogMenuId } from './menu-catalog.administration';

/**
 * The menus of application AP02 per profile (seeded, read-only for now). Three levels: area
 * (root, no route) → group → screen (with route). The header always starts with INICIO. The nodes
 * live per context in menu-catalog.<context>.ts, the screens of each profile in
 * menu-catalog.profiles.ts.
 */

/** The colours of each area's menus. */
const AREA_COLOR: Record<string, [string, string]> = {
  INICIO: ['#1e88e5', '#90caf9'],
  MOV: ['#43a047', '#a5d6a7'],
  DES: ['#fb8c00', '#ffcc80'],
  CON: ['#8e24aa', '#ce93d8'],
  REP: ['#00897b', '#80cbc4'],
  CAM: ['#6d4c41', '#bcaaa4'],
  TRA: ['#3949ab', '#9fa8da'],
  ADM: ['#546e7a', '#b0bec5'],
  REQ: ['#c2185b', '#f48fb1'],
  ACC: ['#5e35b1', '#b39ddb'],
  IDN: ['#00838f', '#80deea'],
  ASI: ['#0277bd', '#81d4fa'],
};

/** Every node, in the order the menus list them. */
const ALL: MenuNode[] = [
  ['INICIO', '', 'INICIO', 0, '/dashboard', 'home'],
  ...ACCREDITATION_MENUS,
  ...BOARD_MENUS,
  ...SECURITY_MENUS,
  ...catalogMenus(),
  ...MASTER_DATA_MENUS,
  ...MASTER_DATA_SCREENS,
  ...REQUIREMENT_ROOT_MENUS,
  ...ACCESS_MARK_MENUS,
  ...REQUIREMENT_MENUS,
  ...PERSON_STATUS_MENUS,
  ...CLIENT_PARAMETER_MENUS,
  ...BULK_MENUS,
  ...VISIT_MENUS,
  ...VEHICLE_MENUS,
  ...ACCESS_CONFIG_MENUS,
  ...ACCESS_RULE_MENUS,
  ...IDENTIFICATION_MENUS,
  ...ATTENDANCE_CONFIG_MENUS,
  ...ACCESS_PROFILE_MENUS,
  ...ATTENDANCE_DAY_MENUS,
];

export const APPLICATION_ID = 'AP02';

/** The menu records of a profile for an application: INICIO, then its screens with their parents. */
export function menusFor(profileId: string, applicationId: string): MenuRecord[] {
  if (applicationId !== APPLICATION_ID) return [];
  const byId = new Map(ALL.map((n) => [n[0], n]));
  const wanted = new Set<string>(['INICIO']);
  for (const leaf of SCREENS[profileId] ?? []) {
    for (let id: string | undefined = leaf; id; id = byId.get(id)?.[1] || undefined) wanted.add(id);
  }
  return ALL.filter((n) => wanted.has(n[0])).map(
    ([IdMenu, IdMenuPadre, Modulo, Orden, Ruta, Icono]) => {
      const area = IdMenu.split('-')[0] ?? IdMenu;
      const [Color, Color2] = AREA_COLOR[area] ?? ['#1e88e5', '#90caf9'];
      return {
        IdMenu,
        IdMenuPadre,
        Modulo,
        Orden,
        Ruta,
        Tag: Ruta ? Ruta.replace(/^\//, '').replace(/\//g, '.') : IdMenu.toLowerCase(),
        Icono,
        Color,
        Color2,
        IdModulo: area,
        IdAplicacion: APPLICATION_ID,
      };
    },
  );
}
