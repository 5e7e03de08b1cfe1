import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { EventStore } from '@faena/core';
import { HttpDrain } from '../http/http-drain';
import { ProjectionMonitor } from '../storage/projection-monitor';

/**
 * The app's Prometheus registry (one per app instance, so tests can run several apps): HTTP
 * request counter and latency, projection lag per projection, socket clients, event store head.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'faena_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpLatency = new Histogram({
    name: 'faena_http_request_duration_seconds',
    help: 'HTTP request latency in seconds, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly socketClients = new Gauge({
    name: 'faena_socket_clients',
    help: 'socket.io clients connected to this node',
    registers: [this.registry],
  });

  constructor(
    private readonly eventStore: EventStore,
    private readonly monitor: ProjectionMonitor,
    drain: HttpDrain,
  ) {
    const registers = [this.registry];
    new Gauge({
      name: 'faena_http_requests_in_flight',
      help: 'HTTP requests received and not answered yet (a stopping node waits for them)',
      registers,
      collect() {
        this.set(drain.pending);
      },
    });
    const store = this.eventStore;
    new Gauge({
      name: 'faena_event_store_head_position',
      help: 'global position of the last event in the store',
      registers,
      async collect() {
        this.set(await store.headPosition());
      },
    });
    projectionGauges(this.monitor, registers);
    collectDefaultMetrics({ register: this.registry, prefix: 'faena_' });
  }

  observeHttp(labels: { method: string; route: string; status: number }, seconds: number): void {
    const l = { method: labels.method, route: labels.route, status: String(labels.status) };
    this.httpRequests.inc(l);
    this.httpLatency.observe(l, seconds);
  }
}

/** Each projection's lag (events behind the store head) and checkpoint, read at each scrape. */
function projectionGauges(readSide: ProjectionMonitor, registers: Registry[]): void {
  const gauge = (name: string, help: string, figure: (s: ProjectionFigures) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['projection'] as const,
      registers,
      async collect() {
        this.reset();
        for (const s of (await readSide.statuses()).projections)
          this.set({ projection: s.name }, figure(s));
      },
    });
  gauge(
    'faena_projection_lag_events',
    'events between the store head and the projection checkpoint',
    (s) => s.lag,
  );
  gauge('faena_projection_position', 'checkpoint position of each projection', (s) => s.checkpoint);
}

type ProjectionFigures = Awaited<ReturnType<ProjectionMonitor['statuses']>>['projections'][number];
