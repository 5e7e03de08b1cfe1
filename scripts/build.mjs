#!/usr/bin/env node
// Builds the server packages with swc (TypeScript -> CommonJS, decorator metadata on) and the web
// app with Vite. Skips a package whose output is newer than every source file.
// Usage: node scripts/build.mjs [--server-only] [--force]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';
import { ensureSqliteBinding } from './native-sqlite.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const force = args.has('--force');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function newest(dir, skip = new Set(['node_modules', 'dist'])) {
  let t = 0;
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p, skip) : statSync(p).mtimeMs);
  }
  return t;
}
const stale = (srcDirs, outMarker) =>
  force ||
  !existsSync(outMarker) ||
  Math.max(...srcDirs.map((d) => newest(d))) > statSync(outMarker).mtimeMs;

// the SQLite binding built for the Node that runs us (a checkout may switch Node: ADR 0004)
ensureSqliteBinding();

const serverPackages = ['contracts', 'services/core', 'projections', 'services/api'];
for (const pkg of serverPackages) {
  const src = join(root, pkg, 'src');
  const out = join(root, pkg, 'dist');
  const stamp = join(out, '.build-stamp');
  if (!stale([src, join(root, '.swcrc')], stamp)) continue;
  process.stdout.write(`build ${pkg}\n`);
  rmSync(out, { recursive: true, force: true }); // no stale modules from deleted sources
  execFileSync(
    bin('swc'),
    [
      src,
      '-d',
      out,
      '--strip-leading-paths',
      '--config-file',
      join(root, '.swcrc'),
      '--ignore',
      '**/*.spec.ts',
      '--quiet',
    ],
    { stdio: 'inherit', cwd: join(root, pkg) },
  );
  writeFileSync(stamp, new Date().toISOString());
}

if (!args.has('--server-only')) {
  const web = join(root, 'web');
  const contractsSrc = join(root, 'contracts', 'src');
  if (
    stale(
      [join(web, 'src'), join(web, 'index.html'), join(web, 'public'), contractsSrc],
      join(web, 'dist', 'index.html'),
    )
  ) {
    process.stdout.write('build web\n');
    execFileSync(bin('vite'), ['build', '--logLevel', 'warn'], { stdio: 'inherit', cwd: web });
    // .br and .gz beside each text file, answered as they are (services/api/src/platform/http/static-web.ts)
    const t = precompress(join(web, 'dist'));
    process.stdout.write(
      `precompressed ${t.files} web files: ${(t.bytes / 1024).toFixed(0)} KiB → brotli ${(t.br / 1024).toFixed(0)} KiB, gzip ${(t.gz / 1024).toFixed(0)} KiB\n`,
    );
  }
}
