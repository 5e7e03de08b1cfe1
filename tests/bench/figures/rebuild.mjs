import { bigLog } from '../lib/datasets.mjs';
import { runTask } from '../lib/child.mjs';

/** Rebuild of every projection over the big log; baseline: a raw sequential read of the event table. */
export async function rebuildBigLog(ctx) {
  const { events } = ctx.sizes.log;
  const log = await bigLog(ctx, events);
  const result = await runTask(ctx, { task: 'rebuild', args: { dir: log.dir }, label: 'rebuild' });
  ctx.shared.rebuilt = log.dir;
  return { log, result };
}

export default {
  name: 'rebuild',
  async run(ctx) {
    const { log, result } = await rebuildBigLog(ctx);
    const { baseline, rebuild } = result;
    const rate = (rebuild.events * 1000) / rebuild.ms;
    const base = (baseline.events * 1000) / baseline.ms;
    return [
      ctx.row(
        `projection rebuild events/s (${log.events.toLocaleString('en-US')} events, all projections)`,
        {
          value: rate,
          unit: '/s',
          baseline: base,
          baselineLabel: 'raw sequential read of the event table',
          checks: [{ kind: 'min', of: 'value', limit: 50_000 }],
          details: {
            events: rebuild.events,
            ms: rebuild.ms,
            batch: rebuild.batch,
            peakRssMb: rebuild.peakRssMb,
            baseline,
          },
        },
      ),
    ];
  },
};
