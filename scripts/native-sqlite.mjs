#!/usr/bin/env node
// Makes node_modules/better-sqlite3 load on the Node that runs this script (ADR 0004).
// Only for Nodes without Node-API 10 (Node 20, 22 before 22.14): those load better-sqlite3 12, an
// ABI-bound addon; the others load better-sqlite3 13 (Node-API, services/core's sqlite-driver.ts),
// whose prebuilt binary loads on every such Node, so there is nothing to do for them.
//
// better-sqlite3 is a native addon: its binary is built for one Node ABI (process.versions.modules:
// 115 on Node 20, 127 on Node 22, 137 on Node 24). A checkout installed with one Node and run with
// another aborts at the first `new Database()`. This script keeps one binary per ABI under
// node_modules/.cache/faena-native/ and puts the one matching the running Node in place:
//   1. the installed binary loads: keep a copy of it for this ABI, done;
//   2. a copy for this ABI was kept earlier: put it in place, done;
//   3. otherwise build it from the package's sources with npm's node-gyp for this Node (once,
//      about two minutes; Node's headers come from the running Node's own prefix when it ships
//      them, as the npm registry's `node` builds and Debian's nodejs do, else from npm's nodedir).
// Run by `npm start`, `npm test` and every script that starts a server (scripts/build.mjs calls
// ensureSqliteBinding), so switching Node needs nothing more than running the usual command.
// Usage: node scripts/native-sqlite.mjs [--check]   (--check: report only, exit 1 on a mismatch)
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

/** The installed package, the binary it loads and the cache of binaries per ABI. */
function paths() {
  const pkgDir = dirname(require.resolve('better-sqlite3/package.json'));
  const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const abi = process.versions.modules;
  const cacheDir = join(root, 'node_modules', '.cache', 'faena-native');
  return {
    pkgDir,
    binary: join(pkgDir, 'build', 'Release', 'better_sqlite3.node'),
    cached: join(
      cacheDir,
      `better-sqlite3-${version}-abi${abi}-${process.platform}-${process.arch}.node`,
    ),
    cacheDir,
    abi,
  };
}

/** Loads the binary in a child of this same Node (a failed dlopen is not retried in-process). */
function loads(pkgDir, binary) {
  if (!existsSync(binary)) return false;
  try {
    const probe = `const D = require(${JSON.stringify(pkgDir)}); new D(':memory:', { nativeBinding: ${JSON.stringify(binary)} }).close();`;
    execFileSync(process.execPath, ['-e', probe], { stdio: 'pipe', cwd: root });
    return true;
  } catch {
    return false;
  }
}

function place(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  const tmp = `${to}.${process.pid}.tmp`;
  copyFileSync(from, tmp);
  renameSync(tmp, to); // atomic: a process that loads it meanwhile sees the old or the new file
}

/** node-gyp's --nodedir: the running Node's prefix when it has the headers (registry and distro builds do). */
function nodedirArgs() {
  const prefix = dirname(dirname(process.execPath));
  return existsSync(join(prefix, 'include', 'node', 'node.h')) ? [`--nodedir=${prefix}`] : [];
}

/** node-gyp's entry inside an npm installation's directory. */
const NODE_GYP_IN_NPM = join('node_modules', 'node-gyp', 'bin', 'node-gyp.js');

/** npm bundles node-gyp: the one beside the npm that runs us, or beside the running Node. */
function npmNodeGyp() {
  const candidates = [
    process.env.npm_execpath && join(dirname(dirname(process.env.npm_execpath)), NODE_GYP_IN_NPM),
    join(dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', NODE_GYP_IN_NPM),
    join('/usr/lib/node_modules/npm', NODE_GYP_IN_NPM),
    join('/usr/local/lib/node_modules/npm', NODE_GYP_IN_NPM),
  ].filter(Boolean);
  const found = candidates.find((c) => existsSync(c)) ?? globalNpmNodeGyp();
  if (!found)
    throw new Error(
      'better-sqlite3: node-gyp (it comes with npm) was not found to build the binding for this Node',
    );
  return found;
}

/** The node-gyp of the npm on PATH (`npm root -g`/npm/node_modules/node-gyp). */
function globalNpmNodeGyp() {
  try {
    const globalRoot = execFileSync('npm', ['root', '-g'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const gyp = join(globalRoot, 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
    return existsSync(gyp) ? gyp : undefined;
  } catch {
    return undefined;
  }
}

/** Builds better-sqlite3 for the running Node in a scratch copy, so the installed one stays usable meanwhile. */
function build(p) {
  const scratch = join(p.cacheDir, `build-abi${p.abi}-${process.pid}`);
  mkdirSync(p.cacheDir, { recursive: true });
  execFileSync('cp', ['-R', p.pkgDir, scratch]);
  execFileSync('rm', ['-rf', join(scratch, 'build')]);
  process.stdout.write(
    `better-sqlite3: building the native binding for Node ${process.version} (ABI ${p.abi}), once…\n`,
  );
  execFileSync(process.execPath, [npmNodeGyp(), 'rebuild', '--release', ...nodedirArgs()], {
    cwd: scratch,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  place(join(scratch, 'build', 'Release', 'better_sqlite3.node'), p.cached);
  execFileSync('rm', ['-rf', scratch]);
}

/** Node-API 10 (Node 22.14+, 24): the server loads better-sqlite3 13 (`better-sqlite3-napi`), one binary for every Node. */
const usesNapiDriver = () => Number(process.versions.napi ?? 0) >= 10;

export function ensureSqliteBinding({ check = false } = {}) {
  if (usesNapiDriver()) return 'ok';
  const p = paths();
  if (loads(p.pkgDir, p.binary)) {
    if (!existsSync(p.cached)) place(p.binary, p.cached);
    return 'ok';
  }
  if (check) return 'mismatch';
  if (!loads(p.pkgDir, p.cached)) build(p);
  place(p.cached, p.binary);
  if (!loads(p.pkgDir, p.binary))
    throw new Error(`better-sqlite3 still does not load on Node ${process.version}`);
  process.stdout.write(`better-sqlite3: using the binding built for Node ABI ${p.abi}\n`);
  return 'switched';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  const outcome = ensureSqliteBinding({ check });
  if (check) process.stdout.write(`better-sqlite3 on Node ${process.version}: ${outcome}\n`);
  process.exit(outcome === 'mismatch' ? 1 : 0);
}
