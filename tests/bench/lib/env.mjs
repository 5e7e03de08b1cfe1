// Where things are, and the built (dist) modules of the product, loaded as CommonJS.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const require = createRequire(import.meta.url);
/**
 * Where the built product is: this repository, or BENCH_PRODUCT_ROOT (a tree with the same
 * layout, e.g. a patched copy of the dist folders, to measure a proposed change side by side).
 */
export const PRODUCT_ROOT = process.env.BENCH_PRODUCT_ROOT ?? ROOT;

const dist = (pkg, file = 'index.js') => join(PRODUCT_ROOT, pkg, 'dist', file);

/** @faena/core, @faena/projections, @faena/contracts as built by scripts/build.mjs */
export const core = () => require(dist('services/core'));
export const projections = () => require(dist('projections'));
export const contracts = () => require(dist('contracts'));
/** The event table's schema and pragmas, exactly as the SQLite event store opens them. */
export const eventSchema = () =>
  require(dist('services/core', 'event-store/sqlite/sqlite-event-schema.js'));
/** The deterministic workload generator of the projections package (test support). */
export const workload = () => require(dist('projections', 'testing/event-workload.js'));
/** better-sqlite3 as the product loads it (13 on Node-API 10, else 12; older products: 12). */
export const Database = () => {
  const driver = dist('services/core', 'sqlite/sqlite-driver.js');
  return existsSync(driver) ? require(driver).Database : require('better-sqlite3');
};
export const SERVER_MAIN = join(PRODUCT_ROOT, 'services', 'api', 'dist', 'main.js');
