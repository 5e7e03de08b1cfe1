import { z } from 'zod';
import { REQUEST_STATUSES } from '../accreditation/accreditation.schemas';
import { DEMOBILIZATION_STATUSES } from '../accreditation/demobilization.schemas';
import { CommandAnswerSchema, gridPageOf } from './answers';

/**
 * The answers of the flows' boards the web reads: requests and demobilizations grids, the zones'
 * occupancy, the trips and the camps (rows as their read models keep them).
 */
export const RequestsPageSchema = gridPageOf(
  z.object({
    requestId: z.string(),
    code: z.string(),
    personId: z.string(),
    status: z.enum(REQUEST_STATUSES),
    submittedAt: z.string(),
    decidedBy: z.string().nullable(),
    version: z.number().int(),
  }),
);
export const DemobilizationsPageSchema = gridPageOf(
  z.object({
    demobilizationId: z.string(),
    code: z.string(),
    personId: z.string(),
    status: z.enum(DEMOBILIZATION_STATUSES),
    requestedAt: z.string(),
    version: z.number().int(),
  }),
);
export const ZoneOccupancyAnswerSchema = z.array(
  z.object({
    zoneId: z.string(),
    name: z.string(),
    capacity: z.number().int(),
    occupancy: z.number().int(),
    lastMarkAt: z.string().nullable(),
    deniedCount: z.number().int(),
  }),
);
export const TripsAnswerSchema = z.array(
  z.object({
    tripId: z.string(),
    route: z.string(),
    date: z.string(),
    departureTime: z.string(),
    capacity: z.number().int(),
    taken: z.number().int(),
    seats: z.array(z.object({ seat: z.number().int(), occupied: z.boolean() })),
  }),
);
export const HotelsAnswerSchema = z.array(
  z.object({
    hotelId: z.string(),
    name: z.string(),
    maxStayDays: z.number().int(),
    rooms: z.array(z.object({ roomId: z.string(), name: z.string() })),
  }),
);
export const BedBoardAnswerSchema = z.array(
  z.object({
    bedId: z.string(),
    hotelId: z.string(),
    roomId: z.string(),
    assignments: z.array(
      z.object({ assignmentId: z.string(), checkIn: z.string(), checkOut: z.string() }),
    ),
  }),
);

/** asientos: one trip with its bus, route and every seat (TripRow; names masked per viewer). */
export const TripSeatsAnswerSchema = z.object({
  tripId: z.string(),
  clientId: z.string(),
  route: z.string(),
  date: z.string(),
  departureTime: z.string(),
  plate: z.string(),
  driver: z.string(),
  origin: z.string(),
  destination: z.string(),
  capacity: z.number().int(),
  taken: z.number().int(),
  seats: z.array(
    z.object({
      seat: z.number().int(),
      occupied: z.boolean(),
      personId: z.string().nullable(),
      personName: z.string().nullable(),
      companyId: z.string().nullable(),
    }),
  ),
  version: z.number().int(),
});
/** reservar / liberar: the command's answer and the seat. */
export const SeatCommandAnswerSchema = CommandAnswerSchema.extend({ seat: z.number().int() });
