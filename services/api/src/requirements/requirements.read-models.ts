import type {
  RequirementDocumentRow,
  RequirementStatusRow,
  RequirementTypeRow,
} from '@faena/contracts';
import type { ScopeFilter } from '@faena/core';
import type { AuthUser } from '../platform/auth/auth-user';

/** Collections written by the requirement-types.v1 and requirement-status.v1 projections. */
export const REQUIREMENT_TYPES_COLLECTION = 'requirement_types_v1';
export const REQUIREMENT_STATUS_COLLECTION = 'requirement_status_v1';
export const REQUIREMENT_DOCUMENTS_COLLECTION = 'requirement_documents_v1';

export type RequirementTypeDoc = { [K in keyof RequirementTypeRow]: RequirementTypeRow[K] };
export type RequirementStatusDoc = { [K in keyof RequirementStatusRow]: RequirementStatusRow[K] };
export type RequirementDocumentDoc = {
  [K in keyof RequirementDocumentRow]: RequirementDocumentRow[K];
};

/**
 * What a caller may see of the documents: their client's (a PAC user never sees another
 * client's), and a contractor (a profile with a company) only their company's subjects.
 */
export function requirementScope(user: AuthUser): ScopeFilter {
  return user.coid === null ? { clientId: user.cid } : { clientId: user.cid, companyId: user.coid };
}

/** Whether a document row lies inside the caller's scope. */
export function inRequirementScope(
  user: AuthUser,
  row: Pick<RequirementDocumentRow, 'clientId' | 'companyId'>,
): boolean {
  return Object.entries(requirementScope(user)).every(
    ([field, value]) => row[field as 'clientId' | 'companyId'] === value,
  );
}
