/**
 * One error vocabulary for server and web: a code, its HTTP status and the i18n key the web shows.
 * Domain rule violations answer 422 with the spec's message (the i18n key's Spanish text).
 */
export const ERRORS = {
  'request.invalid': { status: 400, key: 'errors:request.invalid' },
  'auth.required': { status: 401, key: 'errors:auth.required' },
  'auth.invalidCredentials': { status: 401, key: 'errors:auth.invalidCredentials' },
  'auth.tokenInvalid': { status: 401, key: 'errors:auth.tokenInvalid' },
  'auth.refreshReused': { status: 401, key: 'errors:auth.refreshReused' },
  'auth.forbidden': { status: 403, key: 'errors:auth.forbidden' },
  'auth.locked': { status: 423, key: 'errors:auth.locked' },
  'auth.sessionIdle': { status: 401, key: 'errors:auth.sessionIdle' },
  'auth.captchaInvalid': { status: 400, key: 'errors:auth.captchaInvalid' },
  'auth.passwordChangeRequired': { status: 403, key: 'errors:auth.passwordChangeRequired' },
  'auth.tooManyAttempts': { status: 429, key: 'errors:auth.tooManyAttempts' },
  'identity.emailNotFound': { status: 404, key: 'errors:identity.emailNotFound' },
  'identity.recoveryMismatch': { status: 422, key: 'errors:identity.recoveryMismatch' },
  'identity.incorrectPassword': { status: 422, key: 'errors:identity.incorrectPassword' },
  'identity.ownPasswordOnly': { status: 403, key: 'errors:identity.ownPasswordOnly' },
  'resource.notFound': { status: 404, key: 'errors:resource.notFound' },
  'concurrency.conflict': { status: 409, key: 'errors:concurrency.conflict' },
  'command.conflict': { status: 409, key: 'errors:command.conflict' },
  'query.positionTimeout': { status: 503, key: 'errors:query.positionTimeout' },
  'accreditation.requestNotFound': { status: 404, key: 'errors:accreditation.requestNotFound' },
  'accreditation.alreadyActive': { status: 422, key: 'errors:accreditation.alreadyActive' },
  'accreditation.notPending': { status: 422, key: 'errors:accreditation.notPending' },
  'accreditation.notObserved': { status: 422, key: 'errors:accreditation.notObserved' },
  'accreditation.submittedNoEdit': { status: 422, key: 'errors:accreditation.submittedNoEdit' },
  'accreditation.submittedNoDelete': { status: 422, key: 'errors:accreditation.submittedNoDelete' },
  'accreditation.sentNotDeletable': { status: 422, key: 'errors:accreditation.sentNotDeletable' },
  'accreditation.startBeforeToday': { status: 422, key: 'errors:accreditation.startBeforeToday' },
  'accreditation.outsideContract': { status: 422, key: 'errors:accreditation.outsideContract' },
  'accreditation.dateRange': { status: 422, key: 'errors:accreditation.dateRange' },
  'accreditation.contractorWithoutCompany': {
    status: 422,
    key: 'errors:accreditation.contractorWithoutCompany',
  },
  'accreditation.otherCompany': { status: 403, key: 'errors:accreditation.otherCompany' },
  'accreditation.quotaExceeded': { status: 422, key: 'errors:accreditation.quotaExceeded' },
  'accreditation.noAttachment': { status: 422, key: 'errors:accreditation.noAttachment' },
  'accreditation.attachmentNotFound': {
    status: 404,
    key: 'errors:accreditation.attachmentNotFound',
  },
  'accreditation.tooManyAttachments': {
    status: 422,
    key: 'errors:accreditation.tooManyAttachments',
  },
  'demobilization.notFound': { status: 404, key: 'errors:demobilization.notFound' },
  'demobilization.notAccredited': { status: 422, key: 'errors:demobilization.notAccredited' },
  'demobilization.alreadyOpen': { status: 422, key: 'errors:demobilization.alreadyOpen' },
  'demobilization.cessationBeforeToday': {
    status: 422,
    key: 'errors:demobilization.cessationBeforeToday',
  },
  'demobilization.afterAccreditationEnd': {
    status: 422,
    key: 'errors:demobilization.afterAccreditationEnd',
  },
  'catalog.personNotFound': { status: 404, key: 'errors:catalog.personNotFound' },
  'catalog.contractNotFound': { status: 404, key: 'errors:catalog.contractNotFound' },
  'catalog.personTerminated': { status: 422, key: 'errors:catalog.personTerminated' },
  'catalog.recordNotFound': { status: 404, key: 'errors:catalog.recordNotFound' },
  'catalog.alreadyExists': { status: 422, key: 'errors:catalog.alreadyExists' },
  'catalog.documentTaken': { status: 422, key: 'errors:catalog.documentTaken' },
  'catalog.companyNotFound': { status: 422, key: 'errors:catalog.companyNotFound' },
  'catalog.holidayTemplate': { status: 422, key: 'errors:catalog.holidayTemplate' },
  'catalog.addendumShortens': { status: 422, key: 'errors:catalog.addendumShortens' },
  'access.doorNotFound': { status: 404, key: 'errors:access.doorNotFound' },
  'access.markNotFound': { status: 404, key: 'errors:access.markNotFound' },
  'access.personNotFound': { status: 404, key: 'errors:access.personNotFound' },
  'identification.personNotFound': { status: 404, key: 'errors:identification.personNotFound' },
  'identification.activeCredential': {
    status: 422,
    key: 'errors:identification.activeCredential',
  },
  'identification.credentialNotFound': {
    status: 404,
    key: 'errors:identification.credentialNotFound',
  },
  'identification.credentialInactive': {
    status: 422,
    key: 'errors:identification.credentialInactive',
  },
  'access.automaticMarkReadOnly': { status: 422, key: 'errors:access.automaticMarkReadOnly' },
  'access.markVoided': { status: 422, key: 'errors:access.markVoided' },
  'access.doorInactive': { status: 422, key: 'errors:access.doorInactive' },
  'access.zoneNoPersonMarking': { status: 422, key: 'errors:access.zoneNoPersonMarking' },
  'access.zoneNoVehicleMarking': { status: 422, key: 'errors:access.zoneNoVehicleMarking' },
  'access.zoneNotFound': { status: 404, key: 'errors:access.zoneNotFound' },
  'access.zoneNameTaken': { status: 422, key: 'errors:access.zoneNameTaken' },
  'access.doorNameTaken': { status: 422, key: 'errors:access.doorNameTaken' },
  'access.deviceNotFound': { status: 404, key: 'errors:access.deviceNotFound' },
  'access.deviceIpTaken': { status: 422, key: 'errors:access.deviceIpTaken' },
  'access.deviceMacTaken': { status: 422, key: 'errors:access.deviceMacTaken' },
  'access.scheduleCodeTaken': { status: 409, key: 'errors:access.scheduleCodeTaken' },
  'access.scheduleNotFound': { status: 404, key: 'errors:access.scheduleNotFound' },
  'access.groupCodeTaken': { status: 409, key: 'errors:access.groupCodeTaken' },
  'access.profileCodeTaken': { status: 409, key: 'errors:access.profileCodeTaken' },
  'access.profileNotFound': { status: 404, key: 'errors:access.profileNotFound' },
  'access.profileInactive': { status: 422, key: 'errors:access.profileInactive' },
  'access.personProfileNotFound': { status: 404, key: 'errors:access.personProfileNotFound' },
  'access.groupNotFound': { status: 404, key: 'errors:access.groupNotFound' },
  'access.membershipNotFound': { status: 404, key: 'errors:access.membershipNotFound' },
  'access.restrictionNotFound': { status: 404, key: 'errors:access.restrictionNotFound' },
  'access.exemptionNotFound': { status: 404, key: 'errors:access.exemptionNotFound' },
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
  'lodging.bedNotFound': { status: 404, key: 'errors:lodging.bedNotFound' },
  'lodging.bedOccupied': { status: 422, key: 'errors:lodging.bedOccupied' },
  'lodging.personHasBed': { status: 422, key: 'errors:lodging.personHasBed' },
  'lodging.dateRange': { status: 422, key: 'errors:lodging.dateRange' },
  'lodging.maxStay': { status: 422, key: 'errors:lodging.maxStay' },
  'lodging.notHotelAdministrator': { status: 403, key: 'errors:lodging.notHotelAdministrator' },
  'catalogs.codeTaken': { status: 422, key: 'errors:catalogs.codeTaken' },
  'catalogs.itemNotFound': { status: 404, key: 'errors:catalogs.itemNotFound' },
  'catalogs.unknownCatalog': { status: 404, key: 'errors:catalogs.unknownCatalog' },
  'requirements.typeNotFound': { status: 404, key: 'errors:requirements.typeNotFound' },
  'requirements.typeInactive': { status: 422, key: 'errors:requirements.typeInactive' },
  'requirements.wrongEntity': { status: 422, key: 'errors:requirements.wrongEntity' },
  'requirements.documentNotFound': { status: 404, key: 'errors:requirements.documentNotFound' },
  'requirements.notPending': { status: 422, key: 'errors:requirements.notPending' },
  'requirements.dateRange': { status: 422, key: 'errors:requirements.dateRange' },
  'requirements.subjectNotFound': { status: 404, key: 'errors:requirements.subjectNotFound' },
  'requirements.otherCompany': { status: 403, key: 'errors:requirements.otherCompany' },
  'requirements.missing': { status: 422, key: 'errors:requirements.missing' },
  'requirements.pendingReview': { status: 422, key: 'errors:requirements.pendingReview' },
  'requirements.expired': { status: 422, key: 'errors:requirements.expired' },
  'requirements.expiredDocument': { status: 422, key: 'errors:requirements.expiredDocument' },
  'requirements.expiresDuringStay': {
    status: 422,
    key: 'errors:requirements.expiresDuringStay',
  },
  'requirements.notInCompanies': { status: 422, key: 'errors:requirements.notInCompanies' },
  'attendance.scheduleCodeTaken': { status: 409, key: 'errors:attendance.scheduleCodeTaken' },
  'attendance.scheduleNotFound': { status: 404, key: 'errors:attendance.scheduleNotFound' },
  'attendance.justificationTypeCodeTaken': {
    status: 409,
    key: 'errors:attendance.justificationTypeCodeTaken',
  },
  'attendance.justificationTypeNotFound': {
    status: 404,
    key: 'errors:attendance.justificationTypeNotFound',
  },
  'attendance.companyNotFound': { status: 404, key: 'errors:attendance.companyNotFound' },
  'attendance.companyNotControlled': {
    status: 422,
    key: 'errors:attendance.companyNotControlled',
  },
  'attendance.companyWithoutConfiguration': {
    status: 422,
    key: 'errors:attendance.companyWithoutConfiguration',
  },
  'attendance.personNotFound': { status: 404, key: 'errors:attendance.personNotFound' },
  'attendance.justificationInactive': {
    status: 422,
    key: 'errors:attendance.justificationInactive',
  },
  'attendance.justificationLimitWeek': {
    status: 422,
    key: 'errors:attendance.justificationLimitWeek',
  },
  'attendance.justificationLimitDay': {
    status: 422,
    key: 'errors:attendance.justificationLimitDay',
  },
  'attendance.justificationNotFound': {
    status: 404,
    key: 'errors:attendance.justificationNotFound',
  },
  internal: { status: 500, key: 'errors:internal' },
  'accreditation.bulkNotFound': { status: 404, key: 'errors:accreditation.bulkNotFound' },
  'accreditation.bulkRowProcessed': { status: 422, key: 'errors:accreditation.bulkRowProcessed' },
  'accreditation.bulkBusy': { status: 409, key: 'errors:accreditation.bulkBusy' },
  'accreditation.bulkFileTooLarge': { status: 413, key: 'bulk:tooLarge' },
  'accreditation.bulkNothingToSend': {
    status: 422,
    key: 'errors:accreditation.bulkNothingToSend',
  },
  'visit.notFound': { status: 404, key: 'errors:visit.notFound' },
  'visit.maxDays': { status: 422, key: 'errors:visit.maxDays' },
  'visit.duplicateVisitor': { status: 422, key: 'errors:visit.duplicateVisitor' },
  'visit.hostNotWorker': { status: 422, key: 'errors:visit.hostNotWorker' },
  'visit.notVisitor': { status: 422, key: 'errors:visit.notVisitor' },
  'visit.zoneNotFound': { status: 422, key: 'errors:visit.zoneNotFound' },
  'visit.notPending': { status: 422, key: 'errors:visit.notPending' },
  'visit.notObserved': { status: 422, key: 'errors:visit.notObserved' },
  'visit.notRequester': { status: 403, key: 'errors:visit.notRequester' },
  'vehicleRequest.notFound': { status: 404, key: 'errors:vehicleRequest.notFound' },
  'vehicleRequest.vehicleNotFound': { status: 404, key: 'errors:vehicleRequest.vehicleNotFound' },
  'vehicleRequest.vehicleInactive': { status: 422, key: 'errors:vehicleRequest.vehicleInactive' },
  'vehicleRequest.contractWithoutVehicles': {
    status: 422,
    key: 'errors:vehicleRequest.contractWithoutVehicles',
  },
  'vehicleRequest.otherCompanyContract': {
    status: 422,
    key: 'errors:vehicleRequest.otherCompanyContract',
  },
  'vehicleRequest.alreadyActive': { status: 422, key: 'errors:vehicleRequest.alreadyActive' },
  'vehicleRequest.notPending': { status: 422, key: 'errors:vehicleRequest.notPending' },
  'vehicleRequest.notObserved': { status: 422, key: 'errors:vehicleRequest.notObserved' },
} as const satisfies Record<string, { status: number; key: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** A field-level validation issue: path joined with dots, and an i18n key as message. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The body of every error answer (application/problem+json). */
export interface Problem {
  status: number;
  code: ErrorCode;
  title: string;
  message: string;
  issues?: FieldIssue[];
  /** the values a domain error names: its message's `{name}` placeholders, and lists such as the
   * missing requirements' codes */
  params?: ProblemData;
}
export type ProblemData = Record<string, string | number | ReadonlyArray<string>>;

/** The error every layer throws; the HTTP filter turns it into a Problem. */
export class DomainError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: ProblemData = {},
  ) {
    super(code);
    this.name = 'DomainError';
    this.status = ERRORS[code].status;
  }
}

export class ValidationError extends Error {
  readonly status = 400;
  readonly code: ErrorCode = 'request.invalid';
  constructor(readonly issues: FieldIssue[]) {
    super('request.invalid');
    this.name = 'ValidationError';
  }
}
