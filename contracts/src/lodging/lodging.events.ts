import { z } from 'zod';
import { eventDefinition, type EventsOf, type RegisteredEvent } from '../shared/event-registry';

/** A camp as registered (HotelRow); administrators are absent on camps registered before them. */
const CampRegisteredSchema = z.object({
  hotelId: z.string(),
  clientId: z.string(),
  name: z.string(),
  maxStayDays: z.number().int(),
  rooms: z.array(
    z.object({
      roomId: z.string(),
      name: z.string(),
      beds: z.array(z.object({ bedId: z.string(), name: z.string() })),
    }),
  ),
  administrators: z.array(z.string()).optional(),
});
const BedAssignedSchema = z.object({
  assignmentId: z.string(),
  hotelId: z.string(),
  roomId: z.string(),
  bedId: z.string(),
  personId: z.string(),
  personName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
});
const PersonNightsBookedSchema = z.object({
  personId: z.string(),
  assignmentId: z.string(),
  bedId: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
});
/**
 * The nights from `from` on of a stay are given back (issue 19: the cascade of an approved
 * demobilization): the stay now ends (checks out) at `from`; when `from` is its check-in, the whole
 * stay is gone. `demobilizationId` names the cause.
 */
const BedNightsReleasedSchema = z.object({
  assignmentId: z.string(),
  hotelId: z.string(),
  roomId: z.string(),
  bedId: z.string(),
  personId: z.string(),
  from: z.string(),
  demobilizationId: z.string(),
});
const PersonNightsReleasedSchema = z.object({
  personId: z.string(),
  assignmentId: z.string(),
  bedId: z.string(),
  from: z.string(),
});

/** The lodging context's events: type → current schema and version. */
export const LODGING_EVENTS = {
  'lodging.CampRegistered': eventDefinition(CampRegisteredSchema),
  'lodging.BedAssigned': eventDefinition(BedAssignedSchema),
  /** events of the stream that owns "one bed per person per night" */
  'lodging.PersonNightsBooked': eventDefinition(PersonNightsBookedSchema),
  'lodging.BedNightsReleased': eventDefinition(BedNightsReleasedSchema),
  'lodging.PersonNightsReleased': eventDefinition(PersonNightsReleasedSchema),
};
type Lodging = typeof LODGING_EVENTS;

export type CampRegistered = RegisteredEvent<Lodging, 'lodging.CampRegistered'>;
export type BedAssigned = RegisteredEvent<Lodging, 'lodging.BedAssigned'>;
export type LodgingEvent = EventsOf<
  Lodging,
  'lodging.CampRegistered' | 'lodging.BedAssigned' | 'lodging.BedNightsReleased'
>;
export type PersonNightsBooked = RegisteredEvent<Lodging, 'lodging.PersonNightsBooked'>;
export type BedNightsReleased = RegisteredEvent<Lodging, 'lodging.BedNightsReleased'>;
export type PersonNightsReleased = RegisteredEvent<Lodging, 'lodging.PersonNightsReleased'>;
/** The events of lodging.bed-<bedId>. */
export type BedEvent = EventsOf<Lodging, 'lodging.BedAssigned' | 'lodging.BedNightsReleased'>;
