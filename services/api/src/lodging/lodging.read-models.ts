import type { BedRow, HotelRow } from '@faena/contracts';

/** Read models of the lodging projections: camps (hotels_v1) and beds with assignments (beds_v1). */
export const HOTELS_COLLECTION = 'hotels_v1';
export const BEDS_COLLECTION = 'beds_v1';
export type HotelDoc = { [K in keyof HotelRow]: HotelRow[K] };
export type BedDoc = { [K in keyof BedRow]: BedRow[K] };
