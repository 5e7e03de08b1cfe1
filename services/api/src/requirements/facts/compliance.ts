import {
  requirementApplies,
  type RequirementApplicability,
  type RequirementDocumentEvent,
  type RequirementDocumentStatus,
  type RequirementEntity,
  type RequirementKind,
  type RequirementTypeEvent,
} from '@faena/contracts';

/**
 * The requirements context's public facts (MODULE-MAP: a rule that spans contexts is one function
 * of the context that owns it). Pure: other contexts fold the same two streams through these
 * evolves and ask `compliance`; no read model on the way, so a door mark stays a fold.
 */
export interface TypeFact {
  code: string;
  description: string;
  entity: RequirementEntity;
  active: boolean;
  applicability: RequirementApplicability;
  /** S the requester supplies it, A the authorizer checks it */
  kind: RequirementKind;
}
export interface DocumentFact {
  docId: string;
  typeCode: string;
  status: RequirementDocumentStatus;
  issuedOn: string;
  expiresOn: string;
  fileName: string;
}
export interface TypeFacts {
  types: Readonly<Record<string, TypeFact>>;
}
export interface SubjectFacts {
  /** every document ever submitted, oldest first (the history) */
  documents: ReadonlyArray<DocumentFact>;
}

export const initialTypeFacts = (): TypeFacts => ({ types: {} });
export const initialSubjectFacts = (): SubjectFacts => ({ documents: [] });

export const evolveTypeFacts = (state: TypeFacts, e: RequirementTypeEvent): TypeFacts => {
  const { code, description, entity, active, applicability, kind } = e.data;
  return {
    types: { ...state.types, [code]: { code, description, entity, active, applicability, kind } },
  };
};

export const evolveSubjectFacts = (
  state: SubjectFacts,
  e: RequirementDocumentEvent,
): SubjectFacts => {
  switch (e.type) {
    case 'requirements.RequirementDocumentSubmitted': {
      const { docId, typeCode, issuedOn, expiresOn, fileName } = e.data;
      const doc: DocumentFact = {
        docId,
        typeCode,
        status: 'pending',
        issuedOn,
        expiresOn,
        fileName,
      };
      return { documents: [...state.documents, doc] };
    }
    case 'requirements.RequirementDocumentApproved':
      return withStatus(state, e.data.docId, 'approved');
    case 'requirements.RequirementDocumentRejected':
      return withStatus(state, e.data.docId, 'rejected');
  }
};

const withStatus = (
  state: SubjectFacts,
  docId: string,
  status: RequirementDocumentStatus,
): SubjectFacts => ({
  documents: state.documents.map((d) => (d.docId === docId ? { ...d, status } : d)),
});

/** Where a subject stands: its client, contract, position type and the zone asked about. */
export interface Placement {
  entity: RequirementEntity;
  clientIds: ReadonlyArray<string>;
  contractIds: ReadonlyArray<string>;
  positionTypeIds: ReadonlyArray<string>;
  zoneId: string | null;
}

/**
 * The active types of the subject's entity that its client or contract, its position type or the
 * zone require (a zone's own type included), sorted by code. No applicable type: nothing required.
 */
export function requiredTypes(facts: TypeFacts, at: Placement): TypeFact[] {
  return Object.values(facts.types)
    .filter((t) => t.active && t.entity === at.entity)
    .filter((t) => requirementApplies(t.applicability, at))
    .sort((a, b) => a.code.localeCompare(b.code));
}

export interface Compliance {
  compliant: boolean;
  /** required types with no approved document at all (nothing, or only rejected ones) */
  missing: string[];
  /** required types whose newest document waits for review, none approved ever in force before */
  pending: string[];
  /** required types whose approved documents all expired before the date (the newest expiry) */
  lapsed: Array<{ code: string; expiresOn: string }>;
}

/**
 * "Is this subject compliant on this date, and if not why": each required type needs an approved
 * document in force that day (issuedOn ≤ date ≤ expiresOn). A newer pending document does not
 * stop an approved one in force from counting; an expired approved one makes the type lapsed
 * (named with its expiry) until a replacement is approved, even while that one waits for review.
 */
export function compliance(
  facts: SubjectFacts,
  requiredCodes: ReadonlyArray<string>,
  date: string,
): Compliance {
  const answer: Compliance = { compliant: true, missing: [], pending: [], lapsed: [] };
  for (const code of requiredCodes) {
    const docs = facts.documents.filter((d) => d.typeCode === code);
    const approved = docs.filter((d) => d.status === 'approved');
    if (approved.some((d) => d.issuedOn <= date && date <= d.expiresOn)) continue;
    answer.compliant = false;
    const lastExpiry = approved
      .map((d) => d.expiresOn)
      .filter((e) => e < date)
      .sort()
      .at(-1);
    if (lastExpiry !== undefined) answer.lapsed.push({ code, expiresOn: lastExpiry });
    else if (docs.at(-1)?.status === 'pending') answer.pending.push(code);
    else answer.missing.push(code);
  }
  return answer;
}
