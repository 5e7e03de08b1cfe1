import { demobilizationsProjection } from './accreditation/demobilizations.projection';
import { requestsProjection } from './accreditation/requests.projection';
import { zonesProjection } from './access/zones.projection';
import { adminRecordsProjection } from './catalog/admin-records.projection';
import { clientsProjection } from './catalog/clients.projection';
import { catalogItemsProjection } from './catalogs/catalog-items.projection';
import { companiesProjection } from './catalog/companies.projection';
import { contractsProjection } from './catalog/contracts.projection';
import { peopleProjection } from './catalog/people.projection';
import { bedsProjection } from './lodging/beds.projection';
import { hotelsProjection } from './lodging/hotels.projection';
import { tripsProjection } from './transport/trips.projection';
import { userProfilesProjection } from './identity/user-profiles.projection';
import type { Projection } from './runner/projection';

/** Every read model the product runs, in the order the runner starts them. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  clientsProjection,
  companiesProjection,
  contractsProjection,
  peopleProjection,
  adminRecordsProjection,
  requestsProjection,
  demobilizationsProjection,
  zonesProjection,
  tripsProjection,
  hotelsProjection,
  bedsProjection,
  catalogItemsProjection,
  userProfilesProjection,
];

/** Projection names, for waitFor(position, timeout, names) and rebuild(name). */
export const PROJECTION = {
  clients: clientsProjection.name,
  companies: companiesProjection.name,
  contracts: contractsProjection.name,
  people: peopleProjection.name,
  adminRecords: adminRecordsProjection.name,
  requests: requestsProjection.name,
  demobilizations: demobilizationsProjection.name,
  zones: zonesProjection.name,
  trips: tripsProjection.name,
  hotels: hotelsProjection.name,
  beds: bedsProjection.name,
  catalogItems: catalogItemsProjection.name,
  userProfiles: userProfilesProjection.name,
} as const;
