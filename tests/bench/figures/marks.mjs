import { loadDir } from '../lib/datasets.mjs';
import { callJson, startServer } from '../lib/server.mjs';
import { summarize } from '../lib/stats.mjs';

const DOORS = [
  ['PTA-GARITA-E', 'E'],
  ['PTA-GARITA-S', 'S'],
  ['PTA-CONC-1', null],
  ['PTA-TAJO-1', null],
  ['PTA-TALLER-1', null],
];
const PEOPLE = 200; // the demo people PER-0001…PER-0200 (some accredited: granted; others: denied)

/** Marks as devices send them: people in turn across the doors, entries and exits alternating. */
function markSource() {
  let seq = 0;
  const direction = new Map();
  return () => {
    const n = seq++;
    const personId = `PER-${String((n % PEOPLE) + 1).padStart(4, '0')}`;
    const [doorId, fixed] = DOORS[n % DOORS.length];
    const dir = fixed ?? (direction.get(personId) === 'E' ? 'S' : 'E');
    direction.set(personId, dir);
    return { commandId: `bench-mark-${n}`, personId, doorId, direction: dir };
  };
}

function tally(out, r) {
  out.latencies.push(r.ms);
  if (r.status !== 201 && r.status !== 200) {
    out.failedBatches += 1;
    out.firstError ??= r.body;
    return;
  }
  for (const o of r.body.result) {
    if (o.error) out.errors[o.error] = (out.errors[o.error] ?? 0) + 1;
    else {
      out.recorded += 1;
      if (o.granted) out.granted += 1;
    }
  }
}

/** `devices` devices in a closed loop for `seconds`, each sending batches of `batch` marks. */
async function runDevices({ server, token, markOf, sizes }, seconds) {
  const out = { recorded: 0, granted: 0, errors: {}, failedBatches: 0, latencies: [] };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const device = async () => {
    while (performance.now() < deadline) {
      const body = { marks: Array.from({ length: sizes.batch }, markOf) };
      const call = { method: 'POST', path: '/api/AccesoMarcacion/lote', body, token };
      tally(out, await callJson(server.agent, server.url, call));
    }
  };
  await Promise.all(Array.from({ length: sizes.devices }, device));
  out.ms = performance.now() - started;
  return out;
}

function report(ctx, { r, label, sizes }) {
  const perSec = (r.recorded * 1000) / r.ms;
  const lat = summarize(r.latencies);
  ctx.log(
    `  ${label}: ${r.recorded} marks recorded (${r.granted} granted) in ${(r.ms / 1000).toFixed(1)} s = ${Math.round(perSec)}/s; batch p99 ${lat.p99.toFixed(0)} ms; errors ${JSON.stringify(r.errors)} failed batches ${r.failedBatches}; server CPU ${r.serverCpuMsPerMark.toFixed(3)} ms/mark`,
  );
  const errors = Object.values(r.errors).reduce((a, b) => a + b, 0);
  const { devices, batch, durationS } = sizes;
  const { serverCpuMsPerMark, recorded, granted, failedBatches } = r;
  const details = {
    ...{ devices, batch, durationS, serverCpuMsPerMark, recorded, granted },
    ...{ errors: r.errors, failedBatches, firstError: r.firstError ?? null, batchLatency: lat },
  };
  const failed = errors || failedBatches;
  const note = failed ? `${errors} mark errors, ${failedBatches} failed batches` : undefined;
  return { perSec, details, note };
}

/**
 * Door marks with the access decision, as devices send them: POST /api/AccesoMarcacion/lote with
 * `batch` marks each, `devices` devices in a closed loop (ADMIN has access.mark), on a server
 * started on `dir`. A mark counts when its outcome is granted or denied (recorded); marks
 * answered with an error do not.
 */
export async function measureMarks(ctx, { dir, label }) {
  const sizes = ctx.sizes.marks;
  const server = await startServer({
    dataDir: dir,
    label,
    cpuProfDir: ctx.cpuProfDir,
    log: ctx.log,
  });
  try {
    const load = { server, token: await server.signIn('ADMIN'), markOf: markSource(), sizes };
    await runDevices(load, sizes.warmS);
    const cpu = server.cpuMs();
    const r = await runDevices(load, sizes.durationS);
    r.serverCpuMsPerMark = (server.cpuMs() - cpu) / Math.max(1, r.recorded);
    return report(ctx, { r, label, sizes });
  } finally {
    await server.stop();
  }
}

export default {
  name: 'marks',
  async run(ctx) {
    const { devices, batch } = ctx.sizes.marks;
    const dir = await loadDir(ctx, 'marks', { people: 0, contracts: 0 });
    const { perSec, details, note } = await measureMarks(ctx, { dir, label: 'marks' });
    return [
      ctx.row(`door marks/s (batches of ${batch} from ${devices} devices)`, {
        value: perSec,
        unit: '/s',
        checks: [{ kind: 'min', of: 'value', limit: 5_000 }],
        note,
        details,
      }),
    ];
  },
};
