import { SIGN_IN_CALLS } from '../identity/sign-in.api';
import { LOGIN_USER_CALLS } from '../identity/login-user.api';
import {
  SITE_CALLS,
  GLOBAL_SEARCH_CALLS,
  HOME_SUMMARY_CALLS,
  DEV_CLOCK_CALLS,
  CLIENT_PARAMETERS_CALLS,
} from '../system/system.api';
import { REQUEST_CALLS } from '../accreditation/request.api';
import {
  DEMOBILIZATION_CALLS,
  MASS_DEMOBILIZATION_CALLS,
} from '../accreditation/demobilization.api';
import { PERSON_CALLS } from '../administration/person.api';
import { COMPANY_CALLS } from '../administration/company.api';
import { MASTER_DATA_CALLS } from '../administration/master-data.api';
import { MARK_DOOR_CALLS, MARKS_CALLS } from '../access/access.api';
import { ACCESS_RULES_CALLS } from '../access/access-rules.api';
import { IDENTIFICATION_CALLS } from '../identification/identification.api';
import { ATTENDANCE_CALLS } from '../attendance/attendance.api';
import { TRANSPORT_CALLS } from '../transport/transport.api';
import { LODGING_CALLS } from '../lodging/lodging.api';
import { CATALOG_CALLS } from '../catalogs/catalog.api';
import { OPERATIONS_CALLS } from '../system/operations.api';
import { REQUIREMENT_CALLS, REQUEST_REQUIREMENT_CALLS } from '../requirements/requirements.api';
import { PEOPLE_STATUS_CALLS, CONTRACT_ENDOWMENT_CALLS } from '../accreditation/people-status.api';
import { BULK_CALLS } from '../accreditation/bulk.api';
import { VISIT_CALLS } from '../accreditation/visit.api';
import { VEHICLE_REQUEST_CALLS } from '../accreditation/vehicle-request.api';
import { CHECKPOINT_CALLS } from '../access/checkpoint.api';
import { ATTENDANCE_DAY_CALLS } from '../attendance/attendance-month.api';
import type { ApiCall } from './api-call';

export type { Access, ApiCall, RawAnswer } from './api-call';

/**
 * The HTTP calls of the product, shared by server and web, one table merged from each context's
 * `<context>/*.api.ts` (in this order, which is the OpenAPI document's). The spec's documented
 * calls keep their method and path; the others follow the same style
 * (`/api/<Module><Resource>/<action>`). Every answer is the `{ result }` envelope; errors are
 * problem+json bodies (see errors.ts). An entry may also carry the zod schemas its controller
 * validates with and a `summary`; the OpenAPI document (/api/docs-json) is built from them.
 */
export const API = {
  ...SIGN_IN_CALLS,
  ...LOGIN_USER_CALLS,
  ...SITE_CALLS,
  ...REQUEST_CALLS,
  ...DEMOBILIZATION_CALLS,
  ...PERSON_CALLS,
  ...COMPANY_CALLS,
  ...MASTER_DATA_CALLS,
  ...GLOBAL_SEARCH_CALLS,
  ...HOME_SUMMARY_CALLS,
  ...MARK_DOOR_CALLS,
  ...ACCESS_RULES_CALLS,
  ...IDENTIFICATION_CALLS,
  ...ATTENDANCE_CALLS,
  ...TRANSPORT_CALLS,
  ...LODGING_CALLS,
  ...CATALOG_CALLS,
  ...OPERATIONS_CALLS,
  ...REQUIREMENT_CALLS,
  ...REQUEST_REQUIREMENT_CALLS,
  ...DEV_CLOCK_CALLS,
  ...PEOPLE_STATUS_CALLS,
  ...CLIENT_PARAMETERS_CALLS,
  ...CONTRACT_ENDOWMENT_CALLS,
  ...BULK_CALLS,
  ...MASS_DEMOBILIZATION_CALLS,
  ...VISIT_CALLS,
  ...VEHICLE_REQUEST_CALLS,
  ...MARKS_CALLS,
  ...CHECKPOINT_CALLS,
  ...ATTENDANCE_DAY_CALLS,
} as const satisfies Record<string, ApiCall>;
export type ApiName = keyof typeof API;

/** A catalogue call's path for one catalogue: catalogPath('catalogGrid', 'fuels'). */
export const catalogPath = (
  name: 'catalogGrid' | 'catalogCreate' | 'catalogUpdate' | 'catalogState' | 'catalogMetadata',
  catalogId: string,
): string => API[name].path.replace(':catalogId', encodeURIComponent(catalogId));
