/** The error codes of attendance configuration (merged into ERRORS, shared/errors.ts). */
export const ATTENDANCE_ERRORS = {
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
} as const satisfies Record<string, { status: number; key: string }>;
