/** The error codes of requirements (merged into ERRORS, shared/errors.ts). */
export const REQUIREMENTS_ERRORS = {
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
} as const satisfies Record<string, { status: number; key: string }>;
