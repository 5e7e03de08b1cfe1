import type { Server } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/**
 * Graceful stop of the HTTP side: counts the requests in flight; `drain` stops accepting
 * connections, answers every request from then on with `Connection: close` (so keep-alive clients
 * and the proxy open their next connection elsewhere) and waits, bounded, until none is left.
 * While draining, /health/ready answers 503.
 */
@Injectable()
export class HttpDrain {
  private inFlight = 0;
  private draining = false;
  private readonly idleWaiters = new Set<() => void>();

  get isDraining(): boolean {
    return this.draining;
  }

  /** Requests answered by Fastify and not finished yet. */
  get pending(): number {
    return this.inFlight;
  }

  /** Added first, so every request is counted; the raw response's 'close' fires once, finished or aborted. */
  install(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (_req, reply, done) => {
      this.inFlight += 1;
      reply.raw.once('close', () => this.finished());
      done();
    });
    // eslint-disable-next-line no-restricted-syntax -- Fastify's onSend hook signature; its async form costs a promise per answer
    fastify.addHook('onSend', (_req, reply, _payload, done) => {
      if (this.draining) void reply.header('connection', 'close');
      done();
    });
  }

  /**
   * Stops accepting connections and waits until the requests in flight are answered or
   * `timeoutMs` has passed. Answers how many were still running then.
   */
  async drain(server: Server, timeoutMs: number): Promise<number> {
    this.draining = true;
    if (server.listening) server.close();
    server.closeIdleConnections();
    if (this.inFlight > 0) await this.idle(timeoutMs);
    return this.inFlight;
  }

  private idle(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.idleWaiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.idleWaiters.add(done);
    });
  }

  private finished(): void {
    this.inFlight -= 1;
    if (this.inFlight > 0) return;
    for (const waiter of [...this.idleWaiters]) waiter();
  }
}
