#!/usr/bin/env node
// Summarizes V8 .cpuprofile files (from --cpu-prof): the hottest functions by self time and by
// total (inclusive) time, and self time per file/package.
// Usage: node tests/bench/lib/profile-top.mjs <file.cpuprofile> [top=25]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function summarizeProfile(profile, top = 25) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++)
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const label = (n) => {
    const f = n.callFrame;
    const file = (f.url || '')
      .replace(/^file:\/\//, '')
      .replace(/.*\/node_modules\//, 'nm:')
      .replace(/.*\/work\/main\//, '');
    return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
  };
  const bySelf = new Map();
  const byFile = new Map();
  const inclusive = new Map();
  for (const [id, t] of self) {
    const n = nodes.get(id);
    const key = label(n);
    bySelf.set(key, (bySelf.get(key) ?? 0) + t);
    const url = (n.callFrame.url || `(${n.callFrame.functionName})`).replace(/^file:\/\//, '');
    const pkg = url.includes('/node_modules/')
      ? `nm:${url
          .split('/node_modules/')
          .pop()
          .split('/')
          .slice(0, url.split('/node_modules/').pop().startsWith('@') ? 2 : 1)
          .join('/')}`
      : url.replace(/.*\/work\/main\//, '');
    byFile.set(pkg, (byFile.get(pkg) ?? 0) + t);
    // inclusive: add to every distinct frame label on the stack
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const k = label(nodes.get(cur));
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + t);
    }
  }
  const topOf = (m) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, t]) => ({ pct: +((100 * t) / total).toFixed(1), ms: Math.round(t / 1000), fn: k }));
  return {
    totalMs: Math.round(total / 1000),
    self: topOf(bySelf),
    files: topOf(byFile),
    inclusive: topOf(inclusive),
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
