import { join } from 'node:path';
import { runTask } from '../lib/child.mjs';
import { percentile } from '../lib/stats.mjs';

export default {
  name: 'appends',
  async run(ctx) {
    const { count, concurrency, rounds } = ctx.sizes.appends;
    const r = await runTask(ctx, 'appends', {
      dir: join(ctx.tmp, 'appends'),
      count,
      concurrency,
      rounds,
    });
    // the median round of each (rounds alternate raw and port)
    const port = percentile(
      r.rounds.map((x) => x.portPerSec),
      50,
    );
    const raw = percentile(
      r.rounds.map((x) => x.rawPerSec),
      50,
    );
    return [
      ctx.row('event appends/s (EventStore port, 1-event commands, concurrent)', {
        value: port,
        unit: '/s',
        baseline: raw,
        baselineLabel: `raw better-sqlite3 inserts, same rows, ${concurrency} per tx`,
        checks: [
          { kind: 'min', of: 'value', limit: 10_000 },
          { kind: 'min', of: 'ratio', limit: 0.25 },
        ],
        details: { count, concurrency, rounds: r.rounds },
      }),
    ];
  },
};
