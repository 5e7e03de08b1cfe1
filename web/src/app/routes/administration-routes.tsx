import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const CatalogsIndexPage = lazy(() =>
  import('../../features/catalogs/components/catalogs-index-page').then((m) => ({
    default: m.CatalogsIndexPage,
  })),
);
const CatalogPage = lazy(() =>
  import('../../features/catalogs/components/catalog-page').then((m) => ({
    default: m.CatalogPage,
  })),
);

const admin = (
  name:
    | 'PeoplePage'
    | 'CompaniesPage'
    | 'ContractsPage'
    | 'PositionsPage'
    | 'VehiclesPage'
    | 'CustomersPage'
    | 'RepositoriesPage'
    | 'CountriesPage',
) =>
  lazy(() =>
    import('../../features/administration/components/administration-pages').then((m) => ({
      default: m[name],
    })),
  );
const PeoplePage = admin('PeoplePage');
const CompaniesPage = admin('CompaniesPage');
const ContractsPage = admin('ContractsPage');
const PositionsPage = admin('PositionsPage');
const VehiclesPage = admin('VehiclesPage');
const CustomersPage = admin('CustomersPage');
const RepositoriesPage = admin('RepositoriesPage');
const CountriesPage = admin('CountriesPage');

/**
 * The screens of the administration area (issue 4), inside the signed-in layout. Shared by the
 * catalogue screens and the master-data aggregates: each adds its own entries here.
 */
export const ADMINISTRATION_ROUTES: RouteObject[] = [
  // catalogues: one generic screen per declaration (contracts/src/catalogs)
  { path: '/administracion/catalogos', element: <CatalogsIndexPage /> },
  { path: '/administracion/catalogos/:catalogId', element: <CatalogPage /> },
  // master data with behaviour (features/administration)
  { path: '/administracion/personas', element: <PeoplePage /> },
  { path: '/administracion/empresas', element: <CompaniesPage /> },
  { path: '/administracion/contratos', element: <ContractsPage /> },
  { path: '/administracion/cargos', element: <PositionsPage /> },
  { path: '/administracion/vehiculos', element: <VehiclesPage /> },
  { path: '/administracion/clientes', element: <CustomersPage /> },
  { path: '/administracion/paises', element: <CountriesPage /> },
  { path: '/administracion/repositorios', element: <RepositoriesPage /> },
];
