import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const RequestsPage = lazy(() =>
  import('../../features/accreditation/requests/components/requests-page').then((m) => ({
    default: m.RequestsPage,
  })),
);
const ApprovalsPage = lazy(() =>
  import('../../features/accreditation/approvals/components/approvals-page').then((m) => ({
    default: m.ApprovalsPage,
  })),
);
const DemobilizationRequestsPage = lazy(() =>
  import('../../features/accreditation/demobilization/components/demobilization-requests-page').then(
    (m) => ({ default: m.DemobilizationRequestsPage }),
  ),
);
const DemobilizationApprovalsPage = lazy(() =>
  import('../../features/accreditation/demobilization/components/demobilization-approvals-page').then(
    (m) => ({ default: m.DemobilizationApprovalsPage }),
  ),
);
const MassDemobilizationPage = lazy(() =>
  import('../../features/accreditation/demobilization/components/mass-demobilization-page').then(
    (m) => ({ default: m.MassDemobilizationPage }),
  ),
);
const HistoryPage = lazy(() =>
  import('../../features/accreditation/request-history/components/history-page').then((m) => ({
    default: m.HistoryPage,
  })),
);
const PeopleStatusPage = lazy(() =>
  import('../../features/accreditation/people-status/components/people-status-page').then((m) => ({
    default: m.PeopleStatusPage,
  })),
);
const BulkPage = lazy(() =>
  import('../../features/accreditation/bulk/components/bulk-page').then((m) => ({
    default: m.BulkPage,
  })),
);
const VisitsPage = lazy(() =>
  import('../../features/accreditation/visits/components/visits-page').then((m) => ({
    default: m.VisitsPage,
  })),
);
const VisitApprovalsPage = lazy(() =>
  import('../../features/accreditation/visits/components/visit-approvals-page').then((m) => ({
    default: m.VisitApprovalsPage,
  })),
);
const VehicleRequestsPage = lazy(() =>
  import('../../features/accreditation/vehicle-requests/components/vehicle-requests-page').then(
    (m) => ({ default: m.VehicleRequestsPage }),
  ),
);
const VehicleApprovalsPage = lazy(() =>
  import('../../features/accreditation/vehicle-requests/components/vehicle-approvals-page').then(
    (m) => ({ default: m.VehicleApprovalsPage }),
  ),
);

/** The accreditation screens (movilización, desmovilización, consultas), inside the layout. */
export const ACCREDITATION_ROUTES: RouteObject[] = [
  { path: '/movilizacion/solicitudes', element: <RequestsPage /> },
  { path: '/movilizacion/aprobaciones', element: <ApprovalsPage /> },
  { path: '/desmovilizacion/solicitudes', element: <DemobilizationRequestsPage /> },
  { path: '/desmovilizacion/aprobaciones', element: <DemobilizationApprovalsPage /> },
  { path: '/desmovilizacion/masiva', element: <MassDemobilizationPage /> },
  { path: '/consultas/historial/:requestId?', element: <HistoryPage /> },
  { path: '/consultas/estado', element: <PeopleStatusPage /> },
  { path: '/movilizacion/masiva', element: <BulkPage /> },
  { path: '/movilizacion/visitas', element: <VisitsPage /> },
  { path: '/movilizacion/visitas/aprobaciones', element: <VisitApprovalsPage /> },
  { path: '/movilizacion/vehiculos', element: <VehicleRequestsPage /> },
  { path: '/movilizacion/aprobaciones-vehiculos', element: <VehicleApprovalsPage /> },
];
