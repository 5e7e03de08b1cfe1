import type { MenuNode } from './menu-catalog.node';

/** Mobilization, demobilization and the request history (the accreditation context). */
export const ACCREDITATION_MENUS: MenuNode[] = [
  ['MOV', '', 'MOVILIZACIÓN', 10, '', 'truck'],
  ['MOV-SOL', 'MOV', 'Solicitudes', 11, '', 'file-text'],
  ['MOV-SOL-LIS', 'MOV-SOL', 'Mis solicitudes', 12, '/movilizacion/solicitudes', 'list'],
  ['MOV-APR', 'MOV', 'Aprobaciones', 13, '', 'checks'],
  ['MOV-APR-BAN', 'MOV-APR', 'Bandeja de aprobación', 14, '/movilizacion/aprobaciones', 'inbox'],
  ['DES', '', 'DESMOVILIZACIÓN', 20, '', 'logout'],
  ['DES-IND', 'DES', 'Desmovilización individual', 23, '', 'user-minus'],
  [
    'DES-IND-SOL',
    'DES-IND',
    'Solicitudes de desmovilización',
    24,
    '/desmovilizacion/solicitudes',
    'file-text',
  ],
  [
    'DES-IND-APR',
    'DES-IND',
    'Aprobación de desmovilización',
    25,
    '/desmovilizacion/aprobaciones',
    'checks',
  ],
  ['CON', '', 'CONSULTAS', 30, '', 'search'],
  ['CON-HIS', 'CON', 'Historial', 31, '', 'history'],
  ['CON-HIS-SOL', 'CON-HIS', 'Historial de solicitud', 32, '/consultas/historial', 'timeline'],
];

/** The bulk (mass) request from a spreadsheet and mass demobilization (issue 19). */
export const BULK_MENUS: MenuNode[] = [
  ['MOV-SOL-MAS', 'MOV-SOL', 'Solicitud masiva', 15, '/movilizacion/masiva', 'file-spreadsheet'],
  // mass demobilization (issue 19)
  ['DES-MAS', 'DES', 'Desmovilización masiva', 26, '', 'users-minus'],
  [
    'DES-MAS-REG',
    'DES-MAS',
    'Desmovilización masiva',
    27,
    '/desmovilizacion/masiva',
    'users-minus',
  ],
];

/** Visit requests (issue 19): under MOVILIZACIÓN. */
export const VISIT_MENUS: MenuNode[] = [
  ['MOV-VIS', 'MOV', 'Visitas', 15, '', 'users'],
  ['MOV-VIS-SOL', 'MOV-VIS', 'Solicitudes de visita', 16, '/movilizacion/visitas', 'user-plus'],
  [
    'MOV-VIS-APR',
    'MOV-VIS',
    'Aprobación de visitas',
    17,
    '/movilizacion/visitas/aprobaciones',
    'checks',
  ],
];

/** Vehicle requests (issue 19): beside the person requests and their approval. */
export const VEHICLE_MENUS: MenuNode[] = [
  ['MOV-SOL-VEH', 'MOV-SOL', 'Solicitudes de vehículos', 13, '/movilizacion/vehiculos', 'car'],
  [
    'MOV-APR-VEH',
    'MOV-APR',
    'Aprobación de vehículos',
    16,
    '/movilizacion/aprobaciones-vehiculos',
    'car',
  ],
];
