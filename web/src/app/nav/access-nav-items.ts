import {
  IconBan,
  IconCar,
  IconClock,
  IconCpu,
  IconDoorEnter,
  IconFingerprint,
  IconId,
  IconLayoutDashboard,
  IconShieldCheck,
  IconUserCog,
  IconUserShield,
  IconUsersGroup,
} from '@tabler/icons-react';
import { adminItems, anyOf, type NavItem } from './nav-item';

/** The access screens of the menu (the occupancy board, marks, checkpoints). */
export const ACCESS_NAV = {
  occupancy: {
    path: '/dashboard/ocupacion',
    labelKey: 'nav.occupancy',
    descriptionKey: 'nav.occupancyHint',
    icon: IconLayoutDashboard,
    testId: 'nav-occupancy',
    allowed: (u) => anyOf(u, 'board.read', 'access.mark'),
  },
  guardMark: {
    path: '/acceso/marcar',
    labelKey: 'nav.guardMark',
    descriptionKey: 'nav.guardMarkHint',
    icon: IconDoorEnter,
    testId: 'nav-guard-mark',
    allowed: (u) => anyOf(u, 'access.mark'),
  },
  marks: {
    path: '/acceso/marcaciones',
    labelKey: 'nav.marks',
    descriptionKey: 'nav.marksHint',
    icon: IconFingerprint,
    testId: 'nav-marks',
    allowed: (u) => anyOf(u, 'access.supervise'),
  },
  onSite: {
    path: '/acceso/en-sitio',
    labelKey: 'nav.onSite',
    descriptionKey: 'nav.onSiteHint',
    icon: IconUserShield,
    testId: 'nav-on-site',
    allowed: (u) => anyOf(u, 'access.supervise', 'board.read'),
  },
  checkpoints: {
    path: '/acceso/puntos-control',
    labelKey: 'nav.checkpoints',
    descriptionKey: 'nav.checkpointsHint',
    icon: IconDoorEnter,
    testId: 'nav-checkpoints',
    allowed: (u) => anyOf(u, 'admin.operate', 'request.decide'),
  },
  devices: {
    path: '/acceso/dispositivos',
    labelKey: 'nav.devices',
    descriptionKey: 'nav.devicesHint',
    icon: IconCpu,
    testId: 'nav-devices',
    allowed: (u) => anyOf(u, 'admin.operate', 'request.decide'),
  },
} satisfies Record<string, NavItem>;

/** Access rules (issue 20): the client's administrators. */
export const ACCESS_RULES_NAV: NavItem[] = adminItems(
  [
    ['/acceso/horarios', 'accessSchedules', IconClock],
    ['/acceso/grupos', 'accessGroups', IconUsersGroup],
    ['/acceso/perfiles', 'accessProfiles', IconId],
    ['/acceso/personas', 'personAccess', IconUserCog],
    ['/acceso/vehiculos', 'vehicleAccess', IconCar],
    ['/acceso/restricciones', 'accessRestrictions', IconBan],
    ['/acceso/exoneraciones', 'accessExemptions', IconShieldCheck],
  ],
  'catalog.admin',
);
