import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const CredentialsPage = lazy(() =>
  import('../../features/identification/components/credentials-page').then((m) => ({
    default: m.CredentialsPage,
  })),
);
const PersonTypesPage = lazy(() =>
  import('../../features/identification/components/person-types-page').then((m) => ({
    default: m.PersonTypesPage,
  })),
);

/** The identification screens (credentials, person types), inside the layout. */
export const IDENTIFICATION_ROUTES: RouteObject[] = [
  { path: '/identificacion/credenciales', element: <CredentialsPage /> },
  { path: '/identificacion/tipos-persona', element: <PersonTypesPage /> },
];
