/** The error codes of the generic catalogues (merged into ERRORS, shared/errors.ts). */
export const CATALOG_ERRORS = {
  'catalogs.codeTaken': { status: 422, key: 'errors:catalogs.codeTaken' },
  'catalogs.itemNotFound': { status: 404, key: 'errors:catalogs.itemNotFound' },
  'catalogs.unknownCatalog': { status: 404, key: 'errors:catalogs.unknownCatalog' },
} as const satisfies Record<string, { status: number; key: string }>;
