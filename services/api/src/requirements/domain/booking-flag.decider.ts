import { DomainError, type BookingCutShortFlagged } from '@faena/contracts';
import {
  assertPersonCompliant,
  type BookedDates,
  type PersonRequirements,
} from '../facts/booking-compliance';

/** requirements.booking-flags-<kind>-<id>: the flags already recorded (code, document, date). */
export interface BookingFlags {
  keys: ReadonlyArray<string>;
}

type Flag = Pick<BookingCutShortFlagged['data'], 'code' | 'document' | 'expiresOn'>;
const keyOf = (f: Flag) => `${f.code}|${f.document}|${f.expiresOn ?? ''}`;

export const initialBookingFlags = (): BookingFlags => ({ keys: [] });
export const evolveBookingFlags = (s: BookingFlags, e: BookingCutShortFlagged): BookingFlags => ({
  keys: [...s.keys, keyOf(e.data)],
});

export interface FlagInput {
  booking: BookingCutShortFlagged['data']['booking'];
  personId: string;
  clientId: string;
  /** the booked dates, inclusive (a seat: its trip's day; a bed: check-in to the last night) */
  dates: BookedDates;
  requirements: PersonRequirements;
  today: string;
}

/** The booking rule's refusal for the dates still ahead of the booking, or null when it holds. */
function refusal(input: FlagInput): Flag | null {
  const first = input.dates.first > input.today ? input.dates.first : input.today;
  try {
    assertPersonCompliant(input.requirements, input.clientId, { first, last: input.dates.last });
    return null;
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    const { document, date } = err.params as { document?: string; date?: string };
    const expiresOn = date ? date.split('/').reverse().join('-') : null;
    return { code: err.code, document: document ?? '', expiresOn };
  }
}

/**
 * A booking that has not ended and that the booking rule (booking-compliance) would now refuse: a
 * document rejected or replaced after booking, or an expiry moved, cuts the stay or the seat
 * short. Flagged once per document and date: the same finding on a later run is not flagged again.
 */
export function flagBooking(input: FlagInput, state: BookingFlags): BookingCutShortFlagged[] {
  if (input.dates.last < input.today) return [];
  const found = refusal(input);
  if (!found || state.keys.includes(keyOf(found))) return [];
  const { booking, personId, clientId, today } = input;
  const data = { booking, personId, clientId, ...found, flaggedOn: today };
  return [{ type: 'requirements.BookingCutShortFlagged', data }];
}
