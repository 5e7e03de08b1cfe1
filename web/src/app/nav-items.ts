import type { Icon } from '@tabler/icons-react';
import {
  IconBan,
  IconId,
  IconCalendarStats,
  IconReportMoney,
  IconBed,
  IconBuildingFactory2,
  IconCalendarTime,
  IconFileCertificate,
  IconUserCog,
  IconClock,
  IconShieldCheck,
  IconBus,
  IconCar,
  IconCarSuv,
  IconCpu,
  IconChecklist,
  IconDoorEnter,
  IconFileSpreadsheet,
  IconFileText,
  IconFingerprint,
  IconHistory,
  IconHome,
  IconLayoutDashboard,
  IconUserCheck,
  IconUserMinus,
  IconUsersGroup,
  IconUserShield,
} from '@tabler/icons-react';
import type { SessionUser } from '@faena/contracts';
import { hasPermission } from '../stores/session.store';

export interface NavItem {
  path: string;
  labelKey: string;
  descriptionKey: string;
  icon: Icon;
  testId: string;
  allowed: (user: SessionUser) => boolean;
}

const any = (user: SessionUser, ...perms: Parameters<typeof hasPermission>[1][]) =>
  perms.some((p) => hasPermission(user, p));

/** The screens of this release, under the spec's areas; shown when the profile allows them. */
export const NAV_ITEMS: NavItem[] = [
  {
    path: '/movilizacion/solicitudes',
    labelKey: 'nav.requests',
    descriptionKey: 'nav.requestsHint',
    icon: IconFileText,
    testId: 'nav-requests',
    allowed: (u) => any(u, 'request.submit'),
  },
  {
    path: '/movilizacion/aprobaciones',
    labelKey: 'nav.approvals',
    descriptionKey: 'nav.approvalsHint',
    icon: IconChecklist,
    testId: 'nav-approvals',
    allowed: (u) => any(u, 'request.decide'),
  },
  {
    path: '/desmovilizacion/solicitudes',
    labelKey: 'nav.demobilizations',
    descriptionKey: 'nav.demobilizationsHint',
    icon: IconUserMinus,
    testId: 'nav-demobilizations',
    allowed: (u) => any(u, 'request.submit'),
  },
  {
    path: '/desmovilizacion/aprobaciones',
    labelKey: 'nav.demobilizationApprovals',
    descriptionKey: 'nav.demobilizationApprovalsHint',
    icon: IconUserCheck,
    testId: 'nav-demobilization-approvals',
    allowed: (u) => any(u, 'request.decide'),
  },
  {
    path: '/consultas/historial',
    labelKey: 'nav.history',
    descriptionKey: 'nav.historyHint',
    icon: IconHistory,
    testId: 'nav-history',
    allowed: (u) => any(u, 'audit.read', 'request.readAll', 'request.submit'),
  },
  {
    path: '/dashboard/ocupacion',
    labelKey: 'nav.occupancy',
    descriptionKey: 'nav.occupancyHint',
    icon: IconLayoutDashboard,
    testId: 'nav-occupancy',
    allowed: (u) => any(u, 'board.read', 'access.mark'),
  },
  {
    path: '/acceso/marcar',
    labelKey: 'nav.guardMark',
    descriptionKey: 'nav.guardMarkHint',
    icon: IconDoorEnter,
    testId: 'nav-guard-mark',
    allowed: (u) => any(u, 'access.mark'),
  },
  {
    path: '/transporte/asientos',
    labelKey: 'nav.seats',
    descriptionKey: 'nav.seatsHint',
    icon: IconBus,
    testId: 'nav-seats',
    allowed: (u) => any(u, 'board.read', 'transport.reserve'),
  },
  {
    path: '/dashboard/campamento',
    labelKey: 'nav.camp',
    descriptionKey: 'nav.campHint',
    icon: IconBed,
    testId: 'nav-camp',
    allowed: (u) => any(u, 'board.read', 'lodging.assign'),
  },
  {
    path: '/movilizacion/masiva',
    labelKey: 'nav.bulk',
    descriptionKey: 'nav.bulkHint',
    icon: IconFileSpreadsheet,
    testId: 'nav-bulk',
    allowed: (u) => any(u, 'request.submit'),
  },
  {
    path: '/movilizacion/visitas',
    labelKey: 'nav.visits',
    descriptionKey: 'nav.visitsHint',
    icon: IconUsersGroup,
    testId: 'nav-visits',
    allowed: (u) => any(u, 'request.submit'),
  },
  {
    path: '/movilizacion/visitas/aprobaciones',
    labelKey: 'nav.visitApprovals',
    descriptionKey: 'nav.visitApprovalsHint',
    icon: IconChecklist,
    testId: 'nav-visit-approvals',
    allowed: (u) => any(u, 'request.decide'),
  },
  {
    path: '/movilizacion/vehiculos',
    labelKey: 'nav.vehicleRequests',
    descriptionKey: 'nav.vehicleRequestsHint',
    icon: IconCar,
    testId: 'nav-vehicle-requests',
    allowed: (u) => any(u, 'request.submit'),
  },
  {
    path: '/movilizacion/aprobaciones-vehiculos',
    labelKey: 'nav.vehicleApprovals',
    descriptionKey: 'nav.vehicleApprovalsHint',
    icon: IconCarSuv,
    testId: 'nav-vehicle-approvals',
    allowed: (u) => any(u, 'request.decide'),
  },
  {
    path: '/acceso/marcaciones',
    labelKey: 'nav.marks',
    descriptionKey: 'nav.marksHint',
    icon: IconFingerprint,
    testId: 'nav-marks',
    allowed: (u) => any(u, 'access.supervise'),
  },
  {
    path: '/acceso/en-sitio',
    labelKey: 'nav.onSite',
    descriptionKey: 'nav.onSiteHint',
    icon: IconUserShield,
    testId: 'nav-on-site',
    allowed: (u) => any(u, 'access.supervise', 'board.read'),
  },
  {
    path: '/acceso/puntos-control',
    labelKey: 'nav.checkpoints',
    descriptionKey: 'nav.checkpointsHint',
    icon: IconDoorEnter,
    testId: 'nav-checkpoints',
    allowed: (u) => any(u, 'admin.operate', 'request.decide'),
  },
  {
    path: '/acceso/dispositivos',
    labelKey: 'nav.devices',
    descriptionKey: 'nav.devicesHint',
    icon: IconCpu,
    testId: 'nav-devices',
    allowed: (u) => any(u, 'admin.operate', 'request.decide'),
  },
  // the attendance day (issue 21): who supervises marks reads attendance
  {
    path: '/asistencia/dia',
    labelKey: 'nav.attendanceMonth',
    descriptionKey: 'nav.attendanceMonthHint',
    icon: IconCalendarStats,
    testId: 'nav-attendance-month',
    allowed: (u) => any(u, 'access.supervise'),
  },
  {
    path: '/asistencia/planilla',
    labelKey: 'nav.attendancePayroll',
    descriptionKey: 'nav.attendancePayrollHint',
    icon: IconReportMoney,
    testId: 'nav-attendance-payroll',
    allowed: (u) => any(u, 'access.supervise'),
  },
  // access rules (issue 20): the client's administrators
  ...(
    [
      ['/acceso/horarios', 'accessSchedules', IconClock],
      ['/acceso/grupos', 'accessGroups', IconUsersGroup],
      ['/acceso/perfiles', 'accessProfiles', IconId],
      ['/acceso/personas', 'personAccess', IconUserCog],
      ['/acceso/vehiculos', 'vehicleAccess', IconCar],
      ['/acceso/restricciones', 'accessRestrictions', IconBan],
      ['/acceso/exoneraciones', 'accessExemptions', IconShieldCheck],
    ] as const
  ).map(([path, key, icon]) => ({
    path,
    labelKey: `nav.${key}`,
    descriptionKey: `nav.${key}Hint`,
    icon,
    testId: `nav-${key}`,
    allowed: (u: SessionUser) => any(u, 'catalog.admin'),
  })),
  // identification (issue 21): the client's administrators
  ...(
    [
      ['/identificacion/credenciales', 'credentials', IconId],
      ['/identificacion/tipos-persona', 'identificationTypes', IconUserCheck],
    ] as const
  ).map(([path, key, icon]) => ({
    path,
    labelKey: `nav.${key}`,
    descriptionKey: `nav.${key}Hint`,
    icon,
    testId: `nav-${key}`,
    allowed: (u: SessionUser) => any(u, 'catalog.admin'),
  })),
  // attendance configuration (issue 21): the attendance administrators
  ...(
    [
      ['/asistencia/configuracion', 'attendanceCompanies', IconBuildingFactory2],
      ['/asistencia/horarios', 'attendanceSchedules', IconCalendarTime],
      ['/asistencia/justificaciones', 'justificationTypes', IconFileCertificate],
      ['/asistencia/personas', 'attendancePeople', IconUserCog],
    ] as const
  ).map(([path, key, icon]) => ({
    path,
    labelKey: `nav.${key}`,
    descriptionKey: `nav.${key}Hint`,
    icon,
    testId: `nav-${key}`,
    allowed: (u: SessionUser) => any(u, 'attendance.admin'),
  })),
];

export const HOME_ITEM = { path: '/dashboard', labelKey: 'nav.home', icon: IconHome } as const;

export const navItemsFor = (user: SessionUser | null): NavItem[] =>
  user ? NAV_ITEMS.filter((i) => i.allowed(user)) : [];
