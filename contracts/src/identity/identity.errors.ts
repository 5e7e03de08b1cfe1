/** The error codes of sign-in and identity (merged into ERRORS, shared/errors.ts). */
export const IDENTITY_ERRORS = {
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
} as const satisfies Record<string, { status: number; key: string }>;
