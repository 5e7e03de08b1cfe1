#!/usr/bin/env node
// Faena benchmark (product issue 5): each figure measured side by side with its baseline in the
// same run; prints a table and writes bench-results.json at the root of the repo.
// Usage: node tests/bench/run.mjs [--size quick|full] [--only name[,name]] [--cpu-prof] [--keep] [--wait-quiet seconds]
//   figures: appends, http, push, rebuild, grid, fanout, marks, memory, marks-requirements,
//   marks-groups, bulk, offline-sync, attendance
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/env.mjs';
import { describeChecks, fmt, ratio, verdict } from './lib/stats.mjs';
import { cpuAccount, gitCommit, machine, othersShare, waitQuiet } from './lib/machine.mjs';
import { printTable } from './lib/table.mjs';
import appends from './figures/appends.mjs';
import http from './figures/http-commands.mjs';
import push from './figures/push.mjs';
import rebuild from './figures/rebuild.mjs';
import grid from './figures/grid.mjs';
import fanout from './figures/fanout.mjs';
import marks from './figures/marks.mjs';
import memory from './figures/memory.mjs';
import marksRequirements from './figures/marks-requirements.mjs';
import marksGroups from './figures/marks-groups.mjs';
import bulk from './figures/bulk.mjs';
import offlineSync from './figures/offline-sync.mjs';
import attendance from './figures/attendance.mjs';

const FIGURES = [
  appends,
  http,
  push,
  marks,
  fanout,
  rebuild,
  memory,
  grid,
  marksRequirements,
  marksGroups,
  bulk,
  offlineSync,
  attendance,
];

export const SIZES = {
  quick: {
    appends: { count: 10_000, concurrency: 256, rounds: 3 },
    http: { people: 30_000, contracts: 100, durationS: 5, warmS: 1, connections: 50 },
    push: { people: 5_000, contracts: 100, rate: 500, durationS: 4, approvers: 100 },
    marks: { devices: 8, batch: 100, durationS: 5, warmS: 1 },
    fanout: { clients: 500, processes: 1, changes: 3 },
    log: { events: 20_000 },
    grid: { rows: 20_000, queries: 60, budgetMs: 20_000 },
    bulk: { rows: 2_000, callers: 4, baselineS: 3 },
    attendance: { people: 500, marksPerPerson: 60 },
  },
  full: {
    appends: { count: 100_000, concurrency: 256, rounds: 3 },
    http: { people: 150_000, contracts: 100, durationS: 20, warmS: 3, connections: 50 },
    push: { people: 12_000, contracts: 100, rate: 500, durationS: 15, approvers: 100 },
    marks: { devices: 8, batch: 100, durationS: 20, warmS: 3 },
    fanout: { clients: 5_000, processes: 2, changes: 5 },
    log: { events: 1_000_000 },
    grid: { rows: 1_000_000, queries: 240, budgetMs: 120_000 },
    bulk: { rows: 2_000, callers: 4, baselineS: 5 },
    attendance: { people: 5_000, marksPerPerson: 60 },
  },
};

function parseArgs(argv) {
  const args = { size: 'quick', only: null, cpuProf: false, keep: false, waitQuiet: 0, set: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => (a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i]);
    if (a.startsWith('--size')) args.size = value();
    else if (a.startsWith('--only')) args.only = value().split(',');
    else if (a === '--cpu-prof') args.cpuProf = true;
    else if (a === '--keep') args.keep = true;
    else if (a.startsWith('--wait-quiet')) args.waitQuiet = Number(value());
    else if (a.startsWith('--set')) args.set.push(value());
    else if (a === 'quick' || a === 'full') args.size = a;
    else throw new Error(`unknown argument ${a}`);
  }
  if (!SIZES[args.size]) throw new Error(`--size must be quick or full`);
  // --set push.rate=250: a diagnostic override of one size parameter (recorded in the results)
  for (const kv of args.set) {
    const [path, raw] = kv.split('=');
    const [group, key] = (path ?? '').split('.');
    if (!SIZES[args.size][group] || !(key in SIZES[args.size][group]) || raw === undefined)
      throw new Error(`--set ${kv}: unknown parameter`);
    SIZES[args.size][group][key] = Number(raw);
  }
  const known = FIGURES.map((f) => f.name);
  for (const name of args.only ?? [])
    if (!known.includes(name))
      throw new Error(`unknown figure ${name}; known: ${known.join(', ')}`);
  return args;
}

/** A result row: ratio and verdict from the checks. */
function makeRow(
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

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const tmp = mkdtempSync(join(os.tmpdir(), 'faena-bench-'));
  const cpuProfDir = args.cpuProf
    ? join(ROOT, '.tmp', 'bench-profiles', new Date().toISOString().replace(/[:.]/g, '-'))
    : null;
  if (cpuProfDir) mkdirSync(cpuProfDir, { recursive: true });
  const memo = new Map();
  const started = Date.now();
  const log = (msg) =>
    process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${msg}\n`);
  const ctx = {
    size: args.size,
    sizes: SIZES[args.size],
    tmp,
    cpuProfDir,
    log,
    shared: {},
    row: makeRow,
    memo: (key, make) => {
      if (!memo.has(key)) memo.set(key, make());
      return memo.get(key);
    },
  };
  const info = {
    date: new Date().toISOString(),
    size: args.size,
    overrides: args.set,
    commit: gitCommit(),
    machine: machine(),
  };
  log(
    `bench --size ${args.size} on ${info.machine.cpus} x ${info.machine.cpuModel}, ${info.machine.memoryGb} GB, ${info.machine.node}; data in ${tmp}`,
  );
  const rows = [];
  const figures = FIGURES.filter((f) => !args.only || args.only.includes(f.name));
  try {
    for (const figure of figures) {
      if (args.waitQuiet > 0) await waitQuiet(args.waitQuiet, log);
      log(
        `figure ${figure.name} (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs)`,
      );
      const t = Date.now();
      const cpuBefore = cpuAccount();
      try {
        const produced = await figure.run(ctx);
        // CPU the rest of the machine used meanwhile: the noise this figure ran in
        const others = othersShare(cpuBefore, cpuAccount());
        const busy = others > 0.25;
        if (busy)
          log(
            `  other processes used ${(others * 100).toFixed(0)}% of the machine's CPU during this figure`,
          );
        for (const r of produced)
          rows.push({
            ...r,
            name: figure.name,
            seconds: (Date.now() - t) / 1000,
            othersCpuShare: +others.toFixed(3),
            busy,
          });
        for (const r of produced)
          log(`  ${r.pass ? 'PASS' : 'MISS'} ${r.figure}: ${fmt(r.value)} ${r.unit}`);
      } catch (err) {
        log(`  ERROR in ${figure.name}: ${err.stack ?? err}`);
        rows.push({
          name: figure.name,
          figure: figure.name,
          value: null,
          unit: '',
          baseline: null,
          ratio: null,
          target: '',
          pass: false,
          error: String(err.message ?? err).slice(0, 500),
        });
      }
    }
  } finally {
    if (!args.keep) rmSync(tmp, { recursive: true, force: true });
  }
  printTable(rows);
  const results = {
    ...info,
    seconds: (Date.now() - started) / 1000,
    cpuProfiles: cpuProfDir,
    figures: rows,
  };
  writeFileSync(join(ROOT, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(
    `bench-results.json written; ${rows.filter((r) => r.pass).length}/${rows.length} figures on target${cpuProfDir ? `; CPU profiles in ${cpuProfDir}` : ''}`,
  );
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
