import {
  DomainError,
  exhaustive,
  type VisitorAdmitted,
  type VisitorBooked,
  type VisitorEvent,
  type VisitorReleased,
} from '@faena/contracts';

/**
 * accreditation.visitor-<personId>-<clientId> owns "a person is on one open visit for any day":
 * booking appends at the stream's expected revision, a rejection releases the visit, an approval
 * admits the visitor to the visit's zones on its days (what the doors read).
 */
type Booking = { startDate: string; endDate: string; open: boolean; zoneIds: string[] | null };
export interface VisitorSlots {
  visits: Readonly<Record<string, Booking>>;
}

export const initialVisitorSlots = (): VisitorSlots => ({ visits: {} });

export const evolveVisitorSlots = (state: VisitorSlots, e: VisitorEvent): VisitorSlots => {
  const { visitId, startDate, endDate } = e.data;
  const current = state.visits[visitId];
  switch (e.type) {
    case 'accreditation.VisitorBooked':
      return withBooking(state, visitId, { startDate, endDate, open: true, zoneIds: null });
    case 'accreditation.VisitorReleased':
      return current ? withBooking(state, visitId, { ...current, open: false }) : state;
    case 'accreditation.VisitorAdmitted':
      return current ? withBooking(state, visitId, { ...current, zoneIds: e.data.zoneIds }) : state;
    default:
      return exhaustive(e, state);
  }
};

const withBooking = (state: VisitorSlots, visitId: string, b: Booking): VisitorSlots => ({
  visits: { ...state.visits, [visitId]: b },
});

export type VisitorSlot = {
  personId: string;
  clientId: string;
  visitId: string;
  startDate: string;
  endDate: string;
};

/** Refused when another open visit of the person shares a day ("already on the visiting list"). */
export function bookVisitor(
  input: VisitorSlot & { documentNumber: string },
  state: VisitorSlots,
): VisitorBooked[] {
  const { documentNumber, ...slot } = input;
  if (state.visits[slot.visitId]) return [];
  const overlaps = Object.values(state.visits).some(
    (b) => b.open && b.startDate <= slot.endDate && slot.startDate <= b.endDate,
  );
  if (overlaps) throw new DomainError('visit.duplicateVisitor', { documentNumber });
  return [{ type: 'accreditation.VisitorBooked', data: slot }];
}

/**
 * A corrected visit moves the visitor's held days (the same booking, new dates): refused when
 * another open visit of the person shares one of the new days.
 */
export function rebookVisitor(
  input: VisitorSlot & { documentNumber: string },
  state: VisitorSlots,
): VisitorBooked[] {
  const { documentNumber, ...slot } = input;
  const current = state.visits[slot.visitId];
  if (current?.open !== true) return [];
  if (current.startDate === slot.startDate && current.endDate === slot.endDate) return [];
  const overlaps = Object.entries(state.visits).some(
    ([visitId, b]) =>
      visitId !== slot.visitId &&
      b.open &&
      b.startDate <= slot.endDate &&
      slot.startDate <= b.endDate,
  );
  if (overlaps) throw new DomainError('visit.duplicateVisitor', { documentNumber });
  return [{ type: 'accreditation.VisitorBooked', data: slot }];
}

/** A rejected visit frees the visitor's days. */
export function releaseVisitor(slot: VisitorSlot, state: VisitorSlots): VisitorReleased[] {
  return state.visits[slot.visitId]?.open === true
    ? [{ type: 'accreditation.VisitorReleased', data: slot }]
    : [];
}

/** An approved visit lets the visitor into its zones on its days. */
export function admitVisitor(
  input: VisitorSlot & { zoneIds: string[] },
  state: VisitorSlots,
): VisitorAdmitted[] {
  const booking = state.visits[input.visitId];
  if (!booking?.open || booking.zoneIds !== null) return [];
  return [{ type: 'accreditation.VisitorAdmitted', data: input }];
}
