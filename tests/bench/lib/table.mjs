// The table the run prints.
import { fmt } from './stats.mjs';

export function printTable(rows) {
  const head = ['figure', 'value', 'baseline', 'ratio', 'target', 'verdict'];
  const lines = rows.map((r) => [
    r.figure,
    `${fmt(r.value)} ${r.unit}`.trim(),
    r.baseline === null ? '-' : `${fmt(r.baseline)} ${r.unit}`.trim(),
    r.ratio === null ? '-' : r.unit === '/s' ? `${fmt(r.ratio * 100, 1)}%` : `${fmt(r.ratio, 1)}x`,
    r.target,
    `${r.error ? 'ERROR' : r.pass ? 'PASS' : 'MISS'}${r.busy ? ' (busy)' : ''}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const out = [
    line(head),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...lines.map(line),
  ];
  process.stdout.write(`\n${out.join('\n')}\n`);
  for (const r of rows)
    if (r.note || r.error) process.stdout.write(`  * ${r.figure}: ${r.error ?? r.note}\n`);
  if (rows.some((r) => r.busy))
    process.stdout.write(
      "  (busy): other processes used more than 25% of the machine's CPU during that figure (see othersCpuShare in bench-results.json)\n",
    );
}
