import { lazy } from 'react';
import { createHashRouter, Navigate } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { ACCESS_ROUTES } from './routes/access-routes';
import { ACCREDITATION_ROUTES } from './routes/accreditation-routes';
import { ADMINISTRATION_ROUTES } from './routes/administration-routes';
import { ATTENDANCE_ROUTES } from './routes/attendance-routes';
import { Home } from './routes/home';
import { IDENTIFICATION_ROUTES } from './routes/identification-routes';
import { Logout } from './routes/logout';
import { ErrorPage, NotFound } from './routes/not-found';
import { REQUIREMENTS_ROUTES } from './routes/requirements-routes';
import { GuestOnly, RequireAuth } from './routes/require-auth';

/** Each area loads when first visited. */
const LoginPage = lazy(() =>
  import('../features/identity/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const SeatMapPage = lazy(() =>
  import('../features/transport/components/seat-map-page').then((m) => ({
    default: m.SeatMapPage,
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
const ClientParametersPage = lazy(() =>
  import('../features/system/client-parameters/components/client-parameters-page').then((m) => ({
    default: m.ClientParametersPage,
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
          { path: '/pared', element: <WallPage /> },
          { path: '/dashboard/campamento/:hotelId?', element: <BedBoardPage /> },
          { path: '/transporte/asientos/:tripId?', element: <SeatMapPage /> },
          ...ACCREDITATION_ROUTES,
          ...ACCESS_ROUTES,
          ...ADMINISTRATION_ROUTES,
          ...AREAS.map((area) => ({ path: `/${area}`, element: <AreaPage /> })),
          // paths match case-insensitively: this covers /Seguridad too
          { path: '/seguridad', element: <Navigate to="/seguridad/usuarioLogin" replace /> },
          { path: '/seguridad/usuarioLogin', element: <UserLoginPage /> },
          ...REQUIREMENTS_ROUTES,
          { path: '/sistema/parametros', element: <ClientParametersPage /> },
          ...IDENTIFICATION_ROUTES,
          ...ATTENDANCE_ROUTES,
        ],
      },
    ],
  },
  { path: '/error', element: <Navigate to="/error/error-v1" replace /> },
  { path: '/error/:variant', element: <ErrorPage /> },
  { path: '*', element: <NotFound /> },
]);
