import {
  API,
  CommandResultSchema,
  type AssignBedBody,
  type BedRow,
  type HotelRow,
} from '@faena/contracts';
import { http } from '../../../lib/http';

const list = <T>(result: T[] | { data: T[] }): T[] =>
  Array.isArray(result) ? result : result.data;

export const listHotels = async () =>
  list(await http.get<HotelRow[] | { data: HotelRow[] }>(API.listHotels.path));

export interface BedBoardQuery {
  hotelId: string;
  from: string;
  to: string;
  afterPosition?: number;
}

export const getBedBoard = async (query: BedBoardQuery) =>
  list(await http.get<BedRow[] | { data: BedRow[] }>(API.bedBoard.path, { ...query }));

export const assignBed = (body: AssignBedBody) =>
  http.post<unknown>(API.assignBed.path, body).then((r) => CommandResultSchema.parse(r));
