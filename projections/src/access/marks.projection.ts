import type {
  MarkCorrected,
  MarkDenied,
  MarkGranted,
  MarkVoided,
  VehicleMarkDenied,
  VehicleMarkGranted,
  ZoneRegistered,
} from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection } from '../runner/projection';
import { MARK_PRESENCE_COLLECTION, place, presenceId, replace } from './mark-presence';
import {
  changed,
  denied,
  GRANTED,
  MARK_PLACES_COLLECTION,
  MARKS_COLLECTION,
  MARKS_COLLECTION_SPEC,
  record,
  vehicleRow,
  type MarkPlace,
  type MarkView,
} from './mark-rows';

export {
  MARKS_COLLECTION,
  MARK_PLACES_COLLECTION,
  MARKS_COLLECTION_SPEC,
  type MarkPlace,
  type MarkView,
} from './mark-rows';
export {
  MARK_PRESENCE_COLLECTION,
  settle,
  type MarkPresence,
  type PresenceMark,
} from './mark-presence';

type Event =
  | ZoneRegistered
  | MarkGranted
  | MarkDenied
  | MarkCorrected
  | MarkVoided
  | VehicleMarkGranted
  | VehicleMarkDenied;
const markKeys = ({ data }: { data: { markId: string; zoneId: string; personId: string } }) =>
  [
    [MARKS_COLLECTION, data.markId],
    [MARK_PLACES_COLLECTION, data.zoneId],
    [MARK_PRESENCE_COLLECTION, presenceId(data.personId, data.zoneId)],
  ] as const;

const vehicleKeys = ({ data }: { data: { markId: string; zoneId: string } }) =>
  [
    [MARKS_COLLECTION, data.markId],
    [MARK_PLACES_COLLECTION, data.zoneId],
  ] as const;

/**
 * marks.v1: the marks query's rows (people and vehicle marks, with the zone's and door's names), and each
 * person's presence per zone for the muster (inside when the latest granted mark there is an entry).
 * A correction moves the row's hour and mode; a void removes the row; both re-settle the presence.
 * Each change tells marks:<clientId> (MarkChangedMessage).
 */
export const marksProjection = defineProjection({
  name: 'marks.v1',
  collections: [
    MARKS_COLLECTION_SPEC,
    { name: MARK_PLACES_COLLECTION, indexes: [] },
    {
      name: MARK_PRESENCE_COLLECTION,
      indexes: [['clientId', 'inside', 'zoneId'], ['personId']],
    },
  ],
  ...handlersOf<Event>(
    {
      'access.ZoneRegistered': ({ data }, ctx) => {
        const zone: MarkPlace = {
          zoneId: data.zoneId,
          name: data.name,
          doors: data.doors.map((d) => ({ doorId: d.doorId, name: d.name })),
        };
        ctx.put(MARK_PLACES_COLLECTION, data.zoneId, zone);
      },
      'access.MarkGranted': async ({ data }, ctx) => {
        const zoneName = await record(ctx, data, GRANTED);
        await place(ctx, data, zoneName);
      },
      'access.MarkDenied': async ({ data }, ctx) => {
        const { reason, requirement: _requirement, ...mark } = data;
        await record(ctx, mark, denied(reason));
      },
      'access.VehicleMarkGranted': async ({ data }, ctx) => {
        await record(ctx, vehicleRow(data), GRANTED);
      },
      'access.VehicleMarkDenied': async ({ data }, ctx) => {
        const { reason, requirement: _requirement, ...mark } = data;
        await record(ctx, vehicleRow(mark), denied(reason));
      },
      'access.MarkCorrected': async ({ data }, ctx) => {
        const row = await ctx.get<MarkView>(MARKS_COLLECTION, data.markId);
        if (!row) return;
        const { markedAt, hour, mode, reason } = data;
        ctx.put(MARKS_COLLECTION, data.markId, {
          ...row,
          markedAt,
          hour,
          mode,
          reason,
          corrected: true,
          version: ctx.position,
        });
        if (row.granted) {
          const next = { markId: data.markId, markedAt, direction: data.direction };
          await replace(ctx, data, next);
        }
        changed(ctx, row, { markId: data.markId, date: row.date, voided: false });
      },
      'access.MarkVoided': async ({ data }, ctx) => {
        const row = await ctx.get<MarkView>(MARKS_COLLECTION, data.markId);
        ctx.remove(MARKS_COLLECTION, data.markId);
        if (data.granted) await replace(ctx, data, null);
        const mark = { clientId: data.clientId, plate: row?.plate ?? '' };
        changed(ctx, mark, { markId: data.markId, date: row?.date ?? '', voided: true });
      },
    },
    {
      'access.MarkGranted': markKeys,
      'access.MarkDenied': markKeys,
      'access.MarkCorrected': markKeys,
      'access.MarkVoided': markKeys,
      'access.VehicleMarkGranted': vehicleKeys,
      'access.VehicleMarkDenied': vehicleKeys,
    },
  ),
});
