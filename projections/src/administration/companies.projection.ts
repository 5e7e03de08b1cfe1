import type { CompanyRegistered, CompanyRow, CompanyUpdated } from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type ProjectionContext } from '../runner/projection';

export const COMPANIES_COLLECTION = 'companies_v1';

/** A registration or a full snapshot (CompanyUpdated) as the company's row. */
function putCompany(data: CompanyRegistered['data'], ctx: ProjectionContext): void {
  const row: CompanyRow = {
    companyId: data.companyId,
    name: data.name,
    documentType: data.documentType,
    documentNumber: data.documentNumber,
    contractor: data.contractor,
    category: data.category,
    country: data.country,
    ...(data.nickname !== undefined
      ? {
          nickname: data.nickname,
          address: data.address ?? '',
          controlAttendance: data.controlAttendance ?? false,
        }
      : {}),
  };
  ctx.put(COMPANIES_COLLECTION, row.companyId, { ...row });
}

/** companies.v1: one CompanyRow per company (contractors and others). */
export const companiesProjection = defineProjection({
  name: 'companies.v1',
  collections: [
    {
      name: COMPANIES_COLLECTION,
      indexes: ['name', 'documentNumber', 'documentType', 'country', 'contractor', 'category'],
      search: ['name', 'documentNumber'],
    },
  ],
  ...handlersOf<CompanyRegistered | CompanyUpdated>({
    'catalog.CompanyRegistered': ({ data }, ctx) => putCompany(data, ctx),
    'catalog.CompanyUpdated': ({ data }, ctx) => putCompany(data, ctx),
  }),
});
