import { Body, Controller, HttpCode, Inject, Logger, Optional } from '@nestjs/common';
import { z } from 'zod';
import { API, DomainError, type Envelope } from '@faena/contracts';
import { Call } from '../platform/http/call.decorator';
import { ProjectionControl, type ProjectionStatus } from '@faena/projections';
import { AcceptAdminSecret } from '../platform/auth/admin-secret';
import { type AuthUser, CurrentUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';

const RebuildBodySchema = z.object({ name: z.string().min(1).max(80).optional() }).strict();
type RebuildBody = z.infer<typeof RebuildBodySchema>;

export interface RebuildAnswer {
  rebuilt: string[];
  seconds: number;
  projections: ProjectionStatus[];
}

/**
 * Operations for the platform operator (platform.operate: they touch every client's read models,
 * so a client's administrator, admin.operate, may not) or the local CLI (x-admin-secret header):
 * rebuild one projection or all from the event log while the app keeps serving.
 */
@Controller()
export class AdminController {
  private readonly logger = new Logger('Admin');
  constructor(@Optional() @Inject(ProjectionControl) private readonly runner?: ProjectionControl) {}

  @Call(API.rebuildProjections)
  @HttpCode(200)
  @AcceptAdminSecret()
  async rebuild(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(RebuildBodySchema)) body: RebuildBody,
  ): Promise<Envelope<RebuildAnswer>> {
    const runner = this.runner;
    // ROLE api: the projector process owns the read models
    if (!runner) throw new DomainError('resource.notFound');
    const names = runner.status().map((s) => s.name);
    if (body.name !== undefined && !names.includes(body.name))
      throw new DomainError('resource.notFound');
    const started = process.hrtime.bigint();
    this.logger.log(`${user.sub} rebuilds ${body.name ?? 'every projection'}`);
    await runner.rebuild(body.name);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return {
      result: { rebuilt: body.name ? [body.name] : names, seconds, projections: runner.status() },
    };
  }
}
