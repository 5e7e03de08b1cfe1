import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  loginFlowPasswordError,
  maintenancePasswordError,
  translate,
  ValidationError,
  type CreatePasswordResult,
  type Lang,
  type LoginUserRecord,
  type MessageResult,
} from '@faena/contracts';
import { Clock, Outbox } from '@faena/core';
import { type AuthUser, hasPermission } from '../platform/auth/auth-user';
import { CaptchaVerifier } from '../platform/auth/captcha';
import { lockMinutesLeft } from './account-security';
import { failureEvents } from './login-decisions';
import { afterWrongPassword } from './login-rules';
import { recoveryMail, temporaryPassword, TEMPORARY_PASSWORD_HOURS } from './recovery-mail';
import { PasswordHasher } from './password-hasher';
import { SecuritySettingsService } from '../security/security-settings.service';
import { SessionService } from './session.service';
import { type UserState, UserSecurityStore } from './user-security.store';

/** How many previous passwords a new one must differ from. */
export const PASSWORD_HISTORY = 5;

/** The password life cycle: change (login flow and maintenance screen), confirm, recover. */
@Injectable()
export class PasswordService {
  constructor(
    private readonly users: UserSecurityStore,
    private readonly hasher: PasswordHasher,
    private readonly settings: SecuritySettingsService,
    private readonly sessions: SessionService,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(CaptchaVerifier) private readonly captcha: CaptchaVerifier,
  ) {}

  /** Login flow (SeguridadusuarioClave/crear): rules of the login flow; the session ends after it. */
  async changeAtLogin(
    user: AuthUser,
    { username, password }: { username: string; password: string },
    lang: Lang,
  ): Promise<CreatePasswordResult> {
    const state = await this.own(user, username);
    const setting = await this.settings.forUser(state.account);
    const problem = loginFlowPasswordError(
      password,
      setting.NivelSeguridadClave,
      setting.LongitudClave,
    );
    if (problem) throw new ValidationError([{ path: 'Clave', message: problem }]);
    const result = await this.change(state, password, lang);
    if (result.id === 0) await this.sessions.revokeFamily(user.sid, 'logout');
    return result;
  }

  /** Maintenance screen (SeguridadusuarioLogin/actualizar): its own rules, captcha checked. */
  async changeOnScreen(
    user: AuthUser,
    change: { username: string; password: string; tokenClient: string | undefined },
    lang: Lang,
  ): Promise<CreatePasswordResult> {
    const { username, password } = change;
    if (!(await this.captcha.verify(change.tokenClient, 'submit')))
      throw new DomainError('auth.captchaInvalid');
    const state = await this.own(user, username);
    const setting = await this.settings.forUser(state.account);
    const issue = maintenancePasswordError(
      password,
      setting.NivelSeguridadClave,
      setting.LongitudClave,
    );
    if (issue)
      throw new ValidationError([
        { path: 'Clave', message: issue.n ? `${issue.key}:${issue.n}` : issue.key },
      ]);
    return this.change(state, password, lang);
  }

  /** The current-password popup: { resulado }; a wrong answer counts toward the lock, and a locked account answers false. */
  async confirm(user: AuthUser, username: string, password: string): Promise<boolean> {
    const state = await this.own(user, username);
    if (lockMinutesLeft(state.security, this.clock.now()) > 0) return false;
    const ok = await this.hasher.verify(password, state.account.passwordHash);
    if (ok) return true;
    const setting = await this.settings.forUser(state.account);
    await this.users.decide(state.account.username, (s, now) => ({
      events: s ? failureEvents(afterWrongPassword(s.security, setting, now)) : [],
      outcome: null,
    }));
    return false;
  }

  /** The login user record: one's own, or any for an administrator. */
  async record(user: AuthUser, username: string): Promise<LoginUserRecord> {
    const state = await this.users.load(username);
    if (!state || (state.account.username !== user.sub && !hasPermission(user, 'admin.operate')))
      throw new DomainError('resource.notFound');
    const setting = await this.settings.forUser(state.account);
    const a = state.account;
    return {
      IdPersona: a.username,
      IdUsuario: a.username,
      Nombre: a.firstName,
      Apellido: a.lastName,
      IdTipoDocumento: a.documentType ?? '',
      Documento: a.documentNumber ?? '',
      Correo: a.email,
      Telefono: a.phone,
      IdConfiguracionLogeo: setting.IdConfiguracionLogeo,
      Activo: a.active === false ? 'N' : 'S',
      LongitudClave: setting.LongitudClave,
      NivelSeguridadClave: setting.NivelSeguridadClave,
      esNuevoRegistro: false,
    };
  }

  /** forgot-password by e-mail: not found is an error (as the spec says). */
  async forgot(email: string, lang: Lang): Promise<MessageResult> {
    const username = await this.settings.userOfEmail(email);
    if (!username) throw new DomainError('identity.emailNotFound');
    return this.recover(username, email, lang);
  }

  /**
   * Sends a temporary password by mail, usable for TEMPORARY_PASSWORD_HOURS and to be changed at
   * the sign-in that uses it. The current password keeps working meanwhile, so whoever knows a
   * user's e-mail cannot lock that user out by asking for one; a newer mail replaces the older one.
   */
  async recover(username: string, email: string, lang: Lang): Promise<MessageResult> {
    const state = await this.users.load(username);
    if (!state || state.account.email.toLowerCase() !== email.trim().toLowerCase())
      throw new DomainError('identity.recoveryMismatch');
    const temporary = temporaryPassword();
    const passwordHash = await this.hasher.hash(temporary);
    const expiresAt = new Date(
      this.clock.now().getTime() + TEMPORARY_PASSWORD_HOURS * 3_600_000,
    ).toISOString();
    await this.users.decide(state.account.username, (s) => ({
      events: s
        ? [{ type: 'identity.TemporaryPasswordIssued', data: { passwordHash, expiresAt } }]
        : [],
      outcome: null,
    }));
    await this.outbox.send(recoveryMail(state.account, temporary, lang), this.clock.now());
    return { message: translate('identity:recoveryMailSent', lang) };
  }

  private async own(user: AuthUser, username: string): Promise<UserState> {
    if (username !== user.sub) throw new DomainError('identity.ownPasswordOnly');
    const state = await this.users.load(username);
    if (!state) throw new DomainError('auth.tokenInvalid');
    return state;
  }

  /** id 2 when the password equals one of the last PASSWORD_HISTORY ones, else stored (id 0). */
  private async change(
    state: UserState,
    password: string,
    lang: Lang,
  ): Promise<CreatePasswordResult> {
    for (const previous of state.security.passwordHistory.slice(-PASSWORD_HISTORY)) {
      if (await this.hasher.verify(password, previous))
        return { id: 2, message: translate('identity:passwordMustDiffer', lang) };
    }
    const passwordHash = await this.hasher.hash(password);
    await this.users.decide(state.account.username, (s) => ({
      events: s
        ? [{ type: 'identity.PasswordChanged', data: { passwordHash, mustChange: false } }]
        : [],
      outcome: null,
    }));
    return { id: 0, message: translate('identity:passwordSaved', lang) };
  }
}
