import type { MenuNode } from './menu-catalog.node';

/** Attendance (issue 21): configuration by company, schedules, justifications, people. */
export const ATTENDANCE_CONFIG_MENUS: MenuNode[] = [
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
];

/** The attendance day (issue 21), under the attendance configuration's ASI root. */
export const ATTENDANCE_DAY_MENUS: MenuNode[] = [
  ['ASI-REP', 'ASI', 'Asistencia diaria', 69, '', 'calendar-stats'],
  ['ASI-REP-DIA', 'ASI-REP', 'Asistencia del mes', 70, '/asistencia/dia', 'calendar-stats'],
  ['ASI-REP-PLA', 'ASI-REP', 'Planilla de asistencia', 71, '/asistencia/planilla', 'report-money'],
];
