import type { BedAssigned, CampRegistered, PersonNightsBooked } from '@faena/contracts';
import { IDS } from './ids';

export const campRegistered = (over: Partial<CampRegistered['data']> = {}): CampRegistered => ({
  type: 'lodging.CampRegistered',
  data: {
    hotelId: IDS.hotel,
    clientId: IDS.client,
    name: 'Campamento Andino',
    maxStayDays: 14,
    rooms: [
      {
        roomId: IDS.room,
        name: 'Habitación 101',
        beds: [
          { bedId: IDS.bed, name: 'Cama A' },
          { bedId: IDS.otherBed, name: 'Cama B' },
        ],
      },
    ],
    ...over,
  },
});

export const bedAssigned = (over: Partial<BedAssigned['data']> = {}): BedAssigned => ({
  type: 'lodging.BedAssigned',
  data: {
    assignmentId: 'ASG-001',
    hotelId: IDS.hotel,
    roomId: IDS.room,
    bedId: IDS.bed,
    personId: IDS.person,
    personName: 'Ana Quispe Rojas',
    checkIn: '2026-03-10',
    checkOut: '2026-03-15',
    ...over,
  },
});

export const personNightsBooked = (
  over: Partial<PersonNightsBooked['data']> = {},
): PersonNightsBooked => ({
  type: 'lodging.PersonNightsBooked',
  data: {
    personId: IDS.person,
    assignmentId: 'ASG-001',
    bedId: IDS.bed,
    checkIn: '2026-03-10',
    checkOut: '2026-03-15',
    ...over,
  },
});
