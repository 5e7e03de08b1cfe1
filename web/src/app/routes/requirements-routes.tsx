import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const RequirementReportPage = lazy(() =>
  import('../../features/requirements/components/requirement-report-page').then((m) => ({
    default: m.RequirementReportPage,
  })),
);
const SubjectDocumentsPage = lazy(() =>
  import('../../features/requirements/components/subject-documents-page').then((m) => ({
    default: m.SubjectDocumentsPage,
  })),
);
const RequirementTypesPage = lazy(() =>
  import('../../features/requirements/components/requirement-types-page').then((m) => ({
    default: m.RequirementTypesPage,
  })),
);
const RequirementsUpdatePage = lazy(() =>
  import('../../features/requirements/components/requirements-update-page').then((m) => ({
    default: m.RequirementsUpdatePage,
  })),
);

/** The requirements screens (documents, report, types, update), inside the layout. */
export const REQUIREMENTS_ROUTES: RouteObject[] = [
  { path: '/requisito/documentos', element: <SubjectDocumentsPage /> },
  { path: '/requisito/reporte', element: <RequirementReportPage /> },
  { path: '/requisito/tipos', element: <RequirementTypesPage /> },
  { path: '/requisito/actualizacion', element: <RequirementsUpdatePage /> },
];
