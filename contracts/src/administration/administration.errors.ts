/** The error codes of master data (people, companies, contracts, holidays) (merged into ERRORS, shared/errors.ts). */
export const ADMINISTRATION_ERRORS = {
  'catalog.personNotFound': { status: 404, key: 'errors:catalog.personNotFound' },
  'catalog.contractNotFound': { status: 404, key: 'errors:catalog.contractNotFound' },
  'catalog.personTerminated': { status: 422, key: 'errors:catalog.personTerminated' },
  'catalog.recordNotFound': { status: 404, key: 'errors:catalog.recordNotFound' },
  'catalog.alreadyExists': { status: 422, key: 'errors:catalog.alreadyExists' },
  'catalog.documentTaken': { status: 422, key: 'errors:catalog.documentTaken' },
  'catalog.companyNotFound': { status: 422, key: 'errors:catalog.companyNotFound' },
  'catalog.holidayTemplate': { status: 422, key: 'errors:catalog.holidayTemplate' },
  'catalog.addendumShortens': { status: 422, key: 'errors:catalog.addendumShortens' },
} as const satisfies Record<string, { status: number; key: string }>;
