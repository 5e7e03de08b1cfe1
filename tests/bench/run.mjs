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
import { gitCommit, machine, waitQuiet } from './lib/machine.mjs';
import { parseArgs } from './lib/args.mjs';
import { makeRow, runFigure } from './lib/figure-run.mjs';
import { SIZES } from './lib/sizes.mjs';
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

function profileDir(cpuProf) {
  if (!cpuProf) return null;
  const dir = join(ROOT, '.tmp', 'bench-profiles', new Date().toISOString().replace(/[:.]/g, '-'));
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** What every figure gets: sizes, a scratch folder, the log, rows and a memo shared by figures. */
function context(args, started) {
  const memo = new Map();
  return {
    size: args.size,
    sizes: SIZES[args.size],
    tmp: mkdtempSync(join(os.tmpdir(), 'faena-bench-')),
    cpuProfDir: profileDir(args.cpuProf),
    log: (msg) =>
      process.stdout.write(
        `[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${msg}\n`,
      ),
    shared: {},
    row: makeRow,
    memo: (key, make) => {
      if (!memo.has(key)) memo.set(key, make());
      return memo.get(key);
    },
  };
}

function writeResults(info, rows, ctx) {
  const results = {
    ...info,
    seconds: (Date.now() - info.started) / 1000,
    cpuProfiles: ctx.cpuProfDir,
    figures: rows,
  };
  delete results.started;
  writeFileSync(join(ROOT, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const onTarget = rows.filter((r) => r.pass).length;
  const profiles = ctx.cpuProfDir ? `; CPU profiles in ${ctx.cpuProfDir}` : '';
  ctx.log(`bench-results.json written; ${onTarget}/${rows.length} figures on target${profiles}`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2), {
    sizes: SIZES,
    known: FIGURES.map((f) => f.name),
  });
  const started = Date.now();
  const ctx = context(args, started);
  const info = {
    date: new Date().toISOString(),
    size: args.size,
    overrides: args.set,
    commit: gitCommit(),
    machine: machine(),
    started,
  };
  ctx.log(
    `bench --size ${args.size} on ${info.machine.cpus} x ${info.machine.cpuModel}, ${info.machine.memoryGb} GB, ${info.machine.node}; data in ${ctx.tmp}`,
  );
  const rows = [];
  try {
    for (const figure of FIGURES.filter((f) => !args.only || args.only.includes(f.name))) {
      if (args.waitQuiet > 0) await waitQuiet(args.waitQuiet, ctx.log);
      rows.push(...(await runFigure(figure, ctx)));
    }
  } finally {
    if (!args.keep) rmSync(ctx.tmp, { recursive: true, force: true });
  }
  printTable(rows);
  writeResults(info, rows, ctx);
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
