import {
  type CapacityChangedPayload,
  addDays,
  type BedAssignmentView,
  type BedRow,
  type BookingCutShortFlagged,
  type LodgingEvent,
} from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

export const BEDS_COLLECTION = 'beds_v1';

export type BedView = DocOf<BedRow>;
/** Each camp's client, for the client-wide capacity notice (camps registered before it have none). */
export const BED_CAMPS_COLLECTION = 'bed_camps_v1';

function save(ctx: ProjectionContext, bed: BedView): void {
  ctx.put(BEDS_COLLECTION, bed.bedId, bed);
  ctx.notify(`hotel:${bed.hotelId}`, 'bed.changed', bed);
}

/** A stay changed: the client's home figures (free beds tonight) read again. */
async function capacityChanged(ctx: ProjectionContext, bed: BedView): Promise<void> {
  const camp = await ctx.get<{ clientId: string }>(BED_CAMPS_COLLECTION, bed.hotelId);
  const capacity: CapacityChangedPayload = { figure: 'beds' };
  if (camp) ctx.notify(`capacity:${camp.clientId}`, 'capacity.changed', capacity);
}

/**
 * The board keeps the assignments that ended at most this many days before the change being
 * applied (measured on the event's occurredAt, not a clock); older stays remain in the bed's
 * stream. Without it a bed row, and every notice carrying it, grows with the camp's whole history.
 */
export const BED_HISTORY_DAYS = 60;

const recent = (assignments: BedAssignmentView[], occurredAt: string) => {
  const since = addDays(occurredAt.slice(0, 10), -BED_HISTORY_DAYS);
  return assignments.filter((a) => a.checkOut >= since);
};

const byCheckIn = (a: BedAssignmentView, b: BedAssignmentView) =>
  a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : a.assignmentId < b.assignmentId ? -1 : 1;

/**
 * beds.v1: one row per bed of every camp (created when the camp is registered) with its recent
 * and future assignments ordered by check-in. Notices go to `hotel:<hotelId>` with the bed row.
 */
export const bedsProjection = defineProjection({
  name: 'beds.v1',
  collections: [
    { name: BEDS_COLLECTION, indexes: ['hotelId', 'roomId'] },
    { name: BED_CAMPS_COLLECTION, indexes: [] },
  ],
  ...handlersOf<LodgingEvent | BookingCutShortFlagged>(
    {
      'lodging.CampRegistered': async ({ data }, ctx) => {
        ctx.put(BED_CAMPS_COLLECTION, data.hotelId, { clientId: data.clientId });
        for (const room of data.rooms) {
          for (const bed of room.beds) {
            const existing = await ctx.get<BedView>(BEDS_COLLECTION, bed.bedId);
            save(ctx, {
              bedId: bed.bedId,
              hotelId: data.hotelId,
              roomId: room.roomId,
              roomName: room.name,
              bedName: bed.name,
              assignments: existing?.assignments ?? [],
              version: ctx.position,
            });
          }
        }
      },
      'lodging.BedAssigned': async ({ data, metadata }, ctx) => {
        const bed = await ctx.get<BedView>(BEDS_COLLECTION, data.bedId);
        if (!bed || bed.assignments.some((a) => a.assignmentId === data.assignmentId)) return;
        const assignment: BedAssignmentView = {
          assignmentId: data.assignmentId,
          personId: data.personId,
          personName: data.personName,
          checkIn: data.checkIn,
          checkOut: data.checkOut,
        };
        const assignments = recent([...bed.assignments, assignment], metadata.occurredAt).sort(
          byCheckIn,
        );
        const next = { ...bed, assignments, version: ctx.position };
        save(ctx, next);
        await capacityChanged(ctx, next);
      },
      // issue 19: the nights a demobilization's cascade gave back are free again
      'lodging.BedNightsReleased': async ({ data }, ctx) => {
        const bed = await ctx.get<BedView>(BEDS_COLLECTION, data.bedId);
        if (!bed) return;
        const assignments = bed.assignments.flatMap((a) => {
          if (a.assignmentId !== data.assignmentId) return [a];
          if (data.from <= a.checkIn) return [];
          return [{ ...a, checkOut: data.from < a.checkOut ? data.from : a.checkOut }];
        });
        const next = { ...bed, assignments, version: ctx.position };
        save(ctx, next);
        await capacityChanged(ctx, next);
      },
      // issue 18: the stay a required document's lapse cuts short
      'requirements.BookingCutShortFlagged': async ({ data }, ctx) => {
        if (data.booking.kind !== 'bed') return;
        const { bedId, assignmentId } = data.booking;
        const bed = await ctx.get<BedView>(BEDS_COLLECTION, bedId);
        if (!bed?.assignments.some((a) => a.assignmentId === assignmentId)) return;
        const flag = { code: data.code, document: data.document, expiresOn: data.expiresOn };
        const assignments = bed.assignments.map((a) =>
          a.assignmentId === assignmentId ? { ...a, flags: [...(a.flags ?? []), flag] } : a,
        );
        save(ctx, { ...bed, assignments, version: ctx.position });
      },
    },
    {
      'lodging.CampRegistered': ({ data }) =>
        data.rooms.flatMap((r) => r.beds.map((b) => [BEDS_COLLECTION, b.bedId] as const)),
      'lodging.BedAssigned': ({ data }) => [[BEDS_COLLECTION, data.bedId]],
      'lodging.BedNightsReleased': ({ data }) => [[BEDS_COLLECTION, data.bedId]],
      'requirements.BookingCutShortFlagged': ({ data }) =>
        data.booking.kind === 'bed' ? [[BEDS_COLLECTION, data.booking.bedId]] : [],
    },
  ),
});
