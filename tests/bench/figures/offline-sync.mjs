import { join } from 'node:path';
import { loadDir } from '../lib/datasets.mjs';
import { Database } from '../lib/env.mjs';
import { callJson, startServer } from '../lib/server.mjs';

const MARKS = 1_000;
const CHUNK = 500; // the batch call's limit, as the guard's screen sends its queue
const PEOPLE = 200; // the demo people PER-0001…PER-0200
const DOOR = 'PTA-TALLER-1'; // a two-way door: entries and exits alternate per person

/** The guard's queue after an hour offline: one mark each 3.6 s, each with its own id and device time. */
function queuedMarks(startMs) {
  const inside = new Set();
  return Array.from({ length: MARKS }, (_, n) => {
    const personId = `PER-${String((n % PEOPLE) + 1).padStart(4, '0')}`;
    const direction = inside.has(personId) ? 'S' : 'E';
    if (direction === 'E') inside.add(personId);
    else inside.delete(personId);
    return {
      commandId: `bench-offline-${n}`,
      personId,
      doorId: DOOR,
      direction,
      markedAt: new Date(startMs + n * 3_600).toISOString(),
    };
  });
}

/** Sends the queue in order, chunk after chunk; answers the outcomes and the time it took. */
async function syncAll(server, { token, marks }) {
  const started = performance.now();
  const outcomes = [];
  for (let i = 0; i < marks.length; i += CHUNK) {
    const r = await callJson(server.agent, server.url, {
      method: 'POST',
      path: '/api/AccesoMarcacion/lote',
      body: { marks: marks.slice(i, i + CHUNK), origin: 'GARITA' },
      token,
    });
    if (r.status !== 201 && r.status !== 200)
      throw new Error(`sync batch answered ${r.status}: ${JSON.stringify(r.body)}`);
    outcomes.push(...r.body.result);
  }
  return { outcomes, ms: performance.now() - started };
}

/** How many stored events carry each of the mark ids (read from the event table after the server stopped). */
function eventsPerMark(dir, markIds) {
  const db = new (Database())(join(dir, 'events.sqlite'), { readonly: true });
  try {
    const rows = db
      .prepare(
        "SELECT json_extract(data, '$.markId') AS markId, count(*) AS n FROM events WHERE stream LIKE 'access.%' AND json_extract(data, '$.markId') IS NOT NULL GROUP BY 1",
      )
      .all();
    const counts = new Map(rows.map((r) => [r.markId, r.n]));
    return markIds.map((id) => counts.get(id) ?? 0);
  } finally {
    db.close();
  }
}

/** What the two syncs did: errors, marks applied twice or missing, whether the retry agreed. */
function checkOf(dir, { first, again }) {
  const markIds = first.outcomes.map((o) => o.markId);
  const perMark = eventsPerMark(dir, markIds);
  return {
    first,
    again,
    errors: first.outcomes.filter((o) => o.error).length,
    granted: first.outcomes.filter((o) => o.granted).length,
    sameAnswers: again.outcomes.every((o, i) => o.markId === markIds[i]),
    twice: perMark.filter((n) => n > 1).length,
    missing: perMark.filter((n) => n === 0).length,
  };
}

function rowsOf(ctx, { first, again, errors, granted, sameAnswers, twice, missing }) {
  ctx.log(
    `  offline-sync: ${MARKS} marks in ${first.ms.toFixed(0)} ms (retry ${again.ms.toFixed(0)} ms); ${granted} granted, ${errors} errors; applied twice ${twice}, missing ${missing}; retry same answers ${sameAnswers}`,
  );
  const outcome = { twice, missing, sameAnswers, errors };
  return [
    ctx.row(`sync of ${MARKS} queued offline marks (batches of ${CHUNK}), ms`, {
      value: first.ms,
      unit: 'ms',
      checks: [{ kind: 'max', of: 'value', limit: 5_000 }],
      note: `applied twice: ${twice}; missing: ${missing}; retried sync answered the same marks: ${sameAnswers}`,
      details: { marks: MARKS, chunk: CHUNK, retryMs: again.ms, granted, ...outcome },
    }),
    ctx.row('offline marks applied twice after a retried sync', {
      value: twice + missing + (sameAnswers ? 0 : 1) + errors,
      unit: '',
      checks: [{ kind: 'max', of: 'value', limit: 0 }],
      details: outcome,
    }),
  ];
}

/**
 * The guard's offline queue synced: 1,000 marks taken over an hour without network, sent in order
 * in batches of 500 (GARITA, the guard's own profile); then the whole sync again, as after an
 * answer lost on the way back. Every mark must be recorded once: the retry answers the same mark
 * ids and the event table holds exactly one event per mark.
 */
export default {
  name: 'offline-sync',
  async run(ctx) {
    const dir = await loadDir(ctx, 'offline-sync', { people: 0, contracts: 0 });
    const server = await startServer({
      dataDir: dir,
      label: 'offline-sync',
      cpuProfDir: ctx.cpuProfDir,
      log: ctx.log,
    });
    let first;
    let again;
    try {
      const token = await server.signIn('GARITA');
      const marks = queuedMarks(Date.now() - 3_600_000);
      first = await syncAll(server, { token, marks });
      again = await syncAll(server, { token, marks });
    } finally {
      await server.stop();
    }
    return rowsOf(ctx, checkOf(dir, { first, again }));
  },
};
