import { DomainError } from '@faena/contracts';
import {
  compliance,
  requiredTypes,
  type Placement,
  type SubjectFacts,
  type TypeFacts,
} from './compliance';

/** What a booking rule folds of the requirements streams: the types and the person's documents. */
export interface RequirementFacts {
  types: TypeFacts;
  documents: SubjectFacts;
}

/** The dates a booking holds on site, inclusive (yyyy-MM-dd): a trip's day, a stay's nights. */
export interface BookedDates {
  first: string;
  last: string;
}

/** yyyy-MM-dd → dd/MM/yyyy, the dates as the application shows them to its users. */
export const shownDate = (date: string): string => date.split('-').reverse().join('/');

/**
 * A seat or a bed may be booked only for a person compliant on every booked date:
 * - on the first date each required document must be approved and in force, otherwise
 *   `requirements.expiredDocument` names the lapsed (else the missing or pending) document;
 * - a document in force then that lapses before the last date refuses the booking ahead of the
 *   rotation with `requirements.expiresDuringStay`, naming it and its expiry.
 * People no active type applies to need nothing.
 */
export function assertCompliantForBooking(
  facts: RequirementFacts,
  at: Placement,
  dates: BookedDates,
): void {
  const codes = requiredTypes(facts.types, at).map((t) => t.code);
  if (codes.length === 0) return;
  const nameOf = (code: string) => facts.types.types[code]?.description ?? code;
  const first = compliance(facts.documents, codes, dates.first);
  const blocking = first.lapsed[0]?.code ?? [...first.missing, ...first.pending].sort()[0];
  if (blocking !== undefined)
    throw new DomainError('requirements.expiredDocument', { document: nameOf(blocking) });
  const [cut] = compliance(facts.documents, codes, dates.last).lapsed;
  if (cut)
    throw new DomainError('requirements.expiresDuringStay', {
      document: nameOf(cut.code),
      date: shownDate(cut.expiresOn),
    });
}

/** A person's requirement facts for one client, with the position types that select theirs. */
export interface PersonRequirements extends RequirementFacts {
  positionTypeIds: ReadonlyArray<string>;
}

/** No type, no document: a person nothing is asked of (tests, and contexts with no types yet). */
export const noRequirements = (): PersonRequirements => ({
  types: { types: {} },
  documents: { documents: [] },
  positionTypeIds: [],
});

/**
 * The booking rule for a person of a client whose trip or camp has no zone: the client's types and
 * those of the person's position (a zone's own types are asked at its doors).
 */
export const assertPersonCompliant = (
  person: PersonRequirements,
  clientId: string,
  dates: BookedDates,
): void =>
  assertCompliantForBooking(
    person,
    {
      entity: 'P',
      clientIds: [clientId],
      contractIds: [],
      positionTypeIds: person.positionTypeIds,
      zoneId: null,
    },
    dates,
  );
