import { Body, Controller, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  API,
  DomainError,
  SecuritySettingsQuerySchema,
  type Envelope,
  type SaveSecuritySettingBody,
  type SecuritySetting,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { type AuthUser, CurrentUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { SecuritySettingsService } from './security-settings.service';

const OneSettingQuerySchema = SecuritySettingsQuerySchema.extend({
  IdConfiguracionLogeo: z.string().trim().min(1).max(40),
});

/**
 * Security settings belong to a client: every call names it (IdCliente) and it must be the
 * caller's own, administrators included (403 auth.forbidden otherwise, as the other calls that name
 * a client answer: the client id is no secret to hide behind a 404).
 */
function ownClient(user: AuthUser, clientId: string): void {
  if (clientId !== user.cid) throw new DomainError('auth.forbidden');
}

/** Security settings per client (the login settings of the Security module). */
@Controller()
export class SettingsController {
  constructor(private readonly settings: SecuritySettingsService) {}

  /** The list of the security-level select: settings of the caller's own client (anyone signed in). */
  @Call(API.securitySettings)
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(SecuritySettingsQuerySchema)) q: z.infer<typeof SecuritySettingsQuerySchema>,
  ): Promise<Envelope<SecuritySetting[]>> {
    ownClient(user, q.IdCliente);
    return { result: await this.settings.list(q.IdCliente) };
  }

  @Call(API.getSecuritySetting)
  async one(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(OneSettingQuerySchema)) q: z.infer<typeof OneSettingQuerySchema>,
  ): Promise<Envelope<SecuritySetting>> {
    ownClient(user, q.IdCliente);
    const found = (await this.settings.list(q.IdCliente)).find(
      (s) => s.IdConfiguracionLogeo === q.IdConfiguracionLogeo,
    );
    if (!found) throw new DomainError('resource.notFound');
    return { result: found };
  }

  @Call(API.saveSecuritySetting)
  async save(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.saveSecuritySetting)) body: SaveSecuritySettingBody,
  ): Promise<Envelope<{ position: number }>> {
    const { IdCliente, ...setting } = body;
    ownClient(user, IdCliente);
    return { result: { position: await this.settings.save(IdCliente, setting, user.sub) } };
  }
}
