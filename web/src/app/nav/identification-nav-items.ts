import { IconId, IconUserCheck } from '@tabler/icons-react';
import { adminItems, type NavItem } from './nav-item';

/** Identification (issue 21): the client's administrators. */
export const IDENTIFICATION_NAV: NavItem[] = adminItems(
  [
    ['/identificacion/credenciales', 'credentials', IconId],
    ['/identificacion/tipos-persona', 'identificationTypes', IconUserCheck],
  ],
  'catalog.admin',
);
