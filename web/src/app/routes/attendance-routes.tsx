import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const AttendanceMonthPage = lazy(() =>
  import('../../features/attendance/day/components/attendance-month-page').then((m) => ({
    default: m.AttendanceMonthPage,
  })),
);
const AttendancePayrollPage = lazy(() =>
  import('../../features/attendance/day/components/attendance-payroll-page').then((m) => ({
    default: m.AttendancePayrollPage,
  })),
);
const AttendanceCompaniesPage = lazy(() =>
  import('../../features/attendance/config/components/companies-page').then((m) => ({
    default: m.AttendanceCompaniesPage,
  })),
);
const AttendanceSchedulesPage = lazy(() =>
  import('../../features/attendance/config/components/schedules-page').then((m) => ({
    default: m.AttendanceSchedulesPage,
  })),
);
const JustificationTypesPage = lazy(() =>
  import('../../features/attendance/config/components/justification-types-page').then((m) => ({
    default: m.JustificationTypesPage,
  })),
);
const AttendancePeoplePage = lazy(() =>
  import('../../features/attendance/config/components/people-page').then((m) => ({
    default: m.AttendancePeoplePage,
  })),
);

/** The attendance screens (configuration, the day, the payroll), inside the layout. */
export const ATTENDANCE_ROUTES: RouteObject[] = [
  { path: '/asistencia/configuracion', element: <AttendanceCompaniesPage /> },
  { path: '/asistencia/horarios', element: <AttendanceSchedulesPage /> },
  { path: '/asistencia/justificaciones', element: <JustificationTypesPage /> },
  { path: '/asistencia/personas', element: <AttendancePeoplePage /> },
  { path: '/asistencia/dia', element: <AttendanceMonthPage /> },
  { path: '/asistencia/planilla', element: <AttendancePayrollPage /> },
];
