/** The error codes of transport: trips and seats (merged into ERRORS, shared/errors.ts). */
export const TRANSPORT_ERRORS = {
  'transport.tripNotFound': { status: 404, key: 'errors:transport.tripNotFound' },
  'transport.seatInvalid': { status: 422, key: 'errors:transport.seatInvalid' },
  'transport.seatTaken': { status: 422, key: 'errors:transport.seatTaken' },
  'transport.workerAlreadyBooked': { status: 422, key: 'errors:transport.workerAlreadyBooked' },
  'transport.busFull': { status: 422, key: 'errors:transport.busFull' },
  'transport.unitNotAccredited': { status: 422, key: 'errors:transport.unitNotAccredited' },
  'transport.workerNotEnabled': { status: 422, key: 'errors:transport.workerNotEnabled' },
  'transport.reservationNotFound': { status: 404, key: 'errors:transport.reservationNotFound' },
  'transport.otherCompany': { status: 403, key: 'errors:transport.otherCompany' },
  'transport.notYourReservation': { status: 403, key: 'errors:transport.notYourReservation' },
} as const satisfies Record<string, { status: number; key: string }>;
