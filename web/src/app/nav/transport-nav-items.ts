import { IconBus } from '@tabler/icons-react';
import { anyOf, type NavItem } from './nav-item';

/** The transport seat map. */
export const TRANSPORT_SEATS_NAV: NavItem = {
  path: '/transporte/asientos',
  labelKey: 'nav.seats',
  descriptionKey: 'nav.seatsHint',
  icon: IconBus,
  testId: 'nav-seats',
  allowed: (u) => anyOf(u, 'board.read', 'transport.reserve'),
};
