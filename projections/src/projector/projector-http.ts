import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { ProjectionRunner } from '../runner/projection-runner';
import type { ProjectionStatus } from '../runner/runner-types';

/** Lag above this many events makes /health say 'degraded' (same threshold as the api). */
export const DEGRADED_LAG = 10_000;

export interface ProjectorHealth {
  status: 'ok' | 'degraded' | 'failed';
  head: number;
  projections: ProjectionStatus[];
}

export async function healthOf(runner: ProjectionRunner): Promise<ProjectorHealth> {
  const head = await runner.refreshHead();
  const projections = runner.status();
  const failed = projections.some((p) => p.state === 'failed');
  const degraded = projections.some((p) => p.state === 'stopped' || p.lag > DEGRADED_LAG);
  return { status: failed ? 'failed' : degraded ? 'degraded' : 'ok', head, projections };
}

/** The gauges per projection: name, help, and the figure of a projection's status. */
const PER_PROJECTION: ReadonlyArray<[string, string, (s: ProjectionStatus) => number]> = [
  [
    'faena_projection_lag_events',
    'events between the store head and the projection checkpoint',
    (s) => s.lag,
  ],
  ['faena_projection_position', 'checkpoint position of each projection', (s) => s.checkpoint],
  [
    'faena_projection_up',
    '1 when the projection is running (catching up, rebuilding or live)',
    (s) => (s.state === 'failed' || s.state === 'stopped' ? 0 : 1),
  ],
];

/** Prometheus registry of the projector: head, checkpoint and lag per projection, process figures. */
export function projectorMetrics(runner: ProjectionRunner): Registry {
  const registry = new Registry();
  const perProjection = (name: string, help: string, pick: (s: ProjectionStatus) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['projection'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const s of runner.status()) this.set({ projection: s.name }, pick(s));
      },
    });
  new Gauge({
    name: 'faena_event_store_head_position',
    help: 'global position of the last event in the store',
    registers: [registry],
    async collect() {
      this.set(await runner.refreshHead());
    },
  });
  for (const [name, help, pick] of PER_PROJECTION) perProjection(name, help, pick);
  collectDefaultMetrics({ register: registry, prefix: 'faena_projector_' });
  return registry;
}

/** An answer: its status, content type and body. */
interface Answer {
  status: number;
  type: string;
  body: string;
}
const json = (status: number, value: unknown): Answer => ({
  status,
  type: 'application/json',
  body: JSON.stringify(value),
});

function send(res: ServerResponse, { status, type, body }: Answer): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** The answer to a request: the runner's health, the metrics, or a 405/404 problem. */
async function route(
  runner: ProjectionRunner,
  registry: Registry,
  req: IncomingMessage,
): Promise<Answer> {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method !== 'GET') return json(405, { status: 405, code: 'request.invalid' });
  if (path === '/health') {
    const health = await healthOf(runner);
    return json(health.status === 'failed' ? 503 : 200, { result: health });
  }
  if (path === '/metrics')
    return { status: 200, type: registry.contentType, body: await registry.metrics() };
  return json(404, { status: 404, code: 'resource.notFound' });
}

/** GET /health (the runner's status) and GET /metrics (Prometheus text). */
export function createProjectorServer(runner: ProjectionRunner): Server {
  const registry = projectorMetrics(runner);
  return createServer((req, res) => {
    route(runner, registry, req)
      .then((answer) => send(res, answer))
      .catch(() => send(res, json(500, { status: 500, code: 'internal' })));
  });
}
