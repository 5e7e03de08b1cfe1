import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Header, Headers, Logger, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { API, DomainError } from '@faena/contracts';
import { Call } from '../platform/http/call.decorator';
import { type AppConfig, describeMode } from '@faena/core';
import type { ProjectionStatus } from '@faena/projections';
import { Public } from '../platform/auth/auth-user';
import { HttpDrain } from '../platform/http/http-drain';
import { Metrics } from '../platform/metrics/metrics.service';
import { ProjectionMonitor, type ReadSideStatus } from '../platform/storage/projection-monitor';
import { InjectConfig } from '../platform/storage/tokens';
import { readinessOf } from './readiness';

export interface HealthAnswer {
  status: 'ok' | 'degraded';
  mode: string;
  head: number;
  projections: ProjectionStatus[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Liveness (/health, always 200 while the process serves), readiness (/health/ready, 503 until
 * the read side is within READY_MAX_LAG and while stopping) and Prometheus figures (/metrics,
 * behind METRICS_TOKEN when set).
 */
@Controller()
export class OpsController {
  private readonly logger = new Logger('Ops');
  private readonly metricsDigest: Buffer | null;

  constructor(
    private readonly monitor: ProjectionMonitor,
    private readonly metrics: Metrics,
    private readonly drain: HttpDrain,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.metricsDigest = config.METRICS_TOKEN ? sha256(config.METRICS_TOKEN) : null;
  }

  @Public()
  @Call(API.health)
  @Header('Cache-Control', 'no-store')
  async health(): Promise<HealthAnswer> {
    // always 200: the write side serves while the read side catches up; `status` tells the rest
    const status = await this.monitor.statuses();
    return {
      status: ProjectionMonitor.healthOf(status),
      mode: describeMode(this.config),
      head: status.head,
      projections: status.projections,
    };
  }

  @Call(API.ready)
  async ready(@Res() res: FastifyReply): Promise<void> {
    const answer = readinessOf(
      await this.readSide(),
      this.drain.isDraining,
      this.config.READY_MAX_LAG,
    );
    void res
      .status(answer.ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(answer);
  }

  @Call(API.metrics)
  @Header('Cache-Control', 'no-store')
  async prometheus(
    @Headers('authorization') authorization: string | undefined,
    @Res() res: FastifyReply,
  ): Promise<void> {
    if (!this.metricsAllowed(authorization)) throw new DomainError('auth.required');
    const body = await this.metrics.registry.metrics();
    void res.status(200).type(this.metrics.registry.contentType).send(body);
  }

  /** The read side's status; null when a store does not answer. */
  private async readSide(): Promise<ReadSideStatus | null> {
    try {
      return await this.monitor.statuses();
    } catch (err) {
      this.logger.warn(
        `readiness: the stores did not answer: ${err instanceof Error ? err.message : String(err)}`,
      );
      return null;
    }
  }

  private metricsAllowed(authorization: string | undefined): boolean {
    if (!this.metricsDigest) return true;
    const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    return presented !== undefined && timingSafeEqual(sha256(presented.trim()), this.metricsDigest);
  }
}
