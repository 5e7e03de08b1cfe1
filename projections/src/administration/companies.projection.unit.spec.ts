import { projectionSpec } from '@faena/test-kit';
import { COMPANIES_COLLECTION, companiesProjection } from './companies.projection';

const company = {
  companyId: 'CO1',
  name: 'Servicios Mineros SpA',
  documentType: 'RUT',
  documentNumber: '76123456-7',
  contractor: true,
  category: 'Servicios',
  country: 'CL',
};

describe('companies.v1', () => {
  it('writes the company row', () =>
    projectionSpec(companiesProjection)
      .given([{ type: 'catalog.CompanyRegistered', data: company }])
      .thenDocument(COMPANIES_COLLECTION, 'CO1', company));

  it('keeps only the row fields of the payload', () =>
    projectionSpec(companiesProjection)
      .given([{ type: 'catalog.CompanyRegistered', data: { ...company, extra: 'dropped' } }])
      .thenDocument(COMPANIES_COLLECTION, 'CO1', company));

  it('gives identical documents on replay', () =>
    projectionSpec(companiesProjection)
      .given([
        { type: 'catalog.CompanyRegistered', data: company },
        {
          type: 'catalog.CompanyRegistered',
          data: { ...company, companyId: 'CO2', contractor: false },
        },
      ])
      .thenSameOnReplay());
});
