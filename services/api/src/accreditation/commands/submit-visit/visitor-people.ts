import {
  DomainError,
  ValidationError,
  documentKey,
  personDocumentStream,
  type PersonDocumentClaimed,
  type PersonDocumentReleased,
  type VisitorEntry,
} from '@faena/contracts';
import { deterministicUuid } from '@faena/core';
import type { StreamReader, StreamSpec } from '../../../platform/commands/command-runner';

/** Who holds a document (catalog.document-<TYPE>-<NUMBER>), as the administration context writes it. */
const documentHolderSpec: StreamSpec<
  string | null,
  PersonDocumentClaimed | PersonDocumentReleased
> = {
  initial: () => null,
  evolve: (holder, e) =>
    e.type === 'catalog.PersonDocumentClaimed'
      ? e.data.personId
      : holder === e.data.personId
        ? null
        : holder,
};

/** The same document twice in one list is refused before anything is registered. */
export function assertListedOnce(visitors: ReadonlyArray<VisitorEntry>): void {
  const seen = new Set<string>();
  for (const v of visitors) {
    const key = documentKey(v.documentType, v.documentNumber);
    if (seen.has(key))
      throw new DomainError('visit.duplicateVisitor', { documentNumber: v.documentNumber });
    seen.add(key);
  }
}

/** Each visitor's person id, or null when nobody holds the document yet. */
export async function holdersOf(
  reader: StreamReader,
  visitors: ReadonlyArray<VisitorEntry>,
): Promise<Array<string | null>> {
  const holders: Array<string | null> = [];
  for (const v of visitors)
    holders.push(
      await reader.load(personDocumentStream(v.documentType, v.documentNumber), documentHolderSpec),
    );
  return holders;
}

/** An unknown visitor is registered from the row: names and surnames are then required. */
export function assertNamed(visitors: ReadonlyArray<VisitorEntry>, holders: Array<string | null>) {
  const issues = visitors.flatMap((v, i) =>
    holders[i] !== null
      ? []
      : (['names', 'surnames'] as const)
          .filter((f) => v[f] === '')
          .map((f) => ({ path: `visitors.${String(i)}.${f}`, message: 'common:requiredField' })),
  );
  if (issues.length > 0) throw new ValidationError(issues);
}

/** The registration's command id follows from the visit's and the document: registered once. */
export const registrationIdFor = (visitCommandId: string, v: VisitorEntry) =>
  deterministicUuid(
    'accreditation.visitor',
    `${visitCommandId}|${documentKey(v.documentType, v.documentNumber)}`,
  );
