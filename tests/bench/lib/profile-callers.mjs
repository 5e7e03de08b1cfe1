#!/usr/bin/env node
// Splits the self time of one function (e.g. sqliteTransaction) by the first caller frame whose
// file matches a pattern, e.g. to tell event-store commits from read-store commits.
// Usage: node tests/bench/lib/profile-callers.mjs <file.cpuprofile> <functionName> [fileRegex]
import { readFileSync } from 'node:fs';

const [file, fn, pattern = 'services/|projections/'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const re = new RegExp(pattern);
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
profile.samples.forEach((id, i) =>
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);
const byCaller = new Map();
let total = 0;
for (const [id, t] of self) {
  if (nodes.get(id).callFrame.functionName !== fn) continue;
  total += t;
  let cur = parent.get(id);
  let caller = '(none)';
  while (cur !== undefined) {
    const f = nodes.get(cur).callFrame;
    if (re.test(f.url)) {
      caller = `${f.functionName || '(anonymous)'} ${f.url.replace(/.*\/work\/main\//, '')}:${f.lineNumber + 1}`;
      break;
    }
    cur = parent.get(cur);
  }
  byCaller.set(caller, (byCaller.get(caller) ?? 0) + t);
}
const all = profile.timeDeltas.reduce((a, b) => a + b, 0);
console.log(
  `${fn}: ${Math.round(total / 1000)} ms self (${((100 * total) / all).toFixed(1)}% of ${Math.round(all / 1000)} ms)`,
);
for (const [k, t] of [...byCaller].sort((a, b) => b[1] - a[1]))
  console.log(
    `${((100 * t) / all).toFixed(1).padStart(5)}% ${String(Math.round(t / 1000)).padStart(7)} ms  ${k}`,
  );
