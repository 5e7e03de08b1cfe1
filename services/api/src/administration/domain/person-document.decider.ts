import {
  DomainError,
  ValidationError,
  documentIssues,
  type DocumentTypeFacts,
  type DomainEvent,
  type PersonDocumentClaimed,
  type PersonDocumentReleased,
} from '@faena/contracts';

/**
 * catalog.document-<TYPE>-<NUMBER> owns "one person per document type and number" (ADR 0002): it
 * is appended at the revision it was read at, so of two registrations of one document exactly
 * one wins; the other re-decides, sees the holder and is refused (422 catalog.documentTaken).
 */
export interface DocumentHolder {
  personId: string | null;
}

export const initialDocumentHolder = (): DocumentHolder => ({ personId: null });

export function evolveDocumentHolder(s: DocumentHolder, event: DomainEvent): DocumentHolder {
  switch (event.type) {
    case 'catalog.PersonDocumentClaimed':
      return { personId: (event as PersonDocumentClaimed).data.personId };
    case 'catalog.PersonDocumentReleased':
      return s.personId === (event as PersonDocumentReleased).data.personId
        ? { personId: null }
        : s;
    default:
      return s;
  }
}

export type DocumentRef = { personId: string; documentType: string; documentNumber: string };

/** The person takes the document: refused when another person holds it, nothing when it already does. */
export function claimDocument(input: DocumentRef, s: DocumentHolder): PersonDocumentClaimed[] {
  if (s.personId === input.personId) return [];
  if (s.personId !== null) throw new DomainError('catalog.documentTaken');
  return [{ type: 'catalog.PersonDocumentClaimed', data: input }];
}

/** The person gives the document up (its document changed): only the holder releases it. */
export function releaseDocument(input: DocumentRef, s: DocumentHolder): PersonDocumentReleased[] {
  return s.personId === input.personId
    ? [{ type: 'catalog.PersonDocumentReleased', data: input }]
    : [];
}

/**
 * The document against its document-types item (the facts the handler read at decision time):
 * an unknown or inactive type, or a number that does not fit the type's length, is a 400 on the field.
 */
export function assertDocumentFits(
  documentType: string,
  documentNumber: string,
  facts: DocumentTypeFacts | null,
): void {
  const issues = documentIssues(documentType, documentNumber, facts);
  if (issues.length > 0) throw new ValidationError(issues);
}

/** Same type and number (numbers compared as the rule stream keys them). */
export const sameDocument = (
  a: { documentType: string; documentNumber: string },
  b: { documentType: string; documentNumber: string },
) =>
  a.documentType.toUpperCase() === b.documentType.toUpperCase() &&
  a.documentNumber.toUpperCase() === b.documentNumber.toUpperCase();
