import { AssignBedBodySchema } from './lodging.schemas';
import { BedBoardAnswerSchema, HotelsAnswerSchema } from '../shared/board.answers';
import { CommandAnswerSchema } from '../shared/answers';
import { type ApiCall } from '../shared/api-call';

/** Lodging: hotels and beds. */
export const LODGING_CALLS = {
  // lodging
  listHotels: {
    method: 'GET',
    path: '/api/HotelCampamento/obtenerTodos',
    answer: HotelsAnswerSchema,
    access: { any: ['board.read', 'lodging.assign'] },
    tags: ['lodging'],
    summary: 'List hotels',
  },
  bedBoard: {
    method: 'GET',
    path: '/api/HotelCampamento/camas',
    answer: BedBoardAnswerSchema,
    access: { any: ['board.read', 'lodging.assign'] },
    tags: ['lodging'],
    summary: 'Bed board',
  },
  assignBed: {
    method: 'POST',
    path: '/api/HotelCampamento/asignarCama',
    answer: CommandAnswerSchema,
    body: AssignBedBodySchema,
    access: { any: ['lodging.assign'] },
    tags: ['lodging'],
    summary: 'Assign bed',
  },
} as const satisfies Record<string, ApiCall>;
