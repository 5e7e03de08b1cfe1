import { CATALOG_MENU_GROUPS, CATALOGS, catalogRoute, type MenuRecord } from '@faena/contracts';
import { present } from '@faena/core';

/**
 * The menus of application AP02 per profile (seeded, read-only for now). Three levels: area
 * (root, no route) → group → screen (with route). The header always starts with INICIO.
 */
type Node = [id: string, parent: string, label: string, order: number, route: string, icon: string];

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

/**
 * The administration menus derived from the catalogue declarations (contracts/src/catalogs): one
 * group per menu group under ADMINISTRACIÓN, one screen per catalogue.
 */
function catalogMenus(): Node[] {
  const groups = CATALOG_MENU_GROUPS.filter((g) => CATALOGS.some((c) => c.menu === g.id));
  const nodes: Node[] = groups.map((g, i) => [
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
const MASTER_DATA_SCREENS: Node[] = [
  ['ADM-MAE-PER', 'ADM-MAE', 'Personas', 91, '/administracion/personas', 'users'],
  ['ADM-MAE-EMP', 'ADM-MAE', 'Empresas', 92, '/administracion/empresas', 'building'],
  ['ADM-MAE-CON', 'ADM-MAE', 'Contratos', 93, '/administracion/contratos', 'file-text'],
  ['ADM-MAE-CAR', 'ADM-MAE', 'Cargos', 94, '/administracion/cargos', 'briefcase'],
  ['ADM-MAE-VEH', 'ADM-MAE', 'Vehículos', 95, '/administracion/vehiculos', 'car'],
  ['ADM-MAE-CLI', 'ADM-MAE', 'Clientes', 96, '/administracion/clientes', 'building'],
  ['ADM-MAE-PAI', 'ADM-MAE', 'Países y feriados', 97, '/administracion/paises', 'calendar'],
  ['ADM-MAE-REP', 'ADM-MAE', 'Rutas de repositorio', 98, '/administracion/repositorios', 'folder'],
];

const ALL: Node[] = [
  ['INICIO', '', 'INICIO', 0, '/dashboard', 'home'],
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
  ['REP', '', 'REPORTES', 40, '', 'chart-bar'],
  ['REP-OCU', 'REP', 'Ocupación', 41, '', 'users'],
  ['REP-OCU-ZON', 'REP-OCU', 'Ocupación por zona', 42, '/dashboard/ocupacion', 'map'],
  ['CAM', '', 'CAMPAMENTO', 50, '', 'building'],
  ['CAM-HOT', 'CAM', 'Hospedaje', 51, '', 'bed'],
  ['CAM-HOT-CAM', 'CAM-HOT', 'Tablero de camas', 52, '/dashboard/campamento', 'bed'],
  ['TRA', '', 'TRANSPORTE', 60, '', 'bus'],
  ['TRA-VIA', 'TRA', 'Viajes', 61, '', 'route'],
  ['TRA-VIA-ASI', 'TRA-VIA', 'Mapa de asientos', 62, '/transporte/asientos', 'armchair'],
  ['ADM', '', 'ADMINISTRACIÓN', 70, '', 'settings'],
  ['ADM-SEG', 'ADM', 'Seguridad', 71, '', 'lock'],
  ['ADM-SEG-USU', 'ADM-SEG', 'Usuario login', 72, '/seguridad/usuarioLogin', 'user-cog'],
  ...catalogMenus(),
  // master data with behaviour (issue 4: people, companies, contracts, …)
  ['ADM-MAE', 'ADM', 'Datos maestros', 90, '', 'database'],
  ...MASTER_DATA_SCREENS,
  // requirements (issue 18): documents, report, types
  ['REQ', '', 'REQUISITOS', 45, '', 'certificate'],
  // issue 20: the access context's marks query and muster
  ['ACC', '', 'ACCESO', 47, '', 'door-enter'],
  ['ACC-MRC', 'ACC', 'Marcaciones', 48, '', 'fingerprint'],
  // the guard's screen at the gate (issue 20)
  ['ACC-MRC-REG', 'ACC-MRC', 'Marcar', 47, '/acceso/marcar', 'door-enter'],
  ['ACC-MRC-CON', 'ACC-MRC', 'Consulta de marcaciones', 48, '/acceso/marcaciones', 'list'],
  ['ACC-MRC-SIT', 'ACC-MRC', 'Personas en sitio', 49, '/acceso/en-sitio', 'users-group'],
  ['REQ-GES', 'REQ', 'Gestión de requisitos', 46, '', 'file-certificate'],
  [
    'REQ-GES-DOC',
    'REQ-GES',
    'Documentos de requisitos',
    47,
    '/requisito/documentos',
    'file-upload',
  ],
  ['REQ-GES-REP', 'REQ-GES', 'Reporte de requisitos', 48, '/requisito/reporte', 'chart-bar'],
  ['REQ-GES-TIP', 'REQ-GES', 'Tipos de requisito', 49, '/requisito/tipos', 'list'],
  [
    'REQ-GES-ACT',
    'REQ-GES',
    'Actualización de requisitos',
    50,
    '/requisito/actualizacion',
    'refresh',
  ],
  // current status of people (issue 18): under CONSULTAS
  ['CON-EST', 'CON', 'Estado', 33, '', 'user-check'],
  ['CON-EST-PER', 'CON-EST', 'Estado actual de personas', 34, '/consultas/estado', 'users'],
  // the client's parameters (issue 19): under ADMINISTRACIÓN > Sistema (the catalogues' group)
  ['ADM-SIS-PAR', 'ADM-SIS', 'Parámetros del cliente', 96, '/sistema/parametros', 'adjustments'],
  // the bulk (mass) request from a spreadsheet (issue 19)
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
  // visit requests (issue 19): under MOVILIZACIÓN
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
  // vehicle requests (issue 19): beside the person requests and their approval
  ['MOV-SOL-VEH', 'MOV-SOL', 'Solicitudes de vehículos', 13, '/movilizacion/vehiculos', 'car'],
  [
    'MOV-APR-VEH',
    'MOV-APR',
    'Aprobación de vehículos',
    16,
    '/movilizacion/aprobaciones-vehiculos',
    'car',
  ],
  // access configuration (issue 20): checkpoints (zones and doors) and devices, under ACCESO
  ['ACC-CON', 'ACC', 'Configuración de acceso', 50, '', 'adjustments'],
  ['ACC-CON-PUN', 'ACC-CON', 'Puntos de control', 51, '/acceso/puntos-control', 'door-enter'],
  ['ACC-CON-DIS', 'ACC-CON', 'Dispositivos', 52, '/acceso/dispositivos', 'cpu'],
  // access rules (issue 20): the client's administrators
  ['ACC-REG', 'ACC', 'Reglas de acceso', 56, '', 'shield-lock'],
  ['ACC-REG-HOR', 'ACC-REG', 'Horarios de acceso', 57, '/acceso/horarios', 'clock'],
  ['ACC-REG-GRU', 'ACC-REG', 'Grupos de acceso', 58, '/acceso/grupos', 'users-group'],
  ['ACC-REG-RES', 'ACC-REG', 'Restricciones', 59, '/acceso/restricciones', 'ban'],
  ['ACC-REG-EXO', 'ACC-REG', 'Exoneraciones', 60, '/acceso/exoneraciones', 'shield-check'],
  // identification (issue 21): IDN, the catalogues' own group keeps IDE (ADM-IDE)
  ['IDN', '', 'IDENTIFICACIÓN', 61, '', 'id-badge'],
  ['IDN-GES', 'IDN', 'Gestión de identificación', 62, '', 'id'],
  ['IDN-GES-CRE', 'IDN-GES', 'Credenciales', 63, '/identificacion/credenciales', 'id-badge'],
  [
    'IDN-GES-TIP',
    'IDN-GES',
    'Tipo de identificación por persona',
    64,
    '/identificacion/tipos-persona',
    'user-check',
  ],
  // attendance (issue 21): configuration by company, schedules, justifications, people
  ['ASI', '', 'ASISTENCIA', 62, '', 'calendar-time'],
  ['ASI-CON', 'ASI', 'Configuración de asistencia', 63, '', 'adjustments'],
  [
    'ASI-CON-EMP',
    'ASI-CON',
    'Configuración por empresa',
    64,
    '/asistencia/configuracion',
    'building-factory',
  ],
  ['ASI-CON-HOR', 'ASI-CON', 'Horarios', 65, '/asistencia/horarios', 'calendar-time'],
  [
    'ASI-CON-JUS',
    'ASI-CON',
    'Tipos de justificación',
    66,
    '/asistencia/justificaciones',
    'file-certificate',
  ],
  ['ASI-CON-PER', 'ASI-CON', 'Asistencia de personas', 67, '/asistencia/personas', 'user-cog'],
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
  // the attendance day (issue 21), under the attendance configuration's ASI root
  ['ASI-REP', 'ASI', 'Asistencia diaria', 69, '', 'calendar-stats'],
  ['ASI-REP-DIA', 'ASI-REP', 'Asistencia del mes', 70, '/asistencia/dia', 'calendar-stats'],
  ['ASI-REP-PLA', 'ASI-REP', 'Planilla de asistencia', 71, '/asistencia/planilla', 'report-money'],
];

/** The requirement screens (and /consultas/estado) of the profiles that submit or review requirements. */
const REQUIREMENT_SCREENS = ['REQ-GES-DOC', 'REQ-GES-REP', 'CON-EST-PER'];

/** The screens (leaf ids) each profile reaches; parents follow from them. */
const SCREENS: Record<string, string[]> = {
  'PRF-ADMINISTRADOR': [
    'MOV-SOL-LIS',
    'MOV-APR-BAN',
    'CAM-HOT-CAM',
    'DES-IND-SOL',
    'DES-IND-APR',
    'CON-HIS-SOL',
    'REP-OCU-ZON',
    'TRA-VIA-ASI',
    'ADM-SEG-USU',
    ...CATALOGS.map((c) => catalogMenuId(c.id)),
    ...MASTER_DATA_SCREENS.map(([id]) => id),
    ...REQUIREMENT_SCREENS,
    'REQ-GES-TIP',
    'REQ-GES-ACT',
    'ADM-SIS-PAR',
    'MOV-SOL-MAS',
    'DES-MAS-REG',
    'MOV-VIS-SOL',
    'MOV-VIS-APR',
    'ACC-MRC-REG',
    'ACC-REG-HOR',
    'ACC-REG-GRU',
    'ACC-REG-RES',
    'ACC-REG-EXO',
    'IDN-GES-CRE',
    'IDN-GES-TIP',
    'ACC-REG-PER',
    'ACC-REG-GPE',
    'ACC-REG-GVE',
  ],
  'PRF-APROBADOR': [
    'MOV-APR-BAN',
    'CON-HIS-SOL',
    'REP-OCU-ZON',
    'CAM-HOT-CAM',
    'DES-IND-APR',
    'TRA-VIA-ASI',
    'ADM-SEG-USU',
    ...REQUIREMENT_SCREENS,
    'REQ-GES-ACT',
    'MOV-VIS-APR',
  ],
  'PRF-SOLICITANTE': [
    'MOV-SOL-LIS',
    'DES-IND-SOL',
    'CON-HIS-SOL',
    'TRA-VIA-ASI',
    'ADM-SEG-USU',
    ...REQUIREMENT_SCREENS,
    'MOV-SOL-MAS',
    'DES-MAS-REG',
    'MOV-VIS-SOL',
  ],
  'PRF-CONTRATISTA': [
    'MOV-SOL-LIS',
    'DES-IND-SOL',
    'CON-HIS-SOL',
    'TRA-VIA-ASI',
    'ADM-SEG-USU',
    ...REQUIREMENT_SCREENS,
    'MOV-SOL-MAS',
  ],
  'PRF-AUDITOR': ['CON-HIS-SOL', 'REP-OCU-ZON', 'CAM-HOT-CAM', 'TRA-VIA-ASI', 'ADM-SEG-USU'],
  'PRF-MONITOR': ['REP-OCU-ZON', 'CAM-HOT-CAM', 'TRA-VIA-ASI'],
  'PRF-ADMCAMP': ['CAM-HOT-CAM', 'ADM-SEG-USU'],
  // the gate's guard (access.mark)
  'PRF-GARITA': ['REP-OCU-ZON', 'ACC-MRC-REG'],
};

// issue 20: administrators configure checkpoints and devices; approvers read them
for (const profile of ['PRF-ADMINISTRADOR', 'PRF-APROBADOR'])
  SCREENS[profile]?.push('ACC-CON-PUN', 'ACC-CON-DIS');

// issue 19: whoever has the person requests (or their approval) has the vehicles' too
for (const screens of Object.values(SCREENS)) {
  if (screens.includes('MOV-SOL-LIS')) screens.push('MOV-SOL-VEH');
  if (screens.includes('MOV-APR-BAN')) screens.push('MOV-APR-VEH');
}

const administrator = present(SCREENS['PRF-ADMINISTRADOR'], "the administrators' screens");
// issue 20: the client's administrators supervise marks; whoever sees the occupancy board sees the muster
administrator.push('ACC-MRC-CON');
// issue 21: the attendance administrators (attendance.admin: the client's administrators) configure attendance
administrator.push('ASI-CON-EMP', 'ASI-CON-HOR', 'ASI-CON-JUS', 'ASI-CON-PER');
// issue 21: the client's administrators read the attendance day and the payroll
administrator.push('ASI-REP-DIA', 'ASI-REP-PLA');
for (const screens of Object.values(SCREENS))
  if (screens.includes('REP-OCU-ZON')) screens.push('ACC-MRC-SIT');

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
