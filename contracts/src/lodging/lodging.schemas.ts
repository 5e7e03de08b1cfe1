import type { BookingFlagView } from '../requirements/requirements.read';
import { z } from 'zod';
import { CommandIdSchema } from '../shared/events';
import { IsoDateSchema } from '../shared/dates';

/** Nights run from checkIn up to the night before checkOut. */
export const AssignBedBodySchema = z
  .object({
    commandId: CommandIdSchema,
    bedId: z.string().min(1, 'common:requiredField').max(64),
    personId: z.string().min(1, 'common:requiredField').max(64),
    checkIn: IsoDateSchema,
    checkOut: IsoDateSchema,
  })
  .strict()
  .refine((b) => b.checkOut > b.checkIn, { path: ['checkOut'], error: 'common:dateRange' });
export type AssignBedBody = z.infer<typeof AssignBedBodySchema>;

export interface BedAssignmentView {
  assignmentId: string;
  personId: string;
  personName: string;
  checkIn: string;
  checkOut: string;
  /** what the requirements' daily job found cuts this stay short (absent: nothing) */
  flags?: BookingFlagView[];
}
export interface BedRow {
  bedId: string;
  hotelId: string;
  roomId: string;
  roomName: string;
  bedName: string;
  assignments: BedAssignmentView[];
  version: number;
}
export interface HotelRow {
  hotelId: string;
  clientId: string;
  name: string;
  maxStayDays: number;
  rooms: Array<{ roomId: string; name: string; beds: Array<{ bedId: string; name: string }> }>;
  /**
   * The camp administrators assigned to the camp (usernames): they, and administrators, assign
   * its beds (domain point 6). Camps registered before it was recorded have none.
   */
  administrators?: string[];
}

/** GET camas: the bed board of one camp; from/to keep only assignments sharing a night with [from, to). */
export const BedBoardQuerySchema = z
  .object({
    hotelId: z.string().min(1, 'common:requiredField').max(64),
    from: IsoDateSchema.optional(),
    to: IsoDateSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ['to'], error: 'common:dateRange' });
