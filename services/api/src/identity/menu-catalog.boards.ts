import type { MenuNode } from './menu-catalog.node';

/** The occupancy, camp and transport boards. */
export const BOARD_MENUS: MenuNode[] = [
  ['REP', '', 'REPORTES', 40, '', 'chart-bar'],
  ['REP-OCU', 'REP', 'Ocupación', 41, '', 'users'],
  ['REP-OCU-ZON', 'REP-OCU', 'Ocupación por zona', 42, '/dashboard/ocupacion', 'map'],
  ['CAM', '', 'CAMPAMENTO', 50, '', 'building'],
  ['CAM-HOT', 'CAM', 'Hospedaje', 51, '', 'bed'],
  ['CAM-HOT-CAM', 'CAM-HOT', 'Tablero de camas', 52, '/dashboard/campamento', 'bed'],
  ['TRA', '', 'TRANSPORTE', 60, '', 'bus'],
  ['TRA-VIA', 'TRA', 'Viajes', 61, '', 'route'],
  ['TRA-VIA-ASI', 'TRA-VIA', 'Mapa de asientos', 62, '/transporte/asientos', 'armchair'],
];
