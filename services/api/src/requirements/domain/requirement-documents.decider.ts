import {
  DomainError,
  type RequirementDocumentEvent,
  type RequirementDocumentStatus,
  type RequirementSubject,
} from '@faena/contracts';
import type { TypeFact } from '../facts/compliance';

interface Doc {
  typeCode: string;
  status: RequirementDocumentStatus;
}

/** The documents of one subject (requirements.documents-<entity>-<id>) and the current one per type. */
export interface SubjectDocuments {
  documents: Readonly<Record<string, Doc>>;
  current: Readonly<Record<string, string>>;
}

export const initialSubjectDocuments = (): SubjectDocuments => ({ documents: {}, current: {} });

export const evolveSubjectDocuments = (
  state: SubjectDocuments,
  e: RequirementDocumentEvent,
): SubjectDocuments => {
  const { docId, typeCode } = e.data;
  switch (e.type) {
    case 'requirements.RequirementDocumentSubmitted':
      return {
        documents: { ...state.documents, [docId]: { typeCode, status: 'pending' } },
        current: { ...state.current, [typeCode]: docId },
      };
    case 'requirements.RequirementDocumentApproved':
      return {
        ...state,
        documents: { ...state.documents, [docId]: { typeCode, status: 'approved' } },
      };
    case 'requirements.RequirementDocumentRejected':
      return {
        ...state,
        documents: { ...state.documents, [docId]: { typeCode, status: 'rejected' } },
      };
  }
};

export interface SubmitInput {
  docId: string;
  subject: RequirementSubject;
  clientId: string;
  /** the subject's company as administration has it; null when the subject does not exist */
  subjectCompanyId: string | null;
  /** the submitter's company when a contractor: only its own people and vehicles */
  submitterCompanyId: string | null;
  /** the type as requirements.types has it, or null when the code is unknown */
  type: TypeFact | null;
  issuedOn: string;
  expiresOn: string;
  file: { fileHash: string; fileName: string; size: number };
  submittedBy: string;
}

/**
 * A document of an existing subject (a contractor's: of its own company) for an active type of the
 * subject's entity, expiring on or after its issue date.
 * It becomes the type's current document and names the one it replaces (kept in the stream).
 */
export function submitDocument(
  input: SubmitInput,
  state: SubjectDocuments,
): RequirementDocumentEvent[] {
  const { type, subject } = input;
  if (input.subjectCompanyId === null) throw new DomainError('requirements.subjectNotFound');
  if (input.submitterCompanyId !== null && input.submitterCompanyId !== input.subjectCompanyId)
    throw new DomainError('requirements.otherCompany');
  if (!type) throw new DomainError('requirements.typeNotFound');
  if (!type.active) throw new DomainError('requirements.typeInactive');
  if (type.entity !== subject.entity) throw new DomainError('requirements.wrongEntity');
  if (input.expiresOn < input.issuedOn) throw new DomainError('requirements.dateRange');
  const data = {
    docId: input.docId,
    subject,
    clientId: input.clientId,
    typeCode: type.code,
    ...input.file,
    issuedOn: input.issuedOn,
    expiresOn: input.expiresOn,
    submittedBy: input.submittedBy,
    replaces: state.current[type.code] ?? null,
  };
  return [{ type: 'requirements.RequirementDocumentSubmitted', data }];
}

export interface ReviewInput {
  docId: string;
  subject: RequirementSubject;
  reviewedBy: string;
}

/** Approves a document waiting for review. */
export function approveDocument(
  input: ReviewInput,
  state: SubjectDocuments,
): RequirementDocumentEvent[] {
  const data = { ...input, typeCode: pending(state, input.docId).typeCode };
  return [{ type: 'requirements.RequirementDocumentApproved', data }];
}

/** Rejects a document waiting for review, with the reason the submitter reads. */
export function rejectDocument(
  input: ReviewInput & { reason: string },
  state: SubjectDocuments,
): RequirementDocumentEvent[] {
  const data = { ...input, typeCode: pending(state, input.docId).typeCode };
  return [{ type: 'requirements.RequirementDocumentRejected', data }];
}

function pending(state: SubjectDocuments, docId: string): Doc {
  const doc = state.documents[docId];
  if (!doc) throw new DomainError('requirements.documentNotFound');
  if (doc.status !== 'pending') throw new DomainError('requirements.notPending');
  return doc;
}
