// HTTP load: autocannon (closed loop, N connections) with a fresh body per request, the bare
// baseline server, and an open-loop paced sender for the push figure.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from './env.mjs';
import { benchContractId, benchPersonId } from './bench-records.mjs';
import { cpuMsOf } from './proc.mjs';
import { callJson } from './server.mjs';

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The request's picked fields, as the demo catalogues and positions name them (the bench seeds the demo). */
const PICKED = {
  place: 'TOQUEPALA',
  profile: 'OPERATIVO',
  organisationalUnit: 'UO-MINA',
  costCenter: 'CC-1001',
  positionId: 'CAR-OPC',
  function: 'ACARREO',
};

/** A submit-request body for extra person `i` (unique command id; `stamp` puts a send time in the reason). */
export function submitBody(tag, i, { contracts, stamp }) {
  return {
    commandId: `bench-${tag}-${i}`,
    personId: benchPersonId(i),
    contractId: benchContractId(i % contracts),
    startDate: day(1),
    endDate: day(60),
    reason:
      stamp === undefined ? 'Carga de prueba de rendimiento' : `Carga bench t=${stamp.toFixed(3)}`,
    observation: '',
    ...PICKED,
  };
}

export const SUBMIT_PATH = '/api/AcreditacionSolicitud/registrar';

function summaryOf(result, { sent, durationS }) {
  const seconds = result.duration || durationS;
  const { p50, p90, p99, max, average: mean } = result.latency;
  return {
    sent,
    rps: result['2xx'] / seconds,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds,
    latency: { p50, p90, p99, max, mean },
    statusCodes: result.statusCodeStats,
  };
}

/** autocannon, closed loop: `connections` in flight, `durationS` seconds, bodyOf(i) per request. */
export function cannon({ url, path, token, connections, durationS, bodyOf }) {
  let i = 0;
  const request = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    setupRequest: (req) => ({ ...req, body: JSON.stringify(bodyOf(i++)) }),
  };
  const options = {
    url: `${url}${path}`,
    connections,
    duration: durationS,
    pipelining: 1,
    timeout: 30,
  };
  return new Promise((resolve, reject) => {
    autocannon({ ...options, requests: [request] }, (err, result) => {
      if (err) reject(err);
      else resolve(summaryOf(result, { sent: i, durationS }));
    });
  });
}

/** Starts the bare baseline server in its own process (as the product server runs in its own). */
export async function startBareServer() {
  const child = spawn(process.execPath, [join(ROOT, 'tests', 'bench', 'lib', 'bare-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    cpuMs: () => cpuMsOf(child.pid),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function recorder() {
  const results = { ok: 0, failed: 0, statuses: {}, latencies: [] };
  const answered = (r) => {
    results.statuses[r.status] = (results.statuses[r.status] ?? 0) + 1;
    if (r.status >= 200 && r.status < 300) {
      results.ok += 1;
      results.latencies.push(r.ms);
    } else {
      results.failed += 1;
      results.firstError ??= r.body;
    }
  };
  const failed = (e) => {
    results.failed += 1;
    results.firstError ??= String(e);
  };
  return { results, answered, failed };
}

/**
 * Open loop: sends bodyOf(i, sendTime) at `rate` per second for `durationS` seconds, whatever the
 * answers do; answers counts and command latencies.
 */
export async function paced({ url, path, token, agent, rate, durationS, bodyOf }) {
  const total = Math.round(rate * durationS);
  const started = performance.now();
  const pending = [];
  const { results, answered, failed } = recorder();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; sent < due; sent++) {
      const body = bodyOf(sent, performance.timeOrigin + performance.now());
      pending.push(
        callJson(agent, url, { method: 'POST', path, body, token }).then(answered, failed),
      );
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  const sendMs = performance.now() - started;
  await Promise.all(pending);
  return { ...results, sent, sendMs, achievedRate: (sent * 1000) / sendMs };
}
