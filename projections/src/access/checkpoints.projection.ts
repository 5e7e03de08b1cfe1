import type { CheckpointRow, ZoneEvent } from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

export const CHECKPOINTS_COLLECTION = 'checkpoints_v1';
export type CheckpointView = DocOf<CheckpointRow>;

type Door = CheckpointRow['doors'][number];

const withDoors = (row: CheckpointView, doors: Door[], position: number): CheckpointView => ({
  ...row,
  doors,
  doorCount: doors.length,
  version: position,
});

function save(ctx: ProjectionContext, row: CheckpointView): void {
  ctx.put(CHECKPOINTS_COLLECTION, row.zoneId, row);
}

const key = ({ data }: { data: { zoneId: string } }) =>
  [[CHECKPOINTS_COLLECTION, data.zoneId]] as const;

/**
 * checkpoints.v1: the configuration grid of the client's zones (issue 20): name, division,
 * capacity, marking flags, requirement codes, assigned people, active, and the doors with their
 * entry type and active flag. A seeded v1 zone arrives upcast (active, marking people and vehicles).
 * No live room: the screen reads after its own writes (afterPosition).
 */
export const checkpointsProjection = defineProjection({
  name: 'checkpoints.v1',
  collections: [{ name: CHECKPOINTS_COLLECTION, indexes: ['clientId', 'name', 'active'] }],
  ...handlersOf<ZoneEvent>(
    {
      'access.ZoneRegistered': ({ data }, ctx) => {
        const { doors, ...config } = data;
        save(
          ctx,
          withDoors({ ...config, doors: [], doorCount: 0, version: 0 }, doors, ctx.position),
        );
      },
      'access.ZoneUpdated': async ({ data }, ctx) => {
        const row = await ctx.get<CheckpointView>(CHECKPOINTS_COLLECTION, data.zoneId);
        if (!row) return;
        const { changedBy: _by, ...config } = data;
        save(ctx, { ...row, ...config, version: ctx.position });
      },
      'access.DoorAdded': async ({ data }, ctx) => {
        const row = await ctx.get<CheckpointView>(CHECKPOINTS_COLLECTION, data.zoneId);
        if (!row) return;
        const door: Door = {
          doorId: data.doorId,
          name: data.name,
          type: data.type,
          active: data.active,
        };
        const doors = row.doors.filter((d) => d.doorId !== door.doorId);
        save(ctx, withDoors(row, [...doors, door], ctx.position));
      },
      'access.DoorUpdated': async ({ data }, ctx) => {
        const row = await ctx.get<CheckpointView>(CHECKPOINTS_COLLECTION, data.zoneId);
        if (!row) return;
        const door: Door = {
          doorId: data.doorId,
          name: data.name,
          type: data.type,
          active: data.active,
        };
        const doors = row.doors.map((d) => (d.doorId === door.doorId ? door : d));
        save(ctx, withDoors(row, doors, ctx.position));
      },
    },
    {
      'access.ZoneUpdated': key,
      'access.DoorAdded': key,
      'access.DoorUpdated': key,
    },
  ),
});
