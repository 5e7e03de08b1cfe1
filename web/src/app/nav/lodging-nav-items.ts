import { IconBed } from '@tabler/icons-react';
import { anyOf, type NavItem } from './nav-item';

/** The lodging bed board. */
export const LODGING_CAMP_NAV: NavItem = {
  path: '/dashboard/campamento',
  labelKey: 'nav.camp',
  descriptionKey: 'nav.campHint',
  icon: IconBed,
  testId: 'nav-camp',
  allowed: (u) => anyOf(u, 'board.read', 'lodging.assign'),
};
