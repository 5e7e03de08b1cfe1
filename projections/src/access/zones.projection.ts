import type {
  DeniedMarkMessage,
  MarkCorrected,
  MarkVoided,
  MarkDenied,
  MarkGranted,
  DoorAdded,
  DoorUpdated,
  ZoneRegistered,
  ZoneUpdated,
} from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type ProjectionContext } from '../runner/projection';
import {
  enter,
  exit,
  marked,
  save,
  undoEntry,
  undoExit,
  ZONE_PRESENCE_COLLECTION,
  ZONES_COLLECTION,
  type ZoneView,
} from './zone-occupancy';

export {
  ZONE_PRESENCE_COLLECTION,
  ZONES_COLLECTION,
  type Presence,
  type ZoneView,
} from './zone-occupancy';

type Event =
  | ZoneRegistered
  | ZoneUpdated
  | DoorAdded
  | DoorUpdated
  | MarkGranted
  | MarkDenied
  | MarkCorrected
  | MarkVoided;

/** The alarm a denied mark raises on the wall: who, at which door, and why. */
const deniedOf = (zone: ZoneView, mark: MarkDenied['data']): DeniedMarkMessage => ({
  markId: mark.markId,
  zoneId: zone.zoneId,
  doorId: mark.doorId,
  doorName: zone.doors.find((d) => d.doorId === mark.doorId)?.name ?? mark.doorId,
  personName: mark.personName,
  reason: mark.reason,
  markedAt: mark.markedAt,
});

/** A door added or edited: the board names doors in its denied alarms (DoorDirectory reads them). */
async function doorChanged(ctx: ProjectionContext, data: DoorAdded['data']): Promise<void> {
  const zone = await ctx.get<ZoneView>(ZONES_COLLECTION, data.zoneId);
  if (!zone) return;
  const door = { doorId: data.doorId, name: data.name, type: data.type };
  const known = zone.doors.some((d) => d.doorId === door.doorId);
  const doors = known
    ? zone.doors.map((d) => (d.doorId === door.doorId ? door : d))
    : [...zone.doors, door];
  save(ctx, { ...zone, doors, version: ctx.position });
}

const markKeys = ({ data }: { data: { zoneId: string; personId: string } }) =>
  [
    [ZONES_COLLECTION, data.zoneId],
    [ZONE_PRESENCE_COLLECTION, data.personId],
  ] as const;

/**
 * zones.v1: each zone with its doors, live occupancy (granted marks), denied count and last mark.
 * Notices go to `zone:<clientId>` with the zone's OccupancyMessage, and a DeniedMarkMessage
 * (`zone.denied`) after each denied mark.
 */
export const zonesProjection = defineProjection({
  name: 'zones.v1',
  collections: [
    { name: ZONES_COLLECTION, indexes: ['clientId', 'divisionId', 'name'] },
    { name: ZONE_PRESENCE_COLLECTION, indexes: ['zoneId'] },
  ],
  ...handlersOf<Event>(
    {
      'access.ZoneRegistered': async ({ data }, ctx) => {
        const existing = await ctx.get<ZoneView>(ZONES_COLLECTION, data.zoneId);
        const zone: ZoneView = {
          zoneId: data.zoneId,
          clientId: data.clientId,
          divisionId: data.divisionId,
          name: data.name,
          capacity: data.capacity,
          doors: data.doors.map((d) => ({ doorId: d.doorId, name: d.name, type: d.type })),
          occupancy: existing?.occupancy ?? 0,
          lastMarkAt: existing?.lastMarkAt ?? null,
          lastMarkPerson: existing?.lastMarkPerson ?? null,
          deniedCount: existing?.deniedCount ?? 0,
          version: ctx.position,
        };
        save(ctx, zone);
      },
      // issue 20: an edited zone (name, division, capacity: the board's figure) and its doors
      'access.ZoneUpdated': async ({ data }, ctx) => {
        const zone = await ctx.get<ZoneView>(ZONES_COLLECTION, data.zoneId);
        if (!zone) return;
        const { name, divisionId, capacity } = data;
        save(ctx, { ...zone, name, divisionId, capacity, version: ctx.position });
      },
      'access.DoorAdded': async ({ data }, ctx) => doorChanged(ctx, data),
      'access.DoorUpdated': async ({ data }, ctx) => doorChanged(ctx, data),
      'access.MarkGranted': async ({ data }, ctx) => {
        const zone = await ctx.get<ZoneView>(ZONES_COLLECTION, data.zoneId);
        if (!zone) return;
        await (data.direction === 'E' ? enter(ctx, zone, data) : exit(ctx, zone, data));
      },
      'access.MarkDenied': async ({ data }, ctx) => {
        const zone = await ctx.get<ZoneView>(ZONES_COLLECTION, data.zoneId);
        if (!zone) return;
        save(ctx, { ...marked(zone, data, ctx.position), deniedCount: zone.deniedCount + 1 });
        ctx.notify(`zone:${zone.clientId}`, 'zone.denied', deniedOf(zone, data));
      },
      // a supervisor's void or correction of a manual mark moves the occupancy back
      'access.MarkVoided': async ({ data }, ctx) => {
        const zone = await ctx.get<ZoneView>(ZONES_COLLECTION, data.zoneId);
        if (!zone || !data.granted) return;
        await (data.direction === 'E' ? undoEntry(ctx, zone, data) : undoExit(ctx, zone, data));
      },
      'access.MarkCorrected': async ({ data }, ctx) => {
        const zone = await ctx.get<ZoneView>(ZONES_COLLECTION, data.zoneId);
        if (!zone || !data.granted || data.previous.mode === data.mode) return;
        await (data.previous.mode === 'S' ? undoEntry(ctx, zone, data) : undoExit(ctx, zone, data));
      },
    },
    {
      'access.ZoneRegistered': ({ data }) => [[ZONES_COLLECTION, data.zoneId]],
      'access.ZoneUpdated': ({ data }) => [[ZONES_COLLECTION, data.zoneId]],
      'access.DoorAdded': ({ data }) => [[ZONES_COLLECTION, data.zoneId]],
      'access.DoorUpdated': ({ data }) => [[ZONES_COLLECTION, data.zoneId]],
      'access.MarkGranted': markKeys,
      'access.MarkDenied': ({ data }) => [[ZONES_COLLECTION, data.zoneId]],
      'access.MarkVoided': markKeys,
      'access.MarkCorrected': markKeys,
    },
  ),
});
