import type {
  MarkChangedMessage,
  MarkGranted,
  MarkRow,
  VehicleAccessChangedPayload,
  VehicleMarkGranted,
} from '@faena/contracts';
import type { CollectionSpec } from '@faena/core';
import type { DocOf, ProjectionContext } from '../runner/projection';

/** marks_v1: one row per mark of a person (voided marks leave it), for the marks query. */
export const MARKS_COLLECTION = 'marks_v1';
/** helper: each zone's name and doors, so a row names them */
export const MARK_PLACES_COLLECTION = 'mark_places_v1';

export type MarkView = DocOf<MarkRow>;
export interface MarkPlace {
  [key: string]: unknown;
  zoneId: string;
  name: string;
  doors: Array<{ doorId: string; name: string }>;
}

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

/**
 * Tells marks:<clientId> of a changed mark, and, when the mark names a plate (a vehicle's mark or
 * an occupant's), the client's access room that this vehicle's marks moved (the vehicle access screen).
 */
export function changed(
  ctx: ProjectionContext,
  mark: { clientId: string; plate: string },
  message: MarkChangedMessage,
): void {
  ctx.notify(`marks:${mark.clientId}`, 'mark.changed', message);
  if (!mark.plate) return;
  const access: VehicleAccessChangedPayload = { plate: mark.plate, change: 'mark' };
  ctx.notify(`access-rules:${mark.clientId}`, 'vehicleAccess.changed', access);
}

/** Whether the mark let its subject through, and why not ('' when granted). */
interface MarkOutcome {
  granted: boolean;
  denyReason: string;
}
export const GRANTED: MarkOutcome = { granted: true, denyReason: '' };
export const denied = (reason: string): MarkOutcome => ({
  granted: false,
  denyReason: `access:reason.${reason}`,
});

/** The zone's and the door's names (their ids while the zone is unknown). */
async function placeNames(ctx: ProjectionContext, data: MarkGranted['data']) {
  const zone = await ctx.get<MarkPlace>(MARK_PLACES_COLLECTION, data.zoneId);
  return {
    zoneName: zone?.name ?? data.zoneId,
    doorName: zone?.doors.find((d) => d.doorId === data.doorId)?.name ?? data.doorId,
  };
}

/** The row's columns that come straight from the mark. */
const markColumns = (data: MarkGranted['data']) => ({
  deviceId: data.deviceId ?? '',
  origin: data.origin,
  plate: data.plate ?? '',
  function: data.function,
  idType: data.idType,
  markType: data.markType,
  mode: data.mode,
  automatic: data.automatic,
  reason: data.justification,
});

/** A new mark's row (its zone's name returned for the presence). */
export async function record(
  ctx: ProjectionContext,
  data: MarkGranted['data'],
  outcome: MarkOutcome,
): Promise<string> {
  const { zoneName, doorName } = await placeNames(ctx, data);
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
    ...outcome,
    zoneId: data.zoneId,
    zoneName,
    doorId: data.doorId,
    doorName,
    ...markColumns(data),
    corrected: false,
    version: ctx.position,
  };
  ctx.put(MARKS_COLLECTION, data.markId, row);
  changed(ctx, row, { markId: data.markId, date: data.date, voided: false });
  return zoneName;
}

/** A vehicle's mark (type V) as a row: the vehicle is its subject and its plate names it. */
export function vehicleRow(data: VehicleMarkGranted['data']): MarkGranted['data'] {
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
