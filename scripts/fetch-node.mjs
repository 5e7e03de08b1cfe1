#!/usr/bin/env node
// Fetches a Node.js build from the npm registry (the `node-<platform>-<arch>` packages behind the
// registry's `node` package: the official binary with its headers) into .tmp/node-<major>/ and
// prints the path of its `node` binary. Used by CI to run the smoke on Node 24 on a machine that
// has another Node (ADR 0004); needs nothing but npm and the registry.
// Usage: node scripts/fetch-node.mjs <major>
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const major = process.argv[2];
if (!/^\d+$/.test(major ?? '')) {
  process.stderr.write('usage: node scripts/fetch-node.mjs <major>\n');
  process.exit(2);
}
const dir = join(root, '.tmp', `node-${major}`);
const binary = join(dir, 'package', 'bin', 'node');
if (!existsSync(binary)) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const pkg = `node-${process.platform}-${process.arch}@${major}`;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['pack', pkg, '--pack-destination', dir, '--silent'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${pkg} wrote no tarball`);
  execFileSync('tar', ['xzf', tarball], { cwd: dir });
  rmSync(join(dir, tarball));
}
process.stdout.write(`${binary}\n`);
