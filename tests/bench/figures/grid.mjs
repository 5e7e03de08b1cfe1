import { join } from 'node:path';
import { runTask } from '../lib/child.mjs';

/** Grid query p95 through the ReadStore port on N request rows vs the hand-written indexed SQL. */
function detailsOf(r, rows) {
  const byTemplate = Object.fromEntries(
    Object.entries(r.byTemplate).map(([k, v]) => [
      k,
      { portP95: v.port.p95, sqlP95: v.base.p95, n: v.port.count },
    ]),
  );
  return {
    rows,
    queries: r.port.count,
    buildMs: r.buildMs,
    port: r.port,
    sql: r.base,
    byTemplate,
    textFilterReference: r.text,
    sqlPlans: r.plans,
    portPlans: r.portPlans,
  };
}

export default {
  name: 'grid',
  async run(ctx) {
    const { rows, queries, budgetMs } = ctx.sizes.grid;
    const args = { dir: join(ctx.tmp, 'grid'), rows, queries, budgetMs };
    const r = await runTask(ctx, { task: 'grid', args, label: 'grid' });
    ctx.log(
      `  port p95 ${r.port.p95.toFixed(1)} ms over ${r.port.count} queries, hand-written SQL p95 ${r.base.p95.toFixed(1)} ms; text filter (reference) ${r.text.port.p95.toFixed(0)} vs ${r.text.base.p95.toFixed(0)} ms`,
    );
    return [
      ctx.row(`grid query p95, filter+sort+page (${rows.toLocaleString('en-US')} request rows)`, {
        value: r.port.p95,
        unit: 'ms',
        baseline: r.base.p95,
        baselineLabel: 'hand-written SQL, composite indexes',
        // for a latency the ratio is value/baseline: "<= 3x baseline"
        checks: [
          { kind: 'max', of: 'value', limit: 20 },
          { kind: 'max', of: 'ratio', limit: 3 },
        ],
        note: r.mismatches ? `${r.mismatches} answers differ from the SQL baseline` : undefined,
        details: detailsOf(r, rows),
      }),
    ];
  },
};
