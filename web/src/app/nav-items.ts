import { IconHome } from '@tabler/icons-react';
import type { SessionUser } from '@faena/contracts';
import { ACCESS_NAV, ACCESS_RULES_NAV } from './nav/access-nav-items';
import { ACCREDITATION_NAV } from './nav/accreditation-nav-items';
import { ATTENDANCE_CONFIG_NAV, ATTENDANCE_NAV } from './nav/attendance-nav-items';
import { IDENTIFICATION_NAV } from './nav/identification-nav-items';
import { LODGING_CAMP_NAV } from './nav/lodging-nav-items';
import type { NavItem } from './nav/nav-item';
import { TRANSPORT_SEATS_NAV } from './nav/transport-nav-items';

export type { NavItem } from './nav/nav-item';

const A = ACCREDITATION_NAV;

/**
 * The screens of this release, under the spec's areas; shown when the profile allows them. Each
 * context declares its entries next to this file; the order here is the menu's.
 */
export const NAV_ITEMS: NavItem[] = [
  A.requests,
  A.approvals,
  A.demobilizations,
  A.demobilizationApprovals,
  A.history,
  ACCESS_NAV.occupancy,
  ACCESS_NAV.guardMark,
  TRANSPORT_SEATS_NAV,
  LODGING_CAMP_NAV,
  A.bulk,
  A.visits,
  A.visitApprovals,
  A.vehicleRequests,
  A.vehicleApprovals,
  ACCESS_NAV.marks,
  ACCESS_NAV.onSite,
  ACCESS_NAV.checkpoints,
  ACCESS_NAV.devices,
  ...ATTENDANCE_NAV,
  ...ACCESS_RULES_NAV,
  ...IDENTIFICATION_NAV,
  ...ATTENDANCE_CONFIG_NAV,
];

export const HOME_ITEM = { path: '/dashboard', labelKey: 'nav.home', icon: IconHome } as const;

export const navItemsFor = (user: SessionUser | null): NavItem[] =>
  user ? NAV_ITEMS.filter((i) => i.allowed(user)) : [];
