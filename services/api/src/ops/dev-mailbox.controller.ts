import { Controller, NotFoundException, Query } from '@nestjs/common';
import { z } from 'zod';
import { API, type Envelope, type OutboxMessage } from '@faena/contracts';
import { Call } from '../platform/http/call.decorator';
import { type AppConfig, Outbox, isProduction } from '@faena/core';
import { Public } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { InjectConfig } from '../platform/storage/tokens';

const MailboxQuerySchema = z.object({
  to: z.string().trim().min(3).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/** The development mailbox: GET /api/dev/mailbox. */
@Controller()
export class DevMailboxController {
  constructor(
    private readonly outbox: Outbox,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * What the outbox sent (codes, temporary passwords): only with DEV_MAILBOX=true, never under
   * NODE_ENV=production (the configuration refuses that pair at start; this holds for overrides).
   */
  @Public()
  @Call(API.devMailbox)
  async mailbox(
    @Query(new ZodPipe(MailboxQuerySchema)) q: z.infer<typeof MailboxQuerySchema>,
  ): Promise<Envelope<OutboxMessage[]>> {
    if (!this.config.DEV_MAILBOX || isProduction(this.config)) throw new NotFoundException();
    const rows = await this.outbox.list({ to: q.to, limit: q.limit });
    return {
      result: rows.map(({ id, to, subject, body, kind, at }) => ({
        id,
        to,
        subject,
        body,
        kind,
        at,
      })),
    };
  }
}
