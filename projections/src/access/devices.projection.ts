import type { DeviceEvent, DeviceRow, ZoneEvent } from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

export const DEVICES_COLLECTION = 'devices_v1';
/** helper: each zone's name, its doors' names and the devices at each door (to rename rows) */
export const DEVICE_ZONES_COLLECTION = 'device_zones_v1';

export type DeviceView = DocOf<DeviceRow>;
export interface DeviceZone {
  [key: string]: unknown;
  zoneId: string;
  name: string;
  doors: Record<string, { name: string; deviceIds: string[] }>;
}

type Event = DeviceEvent | ZoneEvent;

/** Rewrites the rows of the zone's devices with the zone's and doors' current names. */
async function renameRows(ctx: ProjectionContext, zone: DeviceZone, doorIds: string[]) {
  for (const doorId of doorIds) {
    const door = zone.doors[doorId];
    if (!door) continue;
    for (const deviceId of door.deviceIds) {
      const row = await ctx.get<DeviceView>(DEVICES_COLLECTION, deviceId);
      if (row)
        ctx.put(DEVICES_COLLECTION, deviceId, {
          ...row,
          zoneName: zone.name,
          doorName: door.name,
          version: ctx.position,
        });
    }
  }
}

async function zoneDoc(ctx: ProjectionContext, zoneId: string): Promise<DeviceZone | null> {
  return ctx.get<DeviceZone>(DEVICE_ZONES_COLLECTION, zoneId);
}

/**
 * devices.v1: the client's devices grid (issue 20), each with its zone's and door's names, kept
 * current when a zone or a door is renamed. No live room: the screen reads after its own writes.
 */
export const devicesProjection = defineProjection({
  name: 'devices.v1',
  collections: [
    { name: DEVICES_COLLECTION, indexes: ['clientId', 'zoneId', 'doorId', 'ip'] },
    { name: DEVICE_ZONES_COLLECTION, indexes: [] },
  ],
  ...handlersOf<Event>(
    {
      'access.ZoneRegistered': async ({ data }, ctx) => {
        const before = await zoneDoc(ctx, data.zoneId);
        const doors = Object.fromEntries(
          data.doors.map((d) => [
            d.doorId,
            { name: d.name, deviceIds: before?.doors[d.doorId]?.deviceIds ?? [] },
          ]),
        );
        const zone: DeviceZone = { zoneId: data.zoneId, name: data.name, doors };
        ctx.put(DEVICE_ZONES_COLLECTION, data.zoneId, zone);
        await renameRows(ctx, zone, Object.keys(doors));
      },
      'access.ZoneUpdated': async ({ data }, ctx) => {
        const before = await zoneDoc(ctx, data.zoneId);
        if (!before || before.name === data.name) return;
        const zone = { ...before, name: data.name };
        ctx.put(DEVICE_ZONES_COLLECTION, data.zoneId, zone);
        await renameRows(ctx, zone, Object.keys(zone.doors));
      },
      'access.DoorAdded': async ({ data }, ctx) => doorChanged(ctx, data),
      'access.DoorUpdated': async ({ data }, ctx) => doorChanged(ctx, data),
      'access.DeviceRegistered': async ({ data }, ctx) => deviceChanged(ctx, data),
      'access.DeviceUpdated': async ({ data }, ctx) => deviceChanged(ctx, data),
    },
    {
      'access.ZoneRegistered': ({ data }) => [[DEVICE_ZONES_COLLECTION, data.zoneId]],
      'access.ZoneUpdated': ({ data }) => [[DEVICE_ZONES_COLLECTION, data.zoneId]],
      'access.DoorAdded': ({ data }) => [[DEVICE_ZONES_COLLECTION, data.zoneId]],
      'access.DoorUpdated': ({ data }) => [[DEVICE_ZONES_COLLECTION, data.zoneId]],
      'access.DeviceRegistered': ({ data }) => [
        [DEVICE_ZONES_COLLECTION, data.zoneId],
        [DEVICES_COLLECTION, data.deviceId],
      ],
      'access.DeviceUpdated': ({ data }) => [
        [DEVICE_ZONES_COLLECTION, data.zoneId],
        [DEVICES_COLLECTION, data.deviceId],
      ],
    },
  ),
});

async function doorChanged(
  ctx: ProjectionContext,
  data: { zoneId: string; doorId: string; name: string },
): Promise<void> {
  const before = await zoneDoc(ctx, data.zoneId);
  if (!before) return;
  const door = before.doors[data.doorId];
  const zone: DeviceZone = {
    ...before,
    doors: {
      ...before.doors,
      [data.doorId]: { name: data.name, deviceIds: door?.deviceIds ?? [] },
    },
  };
  ctx.put(DEVICE_ZONES_COLLECTION, data.zoneId, zone);
  if (door && door.name !== data.name) await renameRows(ctx, zone, [data.doorId]);
}

/** Which device on which door. */
interface DevicePlace {
  doorId: string;
  deviceId: string;
}

/** A door's device list with one device added or removed (the zone document unchanged otherwise). */
function withDevice(zone: DeviceZone, { doorId, deviceId }: DevicePlace, add: boolean): DeviceZone {
  const door = zone.doors[doorId];
  if (!door) return zone;
  const others = door.deviceIds.filter((id) => id !== deviceId);
  const deviceIds = add ? [...others, deviceId] : others;
  return { ...zone, doors: { ...zone.doors, [doorId]: { ...door, deviceIds } } };
}

/** A device moved to another door: the old door (in its own zone's document) forgets it. */
async function leaveDoor(
  ctx: ProjectionContext,
  previous: DeviceView,
  deviceId: string,
): Promise<void> {
  const old = await zoneDoc(ctx, previous.zoneId);
  if (old)
    ctx.put(
      DEVICE_ZONES_COLLECTION,
      old.zoneId,
      withDevice(old, { doorId: previous.doorId, deviceId }, false),
    );
}

/** The device joins its door's list in its zone's document: that zone, or null when unknown. */
async function joinDoor(ctx: ProjectionContext, data: DeviceEvent['data']) {
  const before = await zoneDoc(ctx, data.zoneId);
  const zone = before ? withDevice(before, data, true) : null;
  if (zone) ctx.put(DEVICE_ZONES_COLLECTION, zone.zoneId, zone);
  return zone;
}

async function deviceChanged(ctx: ProjectionContext, data: DeviceEvent['data']): Promise<void> {
  const { changedBy: _by, ...device } = data;
  const previous = await ctx.get<DeviceView>(DEVICES_COLLECTION, data.deviceId);
  if (previous && previous.doorId !== data.doorId) await leaveDoor(ctx, previous, data.deviceId);
  const zone = await joinDoor(ctx, data);
  const row: DeviceView = {
    ...device,
    zoneName: zone?.name ?? data.zoneId,
    doorName: zone?.doors[data.doorId]?.name ?? data.doorId,
    version: ctx.position,
  };
  ctx.put(DEVICES_COLLECTION, data.deviceId, row);
}
