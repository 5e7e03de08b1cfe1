import type { MarkGranted, OccupancyMessage, ZoneRow } from '@faena/contracts';
import type { DocOf, ProjectionContext } from '../runner/projection';

export const ZONES_COLLECTION = 'zones_v1';
/** helper: where each person is inside, personId → Presence */
export const ZONE_PRESENCE_COLLECTION = 'zone_presence_v1';

export type ZoneView = DocOf<ZoneRow>;
export interface Presence {
  [key: string]: string | undefined;
  personId: string;
  zoneId: string;
  /** the entry that placed the person (absent on rows written before marks could be voided) */
  markId?: string;
}

type Mark = MarkGranted['data'];

const occupancyOf = (zone: ZoneView): OccupancyMessage => ({
  zoneId: zone.zoneId,
  occupancy: zone.occupancy,
  capacity: zone.capacity,
  lastMarkAt: zone.lastMarkAt,
  lastMarkPerson: zone.lastMarkPerson,
  deniedCount: zone.deniedCount,
});

export function save(ctx: ProjectionContext, zone: ZoneView): void {
  ctx.put(ZONES_COLLECTION, zone.zoneId, zone);
  ctx.notify(`zone:${zone.clientId}`, 'zone.occupancy', occupancyOf(zone));
}

/** The zone with its occupancy moved by `delta` (never below zero), as of `position`. */
const counted = (zone: ZoneView, delta: number, position: number): ZoneView => ({
  ...zone,
  occupancy: Math.max(0, zone.occupancy + delta),
  version: position,
});

/** The zone's last mark. */
export const marked = (zone: ZoneView, mark: Mark, position: number): ZoneView => ({
  ...zone,
  lastMarkAt: mark.markedAt,
  lastMarkPerson: mark.personName,
  version: position,
});

/** Entry: counted once per person; entering while recorded inside another zone moves the person. */
export async function enter(ctx: ProjectionContext, zone: ZoneView, mark: Mark): Promise<void> {
  const presence = await ctx.get<Presence>(ZONE_PRESENCE_COLLECTION, mark.personId);
  if (presence?.zoneId === zone.zoneId) {
    save(ctx, marked(zone, mark, ctx.position));
    return;
  }
  if (presence) {
    const previous = await ctx.get<ZoneView>(ZONES_COLLECTION, presence.zoneId);
    if (previous) save(ctx, counted(previous, -1, ctx.position));
  }
  const here: Presence = { personId: mark.personId, zoneId: zone.zoneId, markId: mark.markId };
  ctx.put(ZONE_PRESENCE_COLLECTION, mark.personId, here);
  save(ctx, counted(marked(zone, mark, ctx.position), 1, ctx.position));
}

/** Exit: removes the person only when recorded inside this zone; otherwise only the last mark changes. */
export async function exit(ctx: ProjectionContext, zone: ZoneView, mark: Mark): Promise<void> {
  const presence = await ctx.get<Presence>(ZONE_PRESENCE_COLLECTION, mark.personId);
  if (presence?.zoneId !== zone.zoneId) {
    save(ctx, marked(zone, mark, ctx.position));
    return;
  }
  ctx.remove(ZONE_PRESENCE_COLLECTION, mark.personId);
  save(ctx, counted(marked(zone, mark, ctx.position), -1, ctx.position));
}

export type Undone = { markId: string; personId: string; zoneId: string };

/** A granted entry undone (voided, or corrected to an exit): out, if that entry placed the person. */
export async function undoEntry(
  ctx: ProjectionContext,
  zone: ZoneView,
  mark: Undone,
): Promise<void> {
  const presence = await ctx.get<Presence>(ZONE_PRESENCE_COLLECTION, mark.personId);
  if (presence?.zoneId !== zone.zoneId || presence.markId !== mark.markId) return;
  ctx.remove(ZONE_PRESENCE_COLLECTION, mark.personId);
  save(ctx, counted(zone, -1, ctx.position));
}

/** A granted exit undone (voided, or corrected to an entry): back inside, unless recorded elsewhere. */
export async function undoExit(
  ctx: ProjectionContext,
  zone: ZoneView,
  mark: Undone,
): Promise<void> {
  const presence = await ctx.get<Presence>(ZONE_PRESENCE_COLLECTION, mark.personId);
  if (presence) return;
  const here: Presence = { personId: mark.personId, zoneId: zone.zoneId, markId: mark.markId };
  ctx.put(ZONE_PRESENCE_COLLECTION, mark.personId, here);
  save(ctx, counted(zone, 1, ctx.position));
}
