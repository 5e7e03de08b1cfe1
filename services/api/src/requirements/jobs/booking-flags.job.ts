import { Injectable } from '@nestjs/common';
import {
  addDays,
  STREAMS,
  type BedRow,
  type BookingCutShortFlagged,
  type HotelRow,
  type TripRow,
} from '@faena/contracts';
import { Clock, EventStore, ReadStore, SiteCalendar } from '@faena/core';
import { foldEvents, StreamReader, type StreamSpec } from '../../platform/commands/stream-reader';
import { ReadWaiter } from '../../platform/storage/read-waiter';
import { BEDS_COLLECTION, HOTELS_COLLECTION } from '../../lodging/lodging.read-models';
import { TRIPS_COLLECTION } from '../../transport/transport.read-models';
import { loadPersonRequirements } from '../compliance.reader';
import { appendOnce } from './append-once';
import {
  evolveBookingFlags,
  flagBooking,
  initialBookingFlags,
  type BookingFlags,
  type FlagInput,
} from '../domain/booking-flag.decider';

const READ_MODELS = ['beds.v1', 'hotels.v1', 'trips.v2'];
const flagsSpec: StreamSpec<BookingFlags, BookingCutShortFlagged> = {
  initial: initialBookingFlags,
  evolve: evolveBookingFlags,
};
type Booking = Omit<FlagInput, 'requirements' | 'today'>;
type Doc<T> = { [K in keyof T]: T[K] };

/** The stream a booking's flags live on. */
const streamOf = (b: Booking['booking']): string =>
  b.kind === 'bed'
    ? STREAMS.bookingFlags('bed', b.assignmentId)
    : STREAMS.bookingFlags('seat', `${b.tripId}-${b.seat}`);

/**
 * The daily job flagging booked stays and seats a lapse will cut short: every bed assignment and
 * seat reservation not yet over is asked the booking rule again for its dates still ahead; a
 * refusal is recorded on requirements.booking-flags-<bed|seat>-<id> at the revision read, once per
 * document and date (a second run, or a second node, records nothing more).
 */
@Injectable()
export class BookingFlagsJob {
  constructor(
    private readonly store: EventStore,
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly clock: Clock,
    private readonly calendar: SiteCalendar,
  ) {}

  /** Flags today's findings; answers how many flags this run recorded. */
  async run(): Promise<number> {
    const today = this.calendar.dateOf(this.clock.now());
    await this.waiter.waitFor(await this.store.headPosition(), READ_MODELS);
    const bookings = [...(await this.stays(today)), ...(await this.seats(today))];
    const reader = new StreamReader(this.store);
    let flagged = 0;
    for (const booking of bookings) if (await this.flag(reader, booking, today)) flagged += 1;
    return flagged;
  }

  private async stays(today: string): Promise<Booking[]> {
    const hotels = await this.readStore.find<Doc<HotelRow>>(HOTELS_COLLECTION, {});
    const clientOf = new Map(hotels.map((h) => [h.hotelId, h.clientId]));
    const beds = await this.readStore.find<Doc<BedRow>>(BEDS_COLLECTION, {});
    return beds.flatMap((bed) =>
      bed.assignments
        .filter((a) => a.checkOut > today && clientOf.has(bed.hotelId))
        .map((a) => ({
          booking: { kind: 'bed' as const, bedId: bed.bedId, assignmentId: a.assignmentId },
          personId: a.personId,
          clientId: clientOf.get(bed.hotelId) ?? '',
          dates: { first: a.checkIn, last: addDays(a.checkOut, -1) },
        })),
    );
  }

  private async seats(today: string): Promise<Booking[]> {
    const trips = await this.readStore.find<Doc<TripRow>>(TRIPS_COLLECTION, {});
    return trips
      .filter((trip) => trip.date >= today)
      .flatMap((trip) =>
        trip.seats.flatMap((s) =>
          s.personId === null
            ? []
            : [
                {
                  booking: { kind: 'seat' as const, tripId: trip.tripId, seat: s.seat },
                  personId: s.personId,
                  clientId: trip.clientId,
                  dates: { first: trip.date, last: trip.date },
                },
              ],
        ),
      );
  }

  private async flag(reader: StreamReader, booking: Booking, today: string): Promise<boolean> {
    const stream = streamOf(booking.booking);
    const events = await this.store.readStream(stream);
    const requirements = await loadPersonRequirements(reader, booking.personId, booking.clientId);
    const [event] = flagBooking({ ...booking, requirements, today }, foldEvents(events, flagsSpec));
    if (!event) return false;
    const expected = events.length === 0 ? 'no_stream' : events.length - 1;
    const job = `booking-flag-${stream}`;
    return appendOnce(this.store, { job, stream, expected }, { event, now: this.clock.now() });
  }
}
