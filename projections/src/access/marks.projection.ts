import type {
  MarkChangedMessage,
  MarkCorrected,
  MarkDenied,
  MarkGranted,
  MarkRow,
  MarkVoided,
  VehicleAccessChangedPayload,
  VehicleMarkDenied,
  VehicleMarkGranted,
  ZoneRegistered,
} from '@faena/contracts';
import type { CollectionSpec } from '@faena/core';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

/** marks_v1: one row per mark of a person (voided marks leave it), for the marks query. */
export const MARKS_COLLECTION = 'marks_v1';
/** helper: each zone's name and doors, so a row names them */
export const MARK_PLACES_COLLECTION = 'mark_places_v1';
/** per person and zone (`<personId>|<zoneId>`): the granted marks there, and whether inside now */
export const MARK_PRESENCE_COLLECTION = 'mark_presence_v1';

export type MarkView = DocOf<MarkRow>;
export interface MarkPlace {
  [key: string]: unknown;
  zoneId: string;
  name: string;
  doors: Array<{ doorId: string; name: string }>;
}
/** One granted mark that places a person (entry E) or takes them out (exit S) of a zone. */
export interface PresenceMark {
  markId: string;
  markedAt: string;
  direction: 'E' | 'S';
}
export interface MarkPresence {
  [key: string]: unknown;
  clientId: string;
  personId: string;
  personName: string;
  documentNumber: string;
  companyName: string;
  zoneId: string;
  zoneName: string;
  /** the last granted mark (by its moment) is an entry */
  inside: boolean;
  /** that entry's moment ('' when not inside) */
  since: string;
  /** the latest granted marks (at most KEEP): a void or a correction recomputes from them */
  marks: PresenceMark[];
}
const KEEP = 20;

/** The marks grid always filters by clientId and sorts by the moment: each filter's index leads so. */
export const MARKS_COLLECTION_SPEC: CollectionSpec = {
  name: MARKS_COLLECTION,
  indexes: [
    ['clientId', 'markedAt'],
    ['clientId', 'date', 'markedAt'],
    ['clientId', 'zoneId', 'markedAt'],
    ['clientId', 'doorId', 'markedAt'],
    ['clientId', 'granted', 'markedAt'],
    ['clientId', 'markType', 'markedAt'],
    ['clientId', 'automatic', 'markedAt'],
    ['clientId', 'origin', 'markedAt'],
    ['clientId', 'documentNumber', 'markedAt'],
    ['clientId', 'personName'],
    ['clientId', 'plate', 'markedAt'],
    ['clientId', 'subjectId', 'markedAt'],
  ],
};

const presenceId = (personId: string, zoneId: string) => `${personId}|${zoneId}`;
/**
 * Tells marks:<clientId> of a changed mark, and, when the mark names a plate (a vehicle's mark or
 * an occupant's), the client's access room that this vehicle's marks moved (the vehicle access screen).
 */
function changed(
  ctx: ProjectionContext,
  mark: { clientId: string; plate: string },
  message: MarkChangedMessage,
): void {
  ctx.notify(`marks:${mark.clientId}`, 'mark.changed', message);
  if (!mark.plate) return;
  const access: VehicleAccessChangedPayload = { plate: mark.plate, change: 'mark' };
  ctx.notify(`access-rules:${mark.clientId}`, 'vehicleAccess.changed', access);
}

/** inside ⇔ the latest granted mark (by its moment, then its order) is an entry. */
export function settle(presence: MarkPresence): MarkPresence {
  const marks = [...presence.marks]
    .sort((a, b) => a.markedAt.localeCompare(b.markedAt))
    .slice(-KEEP);
  const last = marks.at(-1);
  const entry = last?.direction === 'E' ? last : null;
  return { ...presence, marks, inside: entry !== null, since: entry?.markedAt ?? '' };
}

async function place(ctx: ProjectionContext, data: MarkGranted['data']): Promise<void> {
  const id = presenceId(data.personId, data.zoneId);
  const zone = await ctx.get<MarkPlace>(MARK_PLACES_COLLECTION, data.zoneId);
  const existing = await ctx.get<MarkPresence>(MARK_PRESENCE_COLLECTION, id);
  const mark: PresenceMark = {
    markId: data.markId,
    markedAt: data.markedAt,
    direction: data.direction,
  };
  const presence = settle({
    clientId: data.clientId,
    personId: data.personId,
    personName: data.personName,
    documentNumber: data.documentNumber,
    companyName: data.companyName,
    zoneId: data.zoneId,
    zoneName: zone?.name ?? data.zoneId,
    inside: false,
    since: '',
    marks: [...(existing?.marks ?? []).filter((m) => m.markId !== data.markId), mark],
  });
  ctx.put(MARK_PRESENCE_COLLECTION, id, presence);
}

/** A corrected or voided mark: the person's presence in its zone is worked out again. */
async function replace(
  ctx: ProjectionContext,
  personId: string,
  zoneId: string,
  markId: string,
  next: PresenceMark | null,
): Promise<void> {
  const id = presenceId(personId, zoneId);
  const existing = await ctx.get<MarkPresence>(MARK_PRESENCE_COLLECTION, id);
  if (!existing) return;
  const marks = existing.marks.filter((m) => m.markId !== markId);
  ctx.put(
    MARK_PRESENCE_COLLECTION,
    id,
    settle({ ...existing, marks: next ? [...marks, next] : marks }),
  );
}

async function record(
  ctx: ProjectionContext,
  data: MarkGranted['data'],
  granted: boolean,
  denyReason: string,
): Promise<void> {
  const zone = await ctx.get<MarkPlace>(MARK_PLACES_COLLECTION, data.zoneId);
  const row: MarkView = {
    markId: data.markId,
    clientId: data.clientId,
    subjectId: data.personId,
    personName: data.personName,
    documentNumber: data.documentNumber,
    companyName: data.companyName,
    date: data.date,
    hour: data.hour,
    markedAt: data.markedAt,
    granted,
    denyReason,
    zoneId: data.zoneId,
    zoneName: zone?.name ?? data.zoneId,
    doorId: data.doorId,
    doorName: zone?.doors.find((d) => d.doorId === data.doorId)?.name ?? data.doorId,
    deviceId: data.deviceId ?? '',
    origin: data.origin,
    plate: data.plate ?? '',
    function: data.function,
    idType: data.idType,
    markType: data.markType,
    mode: data.mode,
    automatic: data.automatic,
    reason: data.justification,
    corrected: false,
    version: ctx.position,
  };
  ctx.put(MARKS_COLLECTION, data.markId, row);
  changed(ctx, row, { markId: data.markId, date: data.date, voided: false });
}

/** A vehicle's mark (type V) as a row: the vehicle is its subject and its plate names it. */
function vehicleRow(data: VehicleMarkGranted['data']): MarkGranted['data'] {
  return {
    ...data,
    personId: data.vehicleId,
    personName: '',
    plate: data.plate,
    function: '',
    idType: '',
    documentNumber: '',
    companyName: '',
  };
}

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
        await record(ctx, data, true, '');
        await place(ctx, data);
      },
      'access.MarkDenied': async ({ data }, ctx) => {
        const { reason, requirement: _requirement, ...mark } = data;
        await record(ctx, mark, false, `access:reason.${reason}`);
      },
      'access.VehicleMarkGranted': ({ data }, ctx) => record(ctx, vehicleRow(data), true, ''),
      'access.VehicleMarkDenied': async ({ data }, ctx) => {
        const { reason, requirement: _requirement, ...mark } = data;
        await record(ctx, vehicleRow(mark), false, `access:reason.${reason}`);
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
          await replace(ctx, data.personId, data.zoneId, data.markId, next);
        }
        changed(ctx, row, { markId: data.markId, date: row.date, voided: false });
      },
      'access.MarkVoided': async ({ data }, ctx) => {
        const row = await ctx.get<MarkView>(MARKS_COLLECTION, data.markId);
        ctx.remove(MARKS_COLLECTION, data.markId);
        if (data.granted) await replace(ctx, data.personId, data.zoneId, data.markId, null);
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
