import { Body, Controller, Get, NotFoundException, Put, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  API,
  DomainError,
  SaveSecuritySettingBodySchema,
  SecuritySettingsQuerySchema,
  type CaptchaChallenge,
  type Envelope,
  type OutboxMessage,
  type SaveSecuritySettingBody,
  type SecuritySetting,
} from '@faena/contracts';
import { type AppConfig, Outbox, isProduction } from '@faena/core';
import { type AuthUser, CurrentUser, Public, RequirePermission } from '../platform/auth/auth-user';
import { EmbeddedCaptcha, CaptchaVerifier } from '../platform/auth/captcha';
import { ZodPipe } from '../platform/http/zod.pipe';
import { InjectConfig } from '../platform/storage/tokens';
import { SecuritySettingsService } from './security-settings.service';

const OneSettingQuerySchema = SecuritySettingsQuerySchema.extend({ IdConfiguracionLogeo: z.string().trim().min(1).max(40) });
const MailboxQuerySchema = z.object({ to: z.string().trim().min(3).max(200).optional(), limit: z.coerce.number().int().min(1).max(200).optional() });

/**
 * Security settings belong to a client: every call names it (IdCliente) and it must be the
 * caller's own, administrators included (403 auth.forbidden otherwise, as the other calls that name
 * a client answer: the client id is no secret to hide behind a 404).
 */
function ownClient(user: AuthUser, clientId: string): void {
  if (clientId !== user.cid) throw new DomainError('auth.forbidden');
}

/** Security settings per client, the captcha challenge and the development mailbox. */
@Controller()
export class SettingsController {
  constructor(
    private readonly settings: SecuritySettingsService,
    private readonly captcha: CaptchaVerifier,
    private readonly outbox: Outbox,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The list of the security-level select: settings of the caller's own client (anyone signed in). */
  @Get(API.securitySettings.path)
  async list(@CurrentUser() user: AuthUser, @Query(new ZodPipe(SecuritySettingsQuerySchema)) q: z.infer<typeof SecuritySettingsQuerySchema>): Promise<Envelope<SecuritySetting[]>> {
    ownClient(user, q.IdCliente);
    return { result: await this.settings.list(q.IdCliente) };
  }

  @Get(API.getSecuritySetting.path)
  @RequirePermission('admin.operate')
  async one(@CurrentUser() user: AuthUser, @Query(new ZodPipe(OneSettingQuerySchema)) q: z.infer<typeof OneSettingQuerySchema>): Promise<Envelope<SecuritySetting>> {
    ownClient(user, q.IdCliente);
    const found = (await this.settings.list(q.IdCliente)).find((s) => s.IdConfiguracionLogeo === q.IdConfiguracionLogeo);
    if (!found) throw new DomainError('resource.notFound');
    return { result: found };
  }

  @Put(API.saveSecuritySetting.path)
  @RequirePermission('admin.operate')
  async save(@CurrentUser() user: AuthUser, @Body(new ZodPipe(SaveSecuritySettingBodySchema)) body: SaveSecuritySettingBody): Promise<Envelope<{ position: number }>> {
    const { IdCliente, ...setting } = body;
    ownClient(user, IdCliente);
    return { result: { position: await this.settings.save(IdCliente, setting, user.sub) } };
  }

  @Public()
  @Get(API.captchaChallenge.path)
  challenge(): Envelope<CaptchaChallenge> {
    if (!(this.captcha instanceof EmbeddedCaptcha)) throw new NotFoundException();
    return { result: { token: this.captcha.challenge() } };
  }

  /**
   * What the outbox sent (codes, temporary passwords): only with DEV_MAILBOX=true, never under
   * NODE_ENV=production (the configuration refuses that pair at start; this holds for overrides).
   */
  @Public()
  @Get(API.devMailbox.path)
  async mailbox(@Query(new ZodPipe(MailboxQuerySchema)) q: z.infer<typeof MailboxQuerySchema>): Promise<Envelope<OutboxMessage[]>> {
    if (!this.config.DEV_MAILBOX || isProduction(this.config)) throw new NotFoundException();
    const rows = await this.outbox.list({ to: q.to, limit: q.limit });
    return { result: rows.map(({ id, to, subject, body, kind, at }) => ({ id, to, subject, body, kind, at })) };
  }
}
