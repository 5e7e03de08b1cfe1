import { CONTRACTS_CONFIG } from './contracts-config';
import { CUSTOMERS_CONFIG } from './customers-config';
import { COMPANIES_CONFIG, POSITIONS_CONFIG } from './master-configs';
import { MasterPage } from './master-page';
import { PEOPLE_CONFIG } from './people-config';
import { REPOSITORIES_CONFIG } from './repositories-config';
import { VEHICLES_CONFIG } from './vehicles-config';

/** The master-data screens under /administracion/* (one config each on the shared MasterPage). */
export const PeoplePage = () => <MasterPage config={PEOPLE_CONFIG} />;
export const CompaniesPage = () => <MasterPage config={COMPANIES_CONFIG} />;
export const ContractsPage = () => <MasterPage config={CONTRACTS_CONFIG} />;
export const PositionsPage = () => <MasterPage config={POSITIONS_CONFIG} />;
export const VehiclesPage = () => <MasterPage config={VEHICLES_CONFIG} />;
export const CustomersPage = () => <MasterPage config={CUSTOMERS_CONFIG} />;
export const RepositoriesPage = () => <MasterPage config={REPOSITORIES_CONFIG} />;
export { CountriesPage } from './countries-page';
