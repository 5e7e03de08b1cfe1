import type { MenuNode } from './menu-catalog.node';

/** Requirements (issue 18): documents, report, types. */
export const REQUIREMENT_ROOT_MENUS: MenuNode[] = [
  ['REQ', '', 'REQUISITOS', 45, '', 'certificate'],
];

/** The requirement screens (issue 18). */
export const REQUIREMENT_MENUS: MenuNode[] = [
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
];

/** Current status of people (issue 18): under CONSULTAS. */
export const PERSON_STATUS_MENUS: MenuNode[] = [
  ['CON-EST', 'CON', 'Estado', 33, '', 'user-check'],
  ['CON-EST-PER', 'CON-EST', 'Estado actual de personas', 34, '/consultas/estado', 'users'],
];
