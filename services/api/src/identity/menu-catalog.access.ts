import type { MenuNode } from './menu-catalog.node';

/** Issue 20: the access context's marks query and muster, and the guard's screen at the gate. */
export const ACCESS_MARK_MENUS: MenuNode[] = [
  ['ACC', '', 'ACCESO', 47, '', 'door-enter'],
  ['ACC-MRC', 'ACC', 'Marcaciones', 48, '', 'fingerprint'],
  // the guard's screen at the gate (issue 20)
  ['ACC-MRC-REG', 'ACC-MRC', 'Marcar', 47, '/acceso/marcar', 'door-enter'],
  ['ACC-MRC-CON', 'ACC-MRC', 'Consulta de marcaciones', 48, '/acceso/marcaciones', 'list'],
  ['ACC-MRC-SIT', 'ACC-MRC', 'Personas en sitio', 49, '/acceso/en-sitio', 'users-group'],
];

/** Access configuration (issue 20): checkpoints (zones and doors) and devices, under ACCESO. */
export const ACCESS_CONFIG_MENUS: MenuNode[] = [
  ['ACC-CON', 'ACC', 'Configuración de acceso', 50, '', 'adjustments'],
  ['ACC-CON-PUN', 'ACC-CON', 'Puntos de control', 51, '/acceso/puntos-control', 'door-enter'],
  ['ACC-CON-DIS', 'ACC-CON', 'Dispositivos', 52, '/acceso/dispositivos', 'cpu'],
];

/** Access rules (issue 20): the client's administrators. */
export const ACCESS_RULE_MENUS: MenuNode[] = [
  ['ACC-REG', 'ACC', 'Reglas de acceso', 56, '', 'shield-lock'],
  ['ACC-REG-HOR', 'ACC-REG', 'Horarios de acceso', 57, '/acceso/horarios', 'clock'],
  ['ACC-REG-GRU', 'ACC-REG', 'Grupos de acceso', 58, '/acceso/grupos', 'users-group'],
  ['ACC-REG-RES', 'ACC-REG', 'Restricciones', 59, '/acceso/restricciones', 'ban'],
  ['ACC-REG-EXO', 'ACC-REG', 'Exoneraciones', 60, '/acceso/exoneraciones', 'shield-check'],
];

/** Access profiles and the access of people and vehicles. */
export const ACCESS_PROFILE_MENUS: MenuNode[] = [
  ['ACC-REG-PER', 'ACC-REG', 'Perfiles de acceso', 60, '/acceso/perfiles', 'id-badge'],
  [
    'ACC-REG-GPE',
    'ACC-REG',
    'Gestión de acceso de personas',
    60,
    '/acceso/personas',
    'user-shield',
  ],
  ['ACC-REG-GVE', 'ACC-REG', 'Gestión de acceso de vehículos', 60, '/acceso/vehiculos', 'car'],
];
