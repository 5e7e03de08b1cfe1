import type { MenuNode } from './menu-catalog.node';

/** Identification (issue 21): IDN, the catalogues' own group keeps IDE (ADM-IDE). */
export const IDENTIFICATION_MENUS: MenuNode[] = [
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
];
