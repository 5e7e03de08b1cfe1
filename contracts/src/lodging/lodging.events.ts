import type { DomainEvent } from '../shared/events';
import type { HotelRow } from './lodging.schemas';

export type CampRegistered = DomainEvent<'lodging.CampRegistered', HotelRow>;
export type BedAssigned = DomainEvent<
  'lodging.BedAssigned',
  {
    assignmentId: string;
    hotelId: string;
    roomId: string;
    bedId: string;
    personId: string;
    personName: string;
    checkIn: string;
    checkOut: string;
  }
>;
export type LodgingEvent = CampRegistered | BedAssigned;

/** Events of the stream that owns "one bed per person per night". */
export type PersonNightsBooked = DomainEvent<
  'lodging.PersonNightsBooked',
  { personId: string; assignmentId: string; bedId: string; checkIn: string; checkOut: string }
>;
