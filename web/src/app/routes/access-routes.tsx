import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const OccupancyBoardPage = lazy(() =>
  import('../../features/access/components/occupancy-board-page').then((m) => ({
    default: m.OccupancyBoardPage,
  })),
);
const GuardMarkPage = lazy(() =>
  import('../../features/access/components/guard-mark-page').then((m) => ({
    default: m.GuardMarkPage,
  })),
);
const MarksPage = lazy(() =>
  import('../../features/access/marks/components/marks-page').then((m) => ({
    default: m.MarksPage,
  })),
);
const OnSitePage = lazy(() =>
  import('../../features/access/marks/components/on-site-page').then((m) => ({
    default: m.OnSitePage,
  })),
);
const CheckpointsPage = lazy(() =>
  import('../../features/access/checkpoints/components/checkpoints-page').then((m) => ({
    default: m.CheckpointsPage,
  })),
);
const DevicesPage = lazy(() =>
  import('../../features/access/checkpoints/components/devices-page').then((m) => ({
    default: m.DevicesPage,
  })),
);
const SchedulesPage = lazy(() =>
  import('../../features/access/rules/components/schedules-page').then((m) => ({
    default: m.SchedulesPage,
  })),
);
const GroupsPage = lazy(() =>
  import('../../features/access/rules/components/groups-page').then((m) => ({
    default: m.GroupsPage,
  })),
);
const ProfilesPage = lazy(() =>
  import('../../features/access/rules/components/profiles-page').then((m) => ({
    default: m.ProfilesPage,
  })),
);
const VehicleAccessPage = lazy(() =>
  import('../../features/access/rules/components/vehicle-access-page').then((m) => ({
    default: m.VehicleAccessPage,
  })),
);
const PersonAccessPage = lazy(() =>
  import('../../features/access/rules/components/person-access-page').then((m) => ({
    default: m.PersonAccessPage,
  })),
);

/** The access screens (the occupancy board, marks, checkpoints, rules), inside the layout. */
export const ACCESS_ROUTES: RouteObject[] = [
  { path: '/dashboard/ocupacion', element: <OccupancyBoardPage /> },
  { path: '/acceso/marcar', element: <GuardMarkPage /> },
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
];
