import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  DATA_FILES,
  InProcessNoticeBus,
  SqliteEventStore,
  SqliteReadStore,
  SqliteDatabase,
  UpcastingEventStore,
} from '@faena/core';
import { ALL_PROJECTIONS, ProjectionRunner } from '@faena/projections';
import { eventsFile } from './event-log';

/** One stored read-model document: its id, creation and last positions, and the JSON text as stored. */
export interface DocRow {
  seq: number;
  pos: number;
  doc: string;
}
export interface ReadDump {
  collections: Map<string, Map<string, DocRow>>;
  checkpoints: Map<string, number>;
}

/** Every collection of a SQLite read store, document by document (read-only). */
export function dumpReadStore(file: string): ReadDump {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'doc:%' ORDER BY name",
      )
      .all() as Array<{ name: string }>;
    const collections = new Map<string, Map<string, DocRow>>();
    for (const { name } of tables) {
      const rows = db
        .prepare(`SELECT id, seq, pos, doc FROM "${name.replace(/"/g, '""')}" ORDER BY id`)
        .all() as Array<DocRow & { id: string }>;
      collections.set(
        name.slice('doc:'.length),
        new Map(rows.map((r) => [r.id, { seq: r.seq, pos: r.pos, doc: r.doc }])),
      );
    }
    const checkpoints = db.prepare('SELECT projection, position FROM checkpoints').all() as Array<{
      projection: string;
      position: number;
    }>;
    return {
      collections,
      checkpoints: new Map(checkpoints.map((c) => [c.projection, c.position])),
    };
  } finally {
    db.close();
  }
}

/**
 * Checkpoints of a read store that may be in use by another process (read-only, WAL); empty while
 * the file or its table does not exist yet. After a SIGKILL the WAL may need recovery, which a
 * read-only connection cannot do: then a normal connection opens it (recovery writes nothing new).
 */
export function readCheckpoints(file: string): Map<string, number> {
  if (!existsSync(file)) return new Map();
  const read = (readonly: boolean) => {
    const db = new SqliteDatabase(file, { readonly, fileMustExist: true });
    try {
      const rows = db.prepare('SELECT projection, position FROM checkpoints').all() as Array<{
        projection: string;
        position: number;
      }>;
      return new Map(rows.map((r) => [r.projection, r.position]));
    } finally {
      db.close();
    }
  };
  try {
    return read(true);
  } catch (err) {
    if (/no such table/.test(String(err))) return new Map();
    return read(false);
  }
}

/**
 * Rebuilds every read model from the event log of `dataDir` into a fresh SQLite read store in
 * `outDir`, with the product's projections and runner; answers the file and the head it reached.
 */
export async function rebuildInto(
  dataDir: string,
  outDir: string,
  batchSize = 500,
): Promise<{ file: string; head: number }> {
  const file = join(outDir, DATA_FILES.read);
  // the product's read path: events at their type's current version
  const eventStore = new UpcastingEventStore(new SqliteEventStore({ file: eventsFile(dataDir) }));
  const readStore = new SqliteReadStore({ file });
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    bus: new InProcessNoticeBus(),
    projections: ALL_PROJECTIONS,
    batchSize,
  });
  try {
    await runner.start();
    const head = await eventStore.headPosition();
    await runner.waitFor(head, 600_000);
    return { file, head };
  } finally {
    await runner.stop();
    await readStore.close();
    await eventStore.close();
  }
}

export interface Comparison {
  collections: number;
  documents: number;
  /** documents whose JSON text is byte-identical */
  identicalBytes: number;
  differences: string[];
}

/** What one collection's comparison found. */
interface Tally {
  documents: number;
  identicalBytes: number;
  differences: string[];
}

/** One document on both sides: same JSON content (or bytes), same creation and last positions. */
function compareDocument(
  where: string,
  [x, y]: [DocRow, DocRow],
  tally: Tally & { bytes: boolean },
) {
  if (x.doc === y.doc) tally.identicalBytes += 1;
  else if (tally.bytes || !deepEqual(JSON.parse(x.doc), JSON.parse(y.doc))) {
    tally.differences.push(
      `${where}: document differs\n  actual   ${x.doc.slice(0, 400)}\n  expected ${y.doc.slice(0, 400)}`,
    );
  }
  if (x.seq !== y.seq || x.pos !== y.pos)
    tally.differences.push(`${where}: seq/pos ${x.seq}/${x.pos}, expected ${y.seq}/${y.pos}`);
}

function compareCollection(
  name: string,
  [a, e]: [Map<string, DocRow>, Map<string, DocRow>],
  tally: Tally & { bytes: boolean },
): void {
  for (const id of new Set([...a.keys(), ...e.keys()])) {
    tally.documents += 1;
    const x = a.get(id);
    const y = e.get(id);
    if (!x || !y) tally.differences.push(`${name}/${id}: ${x ? 'extra' : 'missing'}`);
    else compareDocument(`${name}/${id}`, [x, y], tally);
  }
}

function checkpointDifferences(actual: ReadDump, expected: ReadDump): string[] {
  const differences: string[] = [];
  for (const [projection, position] of expected.checkpoints) {
    if (actual.checkpoints.get(projection) !== position)
      differences.push(
        `checkpoint ${projection}: ${actual.checkpoints.get(projection)}, expected ${position}`,
      );
  }
  return differences;
}

/**
 * Compares two dumps collection by collection and document by document: same ids, same JSON
 * content, same creation and last positions (the grid's RowIndex order). `bytes` also asks for
 * byte-identical JSON text.
 */
export function compareDumps(
  actual: ReadDump,
  expected: ReadDump,
  options: { bytes?: boolean; checkpoints?: boolean } = {},
): Comparison {
  const tally: Tally & { bytes: boolean } = {
    documents: 0,
    identicalBytes: 0,
    differences: [],
    bytes: options.bytes ?? false,
  };
  const names = new Set([...actual.collections.keys(), ...expected.collections.keys()]);
  for (const name of names) {
    const a = actual.collections.get(name) ?? new Map<string, DocRow>();
    const e = expected.collections.get(name) ?? new Map<string, DocRow>();
    compareCollection(name, [a, e], tally);
  }
  if (options.checkpoints) tally.differences.push(...checkpointDifferences(actual, expected));
  const { documents, identicalBytes, differences } = tally;
  return { collections: names.size, documents, identicalBytes, differences };
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) =>
    deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

export const countDocs = (dump: ReadDump) =>
  [...dump.collections.values()].reduce((n, c) => n + c.size, 0);
