// Running one figure: its rows, timed, with the CPU the rest of the machine used meanwhile.
import os from 'node:os';
import { describeChecks, fmt, ratio, verdict } from './stats.mjs';
import { cpuAccount, othersShare } from './machine.mjs';

/** A result row: ratio and verdict from the checks. */
export function makeRow(
  figure,
  { value, unit = '', baseline = null, baselineLabel = null, checks, note, details },
) {
  const r = ratio(value, baseline);
  const v = verdict(checks, value, r);
  return {
    figure,
    value,
    unit,
    baseline,
    baselineLabel,
    ratio: r,
    target: describeChecks(checks, unit),
    pass: v.pass,
    note: note ?? null,
    details: details ?? null,
  };
}

function errorRow(figure, err) {
  return {
    name: figure.name,
    figure: figure.name,
    value: null,
    unit: '',
    baseline: null,
    ratio: null,
    target: '',
    pass: false,
    error: String(err.message ?? err).slice(0, 500),
  };
}

async function measured(figure, ctx) {
  const t = Date.now();
  const cpuBefore = cpuAccount();
  const produced = await figure.run(ctx);
  // CPU the rest of the machine used meanwhile: the noise this figure ran in
  const others = othersShare(cpuBefore, cpuAccount());
  const busy = others > 0.25;
  if (busy)
    ctx.log(
      `  other processes used ${(others * 100).toFixed(0)}% of the machine's CPU during this figure`,
    );
  const seconds = (Date.now() - t) / 1000;
  return produced.map((r) => ({
    ...r,
    name: figure.name,
    seconds,
    othersCpuShare: +others.toFixed(3),
    busy,
  }));
}

/** The figure's rows, or one error row when it throws. */
export async function runFigure(figure, ctx) {
  ctx.log(
    `figure ${figure.name} (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs)`,
  );
  try {
    const rows = await measured(figure, ctx);
    for (const r of rows)
      ctx.log(`  ${r.pass ? 'PASS' : 'MISS'} ${r.figure}: ${fmt(r.value)} ${r.unit}`);
    return rows;
  } catch (err) {
    ctx.log(`  ERROR in ${figure.name}: ${err.stack ?? err}`);
    return [errorRow(figure, err)];
  }
}
