// Event appends/s through the EventStore port (SqliteEventStore: group commit, WAL, an append
// answers once its fdatasync of the WAL returned) by `concurrency` callers each appending one
// single-event command to its own new stream, against raw better-sqlite3 inserts of the same rows
// (same schema, one transaction per `concurrency` rows, i.e. the best batching the group commit
// can get) made just as durable: synchronous=FULL, an fsync in each COMMIT. Rounds alternate.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { report } from '../lib/child.mjs';
import { core, eventSchema } from '../lib/env.mjs';
import { summarize } from '../lib/stats.mjs';

const { dir, count, concurrency, rounds } = JSON.parse(process.argv[2]);
mkdirSync(dir, { recursive: true });
const { SqliteEventStore } = core();
const { openEventDatabase } = eventSchema();

/** What every submitted request of the load shares (one demo person's snapshot). */
const REQUEST = {
  personName: 'Raúl Cruz Vásquez',
  documentNumber: '70198835',
  companyId: 'EMP-MINERA-ANDINA',
  companyName: 'Minera Andina S.A.A.',
  contractId: 'CTR-2026-000',
  contractCode: 'CTR-2026-000',
  clientId: 'MINERA-ANDINA',
  divisionId: 'DIV-NORTE',
  startDate: '2026-11-21',
  endDate: '2027-05-20',
  reason: 'Ingreso a operación',
  observation: '',
  submittedBy: 'SOLICITANTE',
};
const ACTOR = {
  eventId: '',
  userId: 'SOLICITANTE',
  profileId: 'PRF-SOLICITANTE',
  clientId: 'MINERA-ANDINA',
  divisionId: 'DIV-NORTE',
};

function eventOf(round, i) {
  const requestId = randomUUID();
  const commandId = randomUUID();
  const code = `SOL-${requestId.slice(0, 8).toUpperCase()}`;
  return {
    stream: `accreditation.request-${requestId}`,
    event: {
      id: randomUUID(),
      type: 'accreditation.RequestSubmitted',
      version: 1,
      data: { requestId, code, personId: `PER-${i % 200}`, ...REQUEST },
      metadata: {
        ...ACTOR,
        commandId,
        correlationId: commandId,
        causationId: commandId,
        occurredAt: new Date().toISOString(),
      },
    },
  };
}

const batchOf = (round) =>
  Array.from({ length: count }, (_, i) => {
    const x = eventOf(round, i);
    x.event.metadata.eventId = x.event.id;
    return x;
  });

async function port(round, items) {
  const store = new SqliteEventStore({ file: join(dir, `port-${round}.sqlite`) });
  const latencies = new Float64Array(items.length);
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      const { stream, event } = items[i];
      const t = performance.now();
      await store.append(stream, [event], 'no_stream');
      latencies[i] = performance.now() - t;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const ms = performance.now() - started;
  const head = await store.headPosition();
  await store.close();
  if (head !== items.length) throw new Error(`port stored ${head} of ${items.length}`);
  return { ms, latency: summarize(latencies) };
}

function raw(round, items) {
  const db = openEventDatabase(join(dir, `raw-${round}.sqlite`));
  // the store makes each batch durable before answering (fdatasync off the event loop): so does the baseline
  db.pragma('synchronous = FULL');
  const insert = db.prepare(
    'INSERT INTO events (id, stream, revision, type, version, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const rows = items.map(({ stream, event }) => [
    event.id,
    stream,
    0,
    event.type,
    1,
    JSON.stringify(event.data),
    JSON.stringify(event.metadata),
  ]);
  const tx = db.transaction((chunk) => {
    for (const r of chunk) insert.run(r);
  });
  const started = performance.now();
  for (let i = 0; i < rows.length; i += concurrency) tx.immediate(rows.slice(i, i + concurrency));
  const ms = performance.now() - started;
  db.close();
  return { ms };
}

// warm-up (JIT, file system)
await port('warm', batchOf('warm').slice(0, Math.min(2000, count)));
raw('warm', batchOf('warm').slice(0, Math.min(2000, count)));

const results = [];
for (let r = 0; r < rounds; r++) {
  const items = batchOf(r);
  const b = raw(r, items);
  const p = await port(r, batchOf(r));
  results.push({
    portPerSec: (count * 1000) / p.ms,
    rawPerSec: (count * 1000) / b.ms,
    latency: p.latency,
  });
  console.log(
    `round ${r + 1}: port ${Math.round(results.at(-1).portPerSec)}/s, raw ${Math.round(results.at(-1).rawPerSec)}/s`,
  );
}
report({ count, concurrency, rounds: results });
