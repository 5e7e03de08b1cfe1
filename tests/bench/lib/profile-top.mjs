#!/usr/bin/env node
// Summarizes V8 .cpuprofile files (from --cpu-prof): the hottest functions by self time and by
// total (inclusive) time, and self time per file/package.
// Usage: node tests/bench/lib/profile-top.mjs <file.cpuprofile> [top=25]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const add = (map, key, t) => map.set(key, (map.get(key) ?? 0) + t);

/** "function file:line" of a profile node, paths relative to the repo or node_modules. */
function labelOf(n) {
  const f = n.callFrame;
  const file = (f.url || '')
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\//, 'nm:')
    .replace(/.*\/work\/main\//, '');
  return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
}

/** The package (nm:name or nm:@scope/name) or the repo file a node's code is in. */
function packageOf(n) {
  const url = (n.callFrame.url || `(${n.callFrame.functionName})`).replace(/^file:\/\//, '');
  if (!url.includes('/node_modules/')) return url.replace(/.*\/work\/main\//, '');
  const inner = url.split('/node_modules/').pop();
  return `nm:${inner
    .split('/')
    .slice(0, inner.startsWith('@') ? 2 : 1)
    .join('/')}`;
}

/** Self time per sampled node id. */
function selfTimes(profile) {
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) add(self, profile.samples[i], dt[i] ?? 0);
  return self;
}

/** Adds `t` to every distinct frame label on the stack of node `id`. */
function addInclusive({ inclusive, nodes, parent }, id, t) {
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = labelOf(nodes.get(cur));
    if (seen.has(k)) continue;
    seen.add(k);
    add(inclusive, k, t);
  }
}

export function summarizeProfile(profile, top = 25) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = selfTimes(profile);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const tables = { bySelf: new Map(), byFile: new Map(), inclusive: new Map(), nodes, parent };
  for (const [id, t] of self) {
    const n = nodes.get(id);
    add(tables.bySelf, labelOf(n), t);
    add(tables.byFile, packageOf(n), t);
    addInclusive(tables, id, t);
  }
  const topOf = (m) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, t]) => ({ pct: +((100 * t) / total).toFixed(1), ms: Math.round(t / 1000), fn: k }));
  return {
    totalMs: Math.round(total / 1000),
    self: topOf(tables.bySelf),
    files: topOf(tables.byFile),
    inclusive: topOf(tables.inclusive),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.on('error', () => process.exit(0));
  const [file, top = '25'] = process.argv.slice(2);
  const s = summarizeProfile(JSON.parse(readFileSync(file, 'utf8')), Number(top));
  const print = (title, list) => {
    process.stdout.write(`\n${title}\n`);
    for (const x of list)
      if (!process.stdout.destroyed)
        process.stdout.write(
          `${String(x.pct).padStart(5)}% ${String(x.ms).padStart(7)} ms  ${x.fn}\n`,
        );
  };
  process.stdout.write(`${file}: ${s.totalMs} ms sampled\n`);
  print('self time by function', s.self);
  print('self time by file / package', s.files);
  print('total (inclusive) time by function', s.inclusive);
}
