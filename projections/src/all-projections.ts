import { demobilizationsProjection } from './accreditation/demobilizations.projection';
import { requestsProjection } from './accreditation/requests.projection';
import { zonesProjection } from './access/zones.projection';
import { siteEntriesProjection } from './access/site-entries.projection';
import { adminRecordsProjection } from './administration/admin-records.projection';
import { clientsProjection } from './administration/clients.projection';
import { catalogItemsProjection } from './catalogs/catalog-items.projection';
import { companiesProjection } from './administration/companies.projection';
import { contractsProjection } from './administration/contracts.projection';
import { peopleProjection } from './administration/people.projection';
import { bedsProjection } from './lodging/beds.projection';
import { hotelsProjection } from './lodging/hotels.projection';
import { tripsProjection } from './transport/trips.projection';
import { userProfilesProjection } from './security/user-profiles.projection';
import { requirementStatusProjection } from './requirements/requirement-status.projection';
import { requirementTypesProjection } from './requirements/requirement-types.projection';
import { visitsProjection } from './accreditation/visits.projection';
import { accessRulesProjection } from './access/access-rules.projection';
import { attendanceConfigProjection } from './attendance/attendance-config.projection';
import { vehicleRequestsProjection } from './accreditation/vehicle-requests.projection';
import { checkpointsProjection } from './access/checkpoints.projection';
import { devicesProjection } from './access/devices.projection';
import { attendanceDaysProjection } from './attendance/attendance-days.projection';
import type { Projection } from './runner/projection';
import { bulkBatchesProjection } from './accreditation/bulk-batches.projection';
import { marksProjection } from './access/marks.projection';
import { identificationProjection } from './identification/identification.projection';
import { contractEndowmentProjection } from './accreditation/contract-endowment.projection';

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
  requirementTypesProjection,
  requirementStatusProjection,
  siteEntriesProjection,
  bulkBatchesProjection,
  visitsProjection,
  vehicleRequestsProjection,
  marksProjection,
  checkpointsProjection,
  devicesProjection,
  accessRulesProjection,
  identificationProjection,
  attendanceConfigProjection,
  attendanceDaysProjection,
  contractEndowmentProjection,
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
  requirementTypes: requirementTypesProjection.name,
  requirementStatus: requirementStatusProjection.name,
  siteEntries: siteEntriesProjection.name,
  bulkBatches: bulkBatchesProjection.name,
  visits: visitsProjection.name,
  vehicleRequests: vehicleRequestsProjection.name,
  marks: marksProjection.name,
  checkpoints: checkpointsProjection.name,
  devices: devicesProjection.name,
  accessRules: accessRulesProjection.name,
  identification: identificationProjection.name,
  attendanceConfig: attendanceConfigProjection.name,
  attendanceDays: attendanceDaysProjection.name,
  contractEndowment: contractEndowmentProjection.name,
} as const;
