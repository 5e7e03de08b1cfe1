import type { BookingFlagView } from '../requirements/requirements.read';
import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';

export const ReserveSeatBodySchema = z
  .object({
    commandId: CommandIdSchema,
    tripId: z.string().min(1, 'common:requiredField').max(64),
    seat: z
      .number({ error: 'common:requiredField' })
      .int()
      .min(1, 'transport:seatInvalid')
      .max(99, 'transport:seatInvalid'),
    personId: z.string().min(1, 'common:requiredField').max(64),
  })
  .strict();
export type ReserveSeatBody = z.infer<typeof ReserveSeatBodySchema>;

export const ReleaseSeatBodySchema = z
  .object({
    commandId: CommandIdSchema,
    tripId: z.string().min(1, 'common:requiredField').max(64),
    seat: z.number().int().min(1).max(99),
  })
  .strict();
export type ReleaseSeatBody = z.infer<typeof ReleaseSeatBodySchema>;

/**
 * One seat of a trip's map. `occupied` says whether it is taken; a contractor sees the seats of
 * other companies' passengers occupied, with personId, personName and companyId null.
 */
export interface SeatView {
  seat: number;
  occupied: boolean;
  personId: string | null;
  personName: string | null;
  /** the passenger's company (null when free, hidden, or booked before it was recorded) */
  companyId: string | null;
  /** what the requirements' daily job found cuts this seat short (absent: nothing) */
  flags?: BookingFlagView[];
}
export interface TripRow {
  tripId: string;
  clientId: string;
  route: string;
  date: string;
  departureTime: string;
  plate: string;
  driver: string;
  origin: string;
  destination: string;
  capacity: number;
  taken: number;
  seats: SeatView[];
  version: number;
}
/** A seat's change pushed to the trip's room (masked per viewer like SeatView). */
export interface SeatMessage {
  tripId: string;
  seat: number;
  occupied: boolean;
  personId: string | null;
  personName: string | null;
  companyId: string | null;
  taken: number;
  capacity: number;
}

/** GET asientos: the seat map of one trip. */
export const TripSeatsQuerySchema = z.object({
  tripId: z.string().min(1, 'common:requiredField').max(64),
});
