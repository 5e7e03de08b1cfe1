import {
  API,
  catalogPath,
  CommandResultSchema,
  CREDENTIAL_TYPES_CATALOG,
  CredentialsPageSchema,
  IDENTIFICATION_REASONS_CATALOG,
  IDENTIFICATION_TYPES_CATALOG,
  PersonIdentificationPageSchema,
  type AssignIdentificationTypeBody,
  type CatalogItemRow,
  type CompanyRow,
  type CredentialRow,
  type CredentialsQuery,
  type GridPage,
  type InactivateCredentialBody,
  type IssueCredentialBody,
  type PersonIdentificationRow,
  type PrintCredentialsBody,
  type ReasonKind,
} from '@faena/contracts';
import type { GridParams } from '../../../components/ui/grid-query';
import { fileObjectUrl, http } from '../../../lib/http';

const parsed = (r: unknown) => CommandResultSchema.parse(r);

export const issueCredential = (body: IssueCredentialBody) =>
  http.post<unknown>(API.issueCredential.path, body).then(parsed);
export const inactivateCredential = (body: InactivateCredentialBody) =>
  http.post<unknown>(API.inactivateCredential.path, body).then(parsed);
export const printCredentials = (body: PrintCredentialsBody) =>
  http.post<unknown>(API.printCredentials.path, body).then(parsed);
/** The badges of the credentials as one PDF (object URL for the viewer and the download link). */
export const badgesPdfUrl = (credentialIds: string[], lang: 'es' | 'en') =>
  fileObjectUrl(API.credentialBadges.path, { ids: credentialIds.join(','), lang });
export const assignIdentificationType = (body: AssignIdentificationTypeBody) =>
  http.put<unknown>(API.assignIdentificationType.path, body).then(parsed);

/** The grid's filters (company, person or document, type, status, printed). */
export type CredentialFilters = Omit<CredentialsQuery, 'skip' | 'take'>;

export const credentialPages =
  (filters: CredentialFilters) =>
  async (params: GridParams & { afterPosition?: number }): Promise<GridPage<CredentialRow>> => {
    const page = CredentialsPageSchema.parse(
      await http.get<unknown>(API.listCredentials.path, {
        ...filters,
        skip: params.skip,
        take: params.take,
        afterPosition: params.afterPosition,
      }),
    );
    return {
      totalCount: page.totalCount,
      data: page.data.map((r, i) => ({ ...r, RowIndex: params.skip + i + 1 })),
    };
  };

export const personIdentificationPages =
  (filters: { text?: string | undefined; assigned?: 'S' | 'N' | undefined }) =>
  async (
    params: GridParams & { afterPosition?: number },
  ): Promise<GridPage<PersonIdentificationRow>> => {
    const page = PersonIdentificationPageSchema.parse(
      await http.get<unknown>(API.listPersonIdentification.path, {
        ...filters,
        skip: params.skip,
        take: params.take,
        afterPosition: params.afterPosition,
      }),
    );
    return {
      totalCount: page.totalCount,
      data: page.data.map((r, i) => ({ ...r, RowIndex: params.skip + i + 1 })),
    };
  };

/** A choice of a select: the code sent and the text shown. */
export interface Option {
  value: string;
  label: string;
}
export interface CredentialTypeOption extends Option {
  validityDays: number | null;
}
export interface ReasonOption extends Option {
  kind: ReasonKind;
}

const ACTIVE = { skip: 0, take: 200, filter: JSON.stringify(['active', '=', 'S']) };
const itemsOf = (catalogId: string) =>
  http
    .get<GridPage<CatalogItemRow>>(catalogPath('catalogGrid', catalogId), ACTIVE)
    .then((page) => page.data);
const labelOf = (item: CatalogItemRow) => String(item['description'] ?? item.code);

/** The lists the identification screens pick from, loaded at once. */
export async function identificationOptions() {
  const [types, credentialTypes, reasons, companies] = await Promise.all([
    itemsOf(IDENTIFICATION_TYPES_CATALOG),
    itemsOf(CREDENTIAL_TYPES_CATALOG),
    itemsOf(IDENTIFICATION_REASONS_CATALOG),
    http.get<GridPage<CompanyRow>>(API.listCompanies.path, {
      skip: 0,
      take: 1000,
      sort: JSON.stringify([{ selector: 'name', desc: false }]),
    }),
  ]);
  return {
    identificationTypes: types.map((i): Option => ({ value: i.code, label: labelOf(i) })),
    credentialTypes: credentialTypes.map((i): CredentialTypeOption => ({
      value: i.code,
      label: labelOf(i),
      validityDays: typeof i['validityDays'] === 'number' ? i['validityDays'] : null,
    })),
    reasons: reasons.flatMap((i): ReasonOption[] =>
      i['kind'] === 'E' || i['kind'] === 'I'
        ? [{ value: i.code, label: labelOf(i), kind: i['kind'] }]
        : [],
    ),
    companies: companies.data.map((c): Option => ({ value: c.companyId, label: c.name })),
  };
}
export type IdentificationOptions = Awaited<ReturnType<typeof identificationOptions>>;
