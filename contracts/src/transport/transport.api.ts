import { ReleaseSeatBodySchema, ReserveSeatBodySchema } from './transport.schemas';
import {
  SeatCommandAnswerSchema,
  TripSeatsAnswerSchema,
  TripsAnswerSchema,
} from '../shared/board.answers';
import { type ApiCall } from '../shared/api-call';

/** Transport: trips and seats. */
export const TRANSPORT_CALLS = {
  // transport
  listTrips: {
    method: 'GET',
    path: '/api/TransporteViaje/obtenerTodos',
    answer: TripsAnswerSchema,
    access: { any: ['board.read', 'transport.reserve'] },
    tags: ['transport'],
    summary: 'List trips',
  },
  tripSeats: {
    method: 'GET',
    path: '/api/TransporteViaje/asientos',
    answer: TripSeatsAnswerSchema,
    access: { any: ['board.read', 'transport.reserve'] },
    tags: ['transport'],
    summary: 'Trip seats',
  },
  reserveSeat: {
    method: 'POST',
    path: '/api/TransporteReserva/reservar',
    answer: SeatCommandAnswerSchema,
    body: ReserveSeatBodySchema,
    access: { any: ['transport.reserve'] },
    tags: ['transport'],
    summary: 'Reserve seat',
  },
  releaseSeat: {
    method: 'POST',
    path: '/api/TransporteReserva/liberar',
    answer: SeatCommandAnswerSchema,
    body: ReleaseSeatBodySchema,
    access: { any: ['transport.reserve'] },
    tags: ['transport'],
    summary: 'Release seat',
  },
} as const satisfies Record<string, ApiCall>;
