/** The error codes of identification: credentials (merged into ERRORS, shared/errors.ts). */
export const IDENTIFICATION_ERRORS = {
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
} as const satisfies Record<string, { status: number; key: string }>;
