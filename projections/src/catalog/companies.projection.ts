import type { CompanyRegistered, CompanyRow } from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection } from '../runner/projection';

export const COMPANIES_COLLECTION = 'companies_v1';

/** companies.v1: one CompanyRow per company (contractors and others). */
export const companiesProjection = defineProjection({
  name: 'companies.v1',
  collections: [{ name: COMPANIES_COLLECTION, indexes: ['name', 'documentNumber', 'contractor', 'category'] }],
  ...handlersOf<CompanyRegistered>({
    'catalog.CompanyRegistered': ({ data }, ctx) => {
      const row: CompanyRow = {
        companyId: data.companyId,
        name: data.name,
        documentType: data.documentType,
        documentNumber: data.documentNumber,
        contractor: data.contractor,
        category: data.category,
        country: data.country,
      };
      ctx.put(COMPANIES_COLLECTION, row.companyId, { ...row });
    },
  }),
});
