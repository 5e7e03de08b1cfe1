import type { SeatMessage, SeatView } from './transport.schemas';

/** Who looks at a seat map: a contractor user (companyId set) or anyone else of the client (null). */
export interface SeatViewer {
  companyId: string | null;
}

type Seat = SeatView | SeatMessage;

/**
 * A seat as the viewer may see it: a contractor sees the passengers of their own company; any other
 * taken seat stays occupied, without its person, name or company. Users who are not contractors see
 * every seat of their client's trips.
 */
export function visibleSeat<S extends Seat>(viewer: SeatViewer, seat: S): S {
  if (viewer.companyId === null || !seat.occupied || seat.companyId === viewer.companyId)
    return seat;
  // nor the requirement flags of another company's passenger (issue 18)
  const hidden: S = { ...seat, personId: null, personName: null, companyId: null };
  if ('flags' in hidden) delete hidden.flags;
  return hidden;
}
