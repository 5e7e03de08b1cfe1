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
  perProjection(
    'faena_projection_lag_events',
    'events between the store head and the projection checkpoint',
    (s) => s.lag,
  );
  perProjection(
    'faena_projection_position',
    'checkpoint position of each projection',
    (s) => s.checkpoint,
  );
  perProjection(
    'faena_projection_up',
    '1 when the projection is running (catching up, rebuilding or live)',
    (s) => (s.state === 'failed' || s.state === 'stopped' ? 0 : 1),
  );
  collectDefaultMetrics({ register: registry, prefix: 'faena_projector_' });
  return registry;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

async function route(
  runner: ProjectionRunner,
  registry: Registry,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method !== 'GET') {
    send(res, 405, 'application/json', JSON.stringify({ status: 405, code: 'request.invalid' }));
    return;
  }
  if (path === '/health') {
    const health = await healthOf(runner);
    send(
      res,
      health.status === 'failed' ? 503 : 200,
      'application/json',
      JSON.stringify({ result: health }),
    );
    return;
  }
  if (path === '/metrics') {
    send(res, 200, registry.contentType, await registry.metrics());
    return;
  }
  send(res, 404, 'application/json', JSON.stringify({ status: 404, code: 'resource.notFound' }));
}

/** GET /health (the runner's status) and GET /metrics (Prometheus text). */
export function createProjectorServer(runner: ProjectionRunner): Server {
  const registry = projectorMetrics(runner);
  return createServer((req, res) => {
    route(runner, registry, req, res).catch(() =>
      send(res, 500, 'application/json', JSON.stringify({ status: 500, code: 'internal' })),
    );
  });
}
