/**
 * Stream names of the write side (ARCHITECTURE §4, `<context>.<aggregate>-<id>`). Shared so the
 * handlers, the demo seed and the tests name a stream the same way. Set-based rules each own a
 * stream: one active accreditation per person and client, one open demobilization per person and client, a contract's quota, one seat per worker
 * per date, no overlap on a bed, one bed per person per night.
 */
export const STREAMS = {
  client: (clientId: string) => `catalog.client-${clientId}`,
  company: (companyId: string) => `catalog.company-${companyId}`,
  contract: (contractId: string) => `catalog.contract-${contractId}`,
  person: (personId: string) => `catalog.person-${personId}`,
  position: (positionId: string) => `catalog.position-${positionId}`,
  vehicle: (vehicleId: string) => `catalog.vehicle-${vehicleId}`,
  customer: (customerId: string) => `catalog.customer-${customerId}`,
  country: (countryId: string) => `catalog.country-${countryId}`,
  repository: (repositoryId: string) => `catalog.repository-${repositoryId}`,
  request: (requestId: string) => `accreditation.request-${requestId}`,
  personAccreditation: (personId: string, clientId: string) =>
    `accreditation.person-${personId}-${clientId}`,
  contractQuota: (contractId: string) => `accreditation.contract-quota-${contractId}`,
  demobilization: (demobilizationId: string) => `accreditation.demobilization-${demobilizationId}`,
  openDemobilization: (personId: string, clientId: string) =>
    `accreditation.open-demobilization-${personId}-${clientId}`,
  zone: (zoneId: string) => `access.zone-${zoneId}`,
  /** the names a client's zones took (the unique zone name rule's stream) */
  zoneNames: (clientId: string) => `access.zone-names-${clientId}`,
  /** a client's devices: one stream, so an IP or MAC is unique within the client */
  devices: (clientId: string) => `access.devices-${clientId}`,
  personMarks: (personId: string) => `access.person-${personId}`,
  accessSchedules: (clientId: string) => `access.schedules-${clientId}`,
  accessGroups: (clientId: string) => `access.groups-${clientId}`,
  /** a client's access profiles: one stream, so a profile code is unique within the client */
  accessProfiles: (clientId: string) => `access.profiles-${clientId}`,
  personAccessRules: (personId: string, clientId: string) => `access.rules-${personId}-${clientId}`,
  trip: (tripId: string) => `transport.trip-${tripId}`,
  workerDay: (personId: string, date: string) => `transport.worker-day-${personId}-${date}`,
  camp: (hotelId: string) => `lodging.camp-${hotelId}`,
  bed: (bedId: string) => `lodging.bed-${bedId}`,
  personNights: (personId: string) => `lodging.person-${personId}`,
  requirementTypes: () => 'requirements.types',
  requirementDocuments: (entity: string, subjectId: string, clientId: string) =>
    `requirements.documents-${entity}-${subjectId}-${clientId}`,
  requirementUpdate: (updateId: string) => `requirements.update-${updateId}`,
  requirementNotice: (docId: string) => `requirements.notice-${docId}`,
  bookingFlags: (kind: 'bed' | 'seat', id: string) => `requirements.booking-flags-${kind}-${id}`,
  clientParameters: (clientId: string) => `system.client-parameters-${clientId}`,
  demobilizationCascade: (demobilizationId: string) =>
    `accreditation.demobilization-cascade-${demobilizationId}`,
  visit: (visitId: string) => `accreditation.visit-${visitId}`,
  visitor: (personId: string, clientId: string) => `accreditation.visitor-${personId}-${clientId}`,
  vehicleRequest: (requestId: string) => `accreditation.vehicle-request-${requestId}`,
  vehicleAccreditation: (vehicleId: string, clientId: string) =>
    `accreditation.vehicle-${vehicleId}-${clientId}`,
  vehicleMarks: (vehicleId: string) => `access.vehicle-${vehicleId}`,
  /** a person's identification type (issue 21; the door reads it) */
  personIdentification: (personId: string) => `identification.person-${personId}`,
  /** a worker's credentials at a client: the one-active-credential rule's stream */
  credentials: (personId: string, clientId: string) =>
    `identification.credentials-${personId}-${clientId}`,
  /** attendance (issue 21): a client's schedules and justification types (a code unique per client) */
  attendanceSchedules: (clientId: string) => `attendance.schedules-${clientId}`,
  justificationTypes: (clientId: string) => `attendance.justification-types-${clientId}`,
  /** a company's payroll groups and special conditions */
  attendanceCompany: (companyId: string) => `attendance.company-${companyId}`,
  /** a person's assignments and applied justifications (the per-week or per-day limits) */
  attendancePerson: (personId: string) => `attendance.person-${personId}`,
} as const;
