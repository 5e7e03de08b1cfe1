import { join } from 'node:path';
import { runTask } from '../lib/child.mjs';
import { percentile } from '../lib/stats.mjs';

export default {
  name: 'appends',
  async run(ctx) {
    const { count, concurrency, rounds } = ctx.sizes.appends;
    const args = { dir: join(ctx.tmp, 'appends'), count, concurrency, rounds };
    const r = await runTask(ctx, { task: 'appends', args });
    // the median round of each (rounds alternate raw and port)
    const median = (key) =>
      percentile(
        r.rounds.map((x) => x[key]),
        50,
      );
    const port = median('portPerSec');
    const raw = median('rawPerSec');
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
