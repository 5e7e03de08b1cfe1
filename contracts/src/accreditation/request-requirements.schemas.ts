import { z } from 'zod';
import type { RequirementKind } from '../requirements/requirements.schemas';

/**
 * Where one requirement of a request stands (domain spec §1, §3): none submitted (missing), the
 * newest waiting for review (pending), approved and in force (approved), the newest rejected
 * (rejected), or every approved one expired (lapsed).
 */
export const REQUEST_REQUIREMENT_STATES = [
  'missing',
  'pending',
  'approved',
  'rejected',
  'lapsed',
] as const;
export type RequestRequirementState = (typeof REQUEST_REQUIREMENT_STATES)[number];

/** One requirement that applies to the request's person, contract and position. */
export interface RequestRequirement {
  code: string;
  description: string;
  kind: RequirementKind;
  state: RequestRequirementState;
  /** the newest document of the type, the one a reviewer acts on; null when none */
  docId: string | null;
  fileName: string | null;
  expiresOn: string | null;
}

const id = z.string({ error: 'common:requiredField' }).min(1, 'common:requiredField').max(64);

/** GET requisitos: what applies to a person on a contract (the request form, before sending). */
export const RequestRequirementsQuerySchema = z.object({ personId: id, contractId: id });
export type PersonRequirementsParams = z.infer<typeof RequestRequirementsQuerySchema>;

/** GET requisitosSolicitud: the requirements of a request (the approval screen). */
export const RequestRequirementsOfRequestQuerySchema = z.object({ requestId: id });

/** GET requisitoArchivo: one requirement document of a request, as a downloaded file. */
export const RequestRequirementFileQuerySchema = z.object({ requestId: id, docId: id });
