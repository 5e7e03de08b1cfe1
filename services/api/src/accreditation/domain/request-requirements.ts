import {
  DomainError,
  type RequirementEntity,
  type RequestRequirement,
  type RequestRequirementState,
} from '@faena/contracts';
import {
  compliance,
  requiredTypes,
  type DocumentFact,
  type SubjectFacts,
  type TypeFact,
  type TypeFacts,
} from '../../requirements/facts/compliance';

/**
 * The requirements of a request (domain spec §1, §3): the requirements context's `requiredTypes`
 * for the person's client, contract and position, each with where its documents stand on a date.
 * Pure: the handler folds requirements.types and the person's documents stream for the client.
 */
export interface RequirementFacts {
  types: TypeFacts;
  documents: SubjectFacts;
}
export interface RequestPlacement {
  clientId: string;
  contractId: string;
  /** the person's position (type); '' when none */
  position: string;
  /** whose requirements: a person's (default) or a vehicle's */
  entity?: RequirementEntity;
}

export function requestRequirements(
  facts: RequirementFacts,
  at: RequestPlacement,
  today: string,
): RequestRequirement[] {
  const required = requiredTypes(facts.types, {
    entity: at.entity ?? 'P',
    clientIds: [at.clientId],
    contractIds: [at.contractId],
    positionTypeIds: at.position ? [at.position] : [],
    zoneId: null,
  });
  return required.map((t) => standing(t, facts.documents, today));
}

function standing(type: TypeFact, documents: SubjectFacts, today: string): RequestRequirement {
  const newest = documents.documents.filter((d) => d.typeCode === type.code).at(-1) ?? null;
  return {
    code: type.code,
    description: type.description,
    kind: type.kind,
    state: stateOf(type.code, { documents, newest }, today),
    docId: newest?.docId ?? null,
    fileName: newest?.fileName ?? null,
    expiresOn: newest?.expiresOn ?? null,
  };
}

/** A newer document waiting for review comes first: the reviewer has to act on it. */
function stateOf(
  code: string,
  { documents, newest }: { documents: SubjectFacts; newest: DocumentFact | null },
  today: string,
): RequestRequirementState {
  if (newest?.status === 'pending' && today <= newest.expiresOn) return 'pending';
  const answer = compliance(documents, [code], today);
  if (answer.compliant) return 'approved';
  if (answer.lapsed.length > 0) return 'lapsed';
  return newest?.status === 'rejected' ? 'rejected' : 'missing';
}

const suppliedByRequester = (list: ReadonlyArray<RequestRequirement>) =>
  list.filter((r) => r.kind === 'S');

/**
 * Sending a request needs every requirement the requester supplies (kind S) present: a document
 * submitted, waiting for review or approved, and not lapsed. Refused naming the missing codes.
 */
export function checkRequirementsSupplied(list: ReadonlyArray<RequestRequirement>): void {
  const missing = suppliedByRequester(list)
    .filter((r) => r.state !== 'pending' && r.state !== 'approved')
    .map((r) => r.code);
  if (missing.length > 0) throw new DomainError('requirements.missing', { missing });
}

/** Approving a request waits until no requester requirement is still pending review. */
export function checkRequirementsReviewed(list: ReadonlyArray<RequestRequirement>): void {
  const pending = suppliedByRequester(list)
    .filter((r) => r.state === 'pending')
    .map((r) => r.code);
  if (pending.length > 0) throw new DomainError('requirements.pendingReview', { pending });
}
