import { Controller, Get, Header, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { type AppConfig, describeMode } from '@faena/core';
import type { ProjectionStatus } from '@faena/projections';
import { Public } from '../platform/auth/auth-user';
import { Metrics } from '../platform/metrics/metrics.service';
import { ProjectionMonitor } from '../platform/storage/projection-monitor';
import { InjectConfig } from '../platform/storage/tokens';

export interface HealthAnswer {
  status: 'ok' | 'degraded';
  mode: string;
  head: number;
  projections: ProjectionStatus[];
}

/** Liveness and figures for operators and load balancers (no token). */
@Controller()
export class OpsController {
  constructor(
    private readonly monitor: ProjectionMonitor,
    private readonly metrics: Metrics,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('health')
  @Header('Cache-Control', 'no-store')
  async health(): Promise<HealthAnswer> {
    // always 200: the write side serves while the read side catches up; `status` tells the rest
    const status = await this.monitor.statuses();
    return { status: ProjectionMonitor.healthOf(status), mode: describeMode(this.config), head: status.head, projections: status.projections };
  }

  @Public()
  @Get('metrics')
  @Header('Cache-Control', 'no-store')
  async prometheus(@Res() res: FastifyReply): Promise<void> {
    const body = await this.metrics.registry.metrics();
    res.status(200).type(this.metrics.registry.contentType).send(body);
  }
}
