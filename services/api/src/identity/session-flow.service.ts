import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  type MaxDowntimeResult,
  type ProfileSignInBody,
  type TokenPair,
  type UnlockBody,
  type ValidateLoginResult,
} from '@faena/contracts';
import { Clock } from '@faena/core';
import type { AuthUser } from '../platform/auth/auth-user';
import { CaptchaVerifier } from '../platform/auth/captcha';
import { MAX_IDLE_SECONDS, SessionActivity } from '../platform/auth/session-activity';
import { LoginError } from './login-error';
import { passwordChangePending } from './login-response';
import { refusalForProfiles, usableProfiles } from './login-rules';
import { LoginService } from './login.service';
import { familyOf } from './infra/refresh-token';
import { SecuritySettingsService } from '../security/security-settings.service';
import { idleLocked, idleSecondsOf } from './session-idle';
import { neverLocked, SessionIssuer } from './session-issuer';
import { SessionService } from './session.service';
import { UserSecurityStore } from './user-security.store';

/** Profile sign-in and switch, the unlock of the inactivity lock, and the session probes. */
@Injectable()
export class SessionFlowService {
  constructor(
    private readonly users: UserSecurityStore,
    private readonly settings: SecuritySettingsService,
    private readonly issuer: SessionIssuer,
    private readonly login: LoginService,
    private readonly activity: SessionActivity,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    @Inject(CaptchaVerifier) private readonly captcha: CaptchaVerifier,
  ) {}

  /** A new token pair for the chosen profile and division; the caller's family is revoked. */
  async profileSignIn(user: AuthUser, body: ProfileSignInBody): Promise<TokenPair> {
    if (!(await this.captcha.verify(body.tokenClient, 'submit')))
      throw new DomainError('auth.captchaInvalid');
    const state = await this.users.load(user.sub);
    if (!state) throw new DomainError('auth.tokenInvalid');
    const setting = await this.settings.forUser(state.account);
    const pending = passwordChangePending(state.security, setting, this.clock.now());
    if (pending.first || pending.expired) throw new DomainError('auth.forbidden');
    const profile = usableProfiles(state.account.profiles).find(
      (p) =>
        p.profileId === body.idPerfil &&
        (!body.idCliente || p.clientId === body.idCliente) &&
        (!body.idDivision || p.divisionId === body.idDivision),
    );
    if (!profile) throw new DomainError('auth.forbidden');
    return this.issuer.issue(state.account, profile, { restricted: false, replaces: user.sid });
  }

  /** The lock screen: the password again (counted like a login) gives a new pair; the old family is revoked. */
  async unlock(body: UnlockBody, refreshHeader: string | undefined): Promise<TokenPair> {
    if (!(await this.captcha.verify(body.tokenClient, 'submit')))
      throw new DomainError('auth.captchaInvalid');
    const { state, setting } = await this.login.checkPassword(body.username, body.password);
    const refusal = refusalForProfiles(state.account.profiles);
    if (refusal) throw new LoginError(refusal);
    const profiles = usableProfiles(state.account.profiles);
    const profile = body.idPerfil
      ? profiles.find((p) => p.profileId === body.idPerfil)
      : profiles[0];
    if (!profile) throw new DomainError('auth.forbidden');
    const pending = passwordChangePending(state.security, setting, this.clock.now());
    const old = refreshHeader ? familyOf(refreshHeader) : null;
    return this.issuer.issue(state.account, profile, {
      restricted: pending.first || pending.expired,
      replaces: old ?? undefined,
    });
  }

  validateLogin(user: AuthUser): ValidateLoginResult {
    return { valid: true, username: user.sub, idPerfil: user.pid };
  }

  /** Idle seconds left before the lock, as a refresh would count them (the probe itself is not activity). */
  async maxDowntime(user: AuthUser): Promise<MaxDowntimeResult> {
    if (neverLocked(user.pid))
      return {
        maxSegundos: MAX_IDLE_SECONDS,
        segundosInactivo: 0,
        segundosRestantes: MAX_IDLE_SECONDS,
        bloqueado: false,
      };
    const session = await this.sessions.find(user.sid);
    if (!session) throw new DomainError('auth.tokenInvalid');
    const now = this.clock.now().getTime();
    const segundosInactivo = idleSecondsOf(this.activity, session, now);
    const segundosRestantes = Math.max(0, MAX_IDLE_SECONDS - segundosInactivo);
    return {
      maxSegundos: MAX_IDLE_SECONDS,
      segundosInactivo,
      segundosRestantes,
      bloqueado: idleLocked(this.activity, session, now),
    };
  }
}
