import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  translate,
  type Lang,
  type LoginBody,
  type LoginResponse,
  type MessageResult,
  type SecuritySetting,
  type TokenPair,
} from '@faena/contracts';
import { Clock, Outbox, present } from '@faena/core';
import { CaptchaVerifier } from '../platform/auth/captcha';
import { liveTemporary, lockMinutesLeft } from './account-security';
import { decideCodeStep, decidePassword, type Checked } from './login-decisions';
import { LoginError, stepFailed } from './login-error';
import { loginResponseOf, passwordChangePending } from './login-response';
import { refusalForProfiles, usableProfiles } from './login-rules';
import { PasswordHasher } from './password-hasher';
import { SecuritySettingsService } from '../security/security-settings.service';
import { SessionIssuer } from './session-issuer';
import { newCode } from './two-factor';
import { type UserState, UserSecurityStore } from './user-security.store';

/**
 * The spec's sign-in flow: first step (password, then either tokens or a second-factor code),
 * code confirmation and resend. Failures answer the catalogue's codes (see login-rules.ts).
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UserSecurityStore,
    private readonly hasher: PasswordHasher,
    private readonly settings: SecuritySettingsService,
    private readonly issuer: SessionIssuer,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(CaptchaVerifier) private readonly captcha: CaptchaVerifier,
  ) {}

  async login(body: LoginBody): Promise<LoginResponse> {
    if (!(await this.captcha.verify(body.tokenClient, 'submit')))
      throw new DomainError('auth.captchaInvalid');
    const { state, setting } = await this.checkPassword(body.username, body.password);
    const profileRefusal = refusalForProfiles(state.account.profiles);
    if (profileRefusal) throw new LoginError(profileRefusal);
    const now = this.clock.now();
    if (setting.DobleAutenticacion !== 'N') {
      await this.sendCode(state, setting);
      const fresh = present(await this.users.load(state.account.username), 'the signed-in user');
      const tokens = { accessToken: '', refreshToken: '' };
      return loginResponseOf({ ...fresh, setting, now, tokens });
    }
    const tokens = await this.startSession(state, setting);
    return loginResponseOf({ ...state, setting, now, tokens });
  }

  /** Checks blocked/deactivated, then the password; counts failures and locks at the client's limit. */
  async checkPassword(
    username: string,
    password: string,
  ): Promise<{ state: UserState; setting: SecuritySetting }> {
    const loaded = await this.users.load(username);
    if (!loaded) {
      await this.hasher.verifyNobody(password);
      throw new LoginError({ code: '01', minutos: 0, status: 401 });
    }
    const setting = await this.settings.forUser(loaded.account);
    const valid = await this.hasher.verify(password, loaded.account.passwordHash);
    // a recovery mail's temporary password, while it lasts, signs in too and becomes the password
    const temporary = valid ? null : liveTemporary(loaded.security, this.clock.now());
    const viaTemporary = temporary !== null && (await this.hasher.verify(password, temporary));
    const check = { valid, temporary, viaTemporary, setting };
    const checked = await this.users.decide<Checked>(username, (state, now) =>
      decidePassword(state, now, check),
    );
    if (!checked.ok) throw checked.refusal;
    // after a temporary password became the password, answer from the stream as it is now
    return {
      state: viaTemporary ? ((await this.users.load(username)) ?? checked.state) : checked.state,
      setting,
    };
  }

  async confirmCode(username: string, codigo: string): Promise<TokenPair> {
    const loaded = await this.users.load(username);
    if (!loaded) throw new LoginError({ code: '08', minutos: 0, status: 401 });
    const setting = await this.settings.forUser(loaded.account);
    const outcome = await this.users.decide<LoginError | UserState>(username, (state, now) =>
      decideCodeStep(state, now, { codigo, setting }),
    );
    if (outcome instanceof LoginError) throw outcome;
    return this.startSession(outcome, setting);
  }

  /** Replaces the live code of a user who passed the password step; 08 otherwise. */
  async resendCode(username: string, lang: Lang): Promise<MessageResult> {
    const state = await this.users.load(username);
    if (!state || !state.security.code || state.security.code.used)
      throw new LoginError({ code: '08', minutos: 0, status: 401 });
    const minutes = lockMinutesLeft(state.security, this.clock.now());
    if (minutes > 0)
      throw new LoginError({
        code: state.security.lockReason === 'code' ? '09' : '04',
        minutos: minutes,
        status: 423,
      });
    const setting = await this.settings.forUser(state.account);
    if (setting.DobleAutenticacion === 'N')
      throw new LoginError({ code: '08', minutos: 0, status: 401 });
    await this.sendCode(state, setting);
    return { message: translate('identity:codeSent', lang) };
  }

  private async startSession(state: UserState, setting: SecuritySetting): Promise<TokenPair> {
    const profile = present(usableProfiles(state.account.profiles)[0], 'a usable profile');
    const pending = passwordChangePending(state.security, setting, this.clock.now());
    return this.issuer.issue(state.account, profile, {
      restricted: pending.first || pending.expired,
    });
  }

  private async sendCode(state: UserState, setting: SecuritySetting): Promise<void> {
    const byPhone = setting.DobleAutenticacion === 'TELEFONO';
    const to = byPhone ? state.account.phone : state.account.email;
    if (!to) throw new LoginError({ code: byPhone ? '06' : '05', minutos: 0, status: 403 });
    const code = await this.users.decide(state.account.username, (_s, now) => {
      const c = newCode(now);
      const data = {
        codeHash: c.codeHash,
        salt: c.salt,
        expiresAt: c.expiresAt,
        channel: setting.DobleAutenticacion === 'TELEFONO' ? 'TELEFONO' : 'CORREO',
      } as const;
      return { events: [{ type: 'identity.TwoFactorCodeIssued', data }], outcome: c };
    });
    const message = {
      to,
      channel: byPhone ? 'sms' : 'mail',
      kind: 'two-factor',
      subject: 'Faena: código de verificación',
      body: `Su código de verificación es ${code.code}. Vence en 5 minutos.`,
    } as const;
    // a code that cannot be sent is the catalogue's 07 ("error"): the user may ask again
    await this.outbox.send(message, this.clock.now()).catch(() => {
      throw stepFailed();
    });
  }
}
