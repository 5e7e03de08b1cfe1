/** The error codes of lodging: beds and hotels (merged into ERRORS, shared/errors.ts). */
export const LODGING_ERRORS = {
  'lodging.bedNotFound': { status: 404, key: 'errors:lodging.bedNotFound' },
  'lodging.bedOccupied': { status: 422, key: 'errors:lodging.bedOccupied' },
  'lodging.personHasBed': { status: 422, key: 'errors:lodging.personHasBed' },
  'lodging.dateRange': { status: 422, key: 'errors:lodging.dateRange' },
  'lodging.maxStay': { status: 422, key: 'errors:lodging.maxStay' },
  'lodging.notHotelAdministrator': { status: 403, key: 'errors:lodging.notHotelAdministrator' },
} as const satisfies Record<string, { status: number; key: string }>;
