import { lazy } from 'react';
import { createHashRouter, Navigate } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { ADMINISTRATION_ROUTES } from './routes/administration-routes';
import { Home } from './routes/home';
import { Logout } from './routes/logout';
import { ErrorPage, NotFound } from './routes/not-found';
import { GuestOnly, RequireAuth } from './routes/require-auth';

/** Each area loads when first visited. */
const LoginPage = lazy(() =>
  import('../features/identity/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const RequestsPage = lazy(() =>
  import('../features/accreditation/requests/components/requests-page').then((m) => ({
    default: m.RequestsPage,
  })),
);
const ApprovalsPage = lazy(() =>
  import('../features/accreditation/approvals/components/approvals-page').then((m) => ({
    default: m.ApprovalsPage,
  })),
);
const DemobilizationRequestsPage = lazy(() =>
  import('../features/accreditation/demobilization/components/demobilization-requests-page').then(
    (m) => ({ default: m.DemobilizationRequestsPage }),
  ),
);
const AttendanceMonthPage = lazy(() =>
  import('../features/attendance/day/components/attendance-month-page').then((m) => ({
    default: m.AttendanceMonthPage,
  })),
);
const AttendancePayrollPage = lazy(() =>
  import('../features/attendance/day/components/attendance-payroll-page').then((m) => ({
    default: m.AttendancePayrollPage,
  })),
);
const VisitsPage = lazy(() =>
  import('../features/accreditation/visits/components/visits-page').then((m) => ({
    default: m.VisitsPage,
  })),
);
const VisitApprovalsPage = lazy(() =>
  import('../features/accreditation/visits/components/visit-approvals-page').then((m) => ({
    default: m.VisitApprovalsPage,
  })),
);
const SchedulesPage = lazy(() =>
  import('../features/access/rules/components/schedules-page').then((m) => ({
    default: m.SchedulesPage,
  })),
);
const GroupsPage = lazy(() =>
  import('../features/access/rules/components/groups-page').then((m) => ({
    default: m.GroupsPage,
  })),
);
const ProfilesPage = lazy(() =>
  import('../features/access/rules/components/profiles-page').then((m) => ({
    default: m.ProfilesPage,
  })),
);
const VehicleAccessPage = lazy(() =>
  import('../features/access/rules/components/vehicle-access-page').then((m) => ({
    default: m.VehicleAccessPage,
  })),
);
const PersonAccessPage = lazy(() =>
  import('../features/access/rules/components/person-access-page').then((m) => ({
    default: m.PersonAccessPage,
  })),
);
const CredentialsPage = lazy(() =>
  import('../features/identification/components/credentials-page').then((m) => ({
    default: m.CredentialsPage,
  })),
);
const PersonTypesPage = lazy(() =>
  import('../features/identification/components/person-types-page').then((m) => ({
    default: m.PersonTypesPage,
  })),
);
const AttendanceCompaniesPage = lazy(() =>
  import('../features/attendance/config/components/companies-page').then((m) => ({
    default: m.AttendanceCompaniesPage,
  })),
);
const AttendanceSchedulesPage = lazy(() =>
  import('../features/attendance/config/components/schedules-page').then((m) => ({
    default: m.AttendanceSchedulesPage,
  })),
);
const JustificationTypesPage = lazy(() =>
  import('../features/attendance/config/components/justification-types-page').then((m) => ({
    default: m.JustificationTypesPage,
  })),
);
const AttendancePeoplePage = lazy(() =>
  import('../features/attendance/config/components/people-page').then((m) => ({
    default: m.AttendancePeoplePage,
  })),
);
const DemobilizationApprovalsPage = lazy(() =>
  import('../features/accreditation/demobilization/components/demobilization-approvals-page').then(
    (m) => ({ default: m.DemobilizationApprovalsPage }),
  ),
);
const MassDemobilizationPage = lazy(() =>
  import('../features/accreditation/demobilization/components/mass-demobilization-page').then(
    (m) => ({ default: m.MassDemobilizationPage }),
  ),
);
const HistoryPage = lazy(() =>
  import('../features/accreditation/request-history/components/history-page').then((m) => ({
    default: m.HistoryPage,
  })),
);
const OccupancyBoardPage = lazy(() =>
  import('../features/access/components/occupancy-board-page').then((m) => ({
    default: m.OccupancyBoardPage,
  })),
);
const GuardMarkPage = lazy(() =>
  import('../features/access/components/guard-mark-page').then((m) => ({
    default: m.GuardMarkPage,
  })),
);
const SeatMapPage = lazy(() =>
  import('../features/transport/components/seat-map-page').then((m) => ({
    default: m.SeatMapPage,
  })),
);
const MarksPage = lazy(() =>
  import('../features/access/marks/components/marks-page').then((m) => ({
    default: m.MarksPage,
  })),
);
const OnSitePage = lazy(() =>
  import('../features/access/marks/components/on-site-page').then((m) => ({
    default: m.OnSitePage,
  })),
);
const WallPage = lazy(() => import('./wall/wall-page').then((m) => ({ default: m.WallPage })));
const AreaPage = lazy(() => import('./shell/area-page').then((m) => ({ default: m.AreaPage })));
const UserLoginPage = lazy(() =>
  import('../features/identity/user-login/components/user-login-page').then((m) => ({
    default: m.UserLoginPage,
  })),
);
const BedBoardPage = lazy(() =>
  import('../features/lodging/components/bed-board-page').then((m) => ({
    default: m.BedBoardPage,
  })),
);

const RequirementReportPage = lazy(() =>
  import('../features/requirements/components/requirement-report-page').then((m) => ({
    default: m.RequirementReportPage,
  })),
);
const SubjectDocumentsPage = lazy(() =>
  import('../features/requirements/components/subject-documents-page').then((m) => ({
    default: m.SubjectDocumentsPage,
  })),
);
const PeopleStatusPage = lazy(() =>
  import('../features/accreditation/people-status/components/people-status-page').then((m) => ({
    default: m.PeopleStatusPage,
  })),
);
const BulkPage = lazy(() =>
  import('../features/accreditation/bulk/components/bulk-page').then((m) => ({
    default: m.BulkPage,
  })),
);
const RequirementTypesPage = lazy(() =>
  import('../features/requirements/components/requirement-types-page').then((m) => ({
    default: m.RequirementTypesPage,
  })),
);
const RequirementsUpdatePage = lazy(() =>
  import('../features/requirements/components/requirements-update-page').then((m) => ({
    default: m.RequirementsUpdatePage,
  })),
);
const ClientParametersPage = lazy(() =>
  import('../features/system/client-parameters/components/client-parameters-page').then((m) => ({
    default: m.ClientParametersPage,
  })),
);

const VehicleRequestsPage = lazy(() =>
  import('../features/accreditation/vehicle-requests/components/vehicle-requests-page').then(
    (m) => ({ default: m.VehicleRequestsPage }),
  ),
);
const VehicleApprovalsPage = lazy(() =>
  import('../features/accreditation/vehicle-requests/components/vehicle-approvals-page').then(
    (m) => ({ default: m.VehicleApprovalsPage }),
  ),
);

const CheckpointsPage = lazy(() =>
  import('../features/access/checkpoints/components/checkpoints-page').then((m) => ({
    default: m.CheckpointsPage,
  })),
);
const DevicesPage = lazy(() =>
  import('../features/access/checkpoints/components/devices-page').then((m) => ({
    default: m.DevicesPage,
  })),
);

/** The spec's areas (besides /dashboard); each loads when first visited. */
const AREAS = [
  'builder',
  'movilizacion',
  'desmovilizacion',
  'administracion',
  'consultas',
  'reporte',
  'requisito',
  'transporte',
  'campamento',
  'acceso',
  'identificacion',
  'asistencia',
] as const;

export const router = createHashRouter([
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  {
    path: '/auth',
    element: <GuestOnly />,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      { path: 'login', element: <LoginPage /> },
    ],
  },
  { path: '/logout', element: <Logout /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/dashboard', element: <Home /> },
          { path: '/dashboard/ocupacion', element: <OccupancyBoardPage /> },
          { path: '/acceso/marcar', element: <GuardMarkPage /> },
          { path: '/pared', element: <WallPage /> },
          { path: '/dashboard/campamento/:hotelId?', element: <BedBoardPage /> },
          { path: '/movilizacion/solicitudes', element: <RequestsPage /> },
          { path: '/movilizacion/aprobaciones', element: <ApprovalsPage /> },
          { path: '/desmovilizacion/solicitudes', element: <DemobilizationRequestsPage /> },
          { path: '/desmovilizacion/aprobaciones', element: <DemobilizationApprovalsPage /> },
          { path: '/desmovilizacion/masiva', element: <MassDemobilizationPage /> },
          { path: '/consultas/historial/:requestId?', element: <HistoryPage /> },
          { path: '/transporte/asientos/:tripId?', element: <SeatMapPage /> },
          ...ADMINISTRATION_ROUTES,
          ...AREAS.map((area) => ({ path: `/${area}`, element: <AreaPage /> })),
          // paths match case-insensitively: this covers /Seguridad too
          { path: '/seguridad', element: <Navigate to="/seguridad/usuarioLogin" replace /> },
          { path: '/seguridad/usuarioLogin', element: <UserLoginPage /> },
          { path: '/requisito/documentos', element: <SubjectDocumentsPage /> },
          { path: '/requisito/reporte', element: <RequirementReportPage /> },
          { path: '/requisito/tipos', element: <RequirementTypesPage /> },
          { path: '/consultas/estado', element: <PeopleStatusPage /> },
          { path: '/requisito/actualizacion', element: <RequirementsUpdatePage /> },
          { path: '/sistema/parametros', element: <ClientParametersPage /> },
          { path: '/movilizacion/masiva', element: <BulkPage /> },
          { path: '/movilizacion/visitas', element: <VisitsPage /> },
          { path: '/movilizacion/visitas/aprobaciones', element: <VisitApprovalsPage /> },
          { path: '/movilizacion/vehiculos', element: <VehicleRequestsPage /> },
          { path: '/movilizacion/aprobaciones-vehiculos', element: <VehicleApprovalsPage /> },
          { path: '/acceso/marcaciones', element: <MarksPage /> },
          { path: '/acceso/en-sitio', element: <OnSitePage /> },
          { path: '/acceso/puntos-control', element: <CheckpointsPage /> },
          { path: '/acceso/dispositivos', element: <DevicesPage /> },
          { path: '/acceso/horarios', element: <SchedulesPage /> },
          { path: '/acceso/grupos', element: <GroupsPage /> },
          { path: '/acceso/perfiles', element: <ProfilesPage /> },
          { path: '/acceso/personas', element: <PersonAccessPage /> },
          { path: '/acceso/vehiculos', element: <VehicleAccessPage /> },
          { path: '/acceso/restricciones', element: <PersonAccessPage tab="restrictions" /> },
          { path: '/acceso/exoneraciones', element: <PersonAccessPage tab="exemptions" /> },
          { path: '/identificacion/credenciales', element: <CredentialsPage /> },
          { path: '/identificacion/tipos-persona', element: <PersonTypesPage /> },
          { path: '/asistencia/configuracion', element: <AttendanceCompaniesPage /> },
          { path: '/asistencia/horarios', element: <AttendanceSchedulesPage /> },
          { path: '/asistencia/justificaciones', element: <JustificationTypesPage /> },
          { path: '/asistencia/personas', element: <AttendancePeoplePage /> },
          { path: '/asistencia/dia', element: <AttendanceMonthPage /> },
          { path: '/asistencia/planilla', element: <AttendancePayrollPage /> },
        ],
      },
    ],
  },
  { path: '/error', element: <Navigate to="/error/error-v1" replace /> },
  { path: '/error/:variant', element: <ErrorPage /> },
  { path: '*', element: <NotFound /> },
]);
