import {
  IconBuildingFactory2,
  IconCalendarStats,
  IconCalendarTime,
  IconFileCertificate,
  IconReportMoney,
  IconUserCog,
} from '@tabler/icons-react';
import { adminItems, anyOf, type NavItem } from './nav-item';

/** The attendance day (issue 21): who supervises marks reads attendance. */
export const ATTENDANCE_NAV: NavItem[] = [
  {
    path: '/asistencia/dia',
    labelKey: 'nav.attendanceMonth',
    descriptionKey: 'nav.attendanceMonthHint',
    icon: IconCalendarStats,
    testId: 'nav-attendance-month',
    allowed: (u) => anyOf(u, 'access.supervise'),
  },
  {
    path: '/asistencia/planilla',
    labelKey: 'nav.attendancePayroll',
    descriptionKey: 'nav.attendancePayrollHint',
    icon: IconReportMoney,
    testId: 'nav-attendance-payroll',
    allowed: (u) => anyOf(u, 'access.supervise'),
  },
];

/** Attendance configuration (issue 21): the attendance administrators. */
export const ATTENDANCE_CONFIG_NAV: NavItem[] = adminItems(
  [
    ['/asistencia/configuracion', 'attendanceCompanies', IconBuildingFactory2],
    ['/asistencia/horarios', 'attendanceSchedules', IconCalendarTime],
    ['/asistencia/justificaciones', 'justificationTypes', IconFileCertificate],
    ['/asistencia/personas', 'attendancePeople', IconUserCog],
  ],
  'attendance.admin',
);
