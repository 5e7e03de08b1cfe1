import { Body, Controller, HttpCode, UseFilters } from '@nestjs/common';
import {
  API,
  type ConfirmCodeBody,
  type Envelope,
  type Lang,
  type LoginBody,
  type LoginResponse,
  type MaxDowntimeResult,
  type MessageResult,
  type ProfileSignInBody,
  type ResendCodeBody,
  type TokenPair,
  type UnlockBody,
  type ValidateLoginResult,
} from '@faena/contracts';
import type { z } from 'zod';
import { type AuthUser, CurrentUser } from '../platform/auth/auth-user';
import { IdleProbe } from '../platform/auth/session-activity';
import { Call, callBody } from '../platform/http/call.decorator';
import { LoginErrorFilter, loginStep } from './login-error';
import { LoginService } from './login.service';
import { PasswordService } from './password.service';
import { RefreshHeader, RequestLang } from './request-lang';
import { SessionFlowService } from './session-flow.service';
import { SignInLimited } from './sign-in-limiter';

/** The spec's sign-in flow calls (§7). Login failures answer { status, code, message, minutos }. */
@Controller()
@UseFilters(LoginErrorFilter)
export class LoginController {
  constructor(
    private readonly login: LoginService,
    private readonly flow: SessionFlowService,
    private readonly passwords: PasswordService,
  ) {}

  @SignInLimited('password')
  @Call(API.login)
  @HttpCode(200)
  async signIn(@Body(callBody(API.login)) body: LoginBody): Promise<Envelope<LoginResponse>> {
    return { result: await loginStep(() => this.login.login(body)) };
  }

  @SignInLimited('code')
  @Call(API.confirmCode)
  @HttpCode(200)
  async confirmCode(
    @Body(callBody(API.confirmCode)) body: ConfirmCodeBody,
  ): Promise<Envelope<TokenPair>> {
    return { result: await loginStep(() => this.login.confirmCode(body.username, body.codigo)) };
  }

  @SignInLimited('resend')
  @Call(API.resendCode)
  @HttpCode(200)
  async resendCode(
    @Body(callBody(API.resendCode)) body: ResendCodeBody,
    @RequestLang() lang: Lang,
  ): Promise<Envelope<MessageResult>> {
    return { result: await loginStep(() => this.login.resendCode(body.username, lang)) };
  }

  @Call(API.profileSignIn)
  @HttpCode(200)
  async profileSignIn(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.profileSignIn)) body: ProfileSignInBody,
  ): Promise<Envelope<TokenPair>> {
    return { result: await this.flow.profileSignIn(user, body) };
  }

  @SignInLimited('password')
  @Call(API.unlock)
  @HttpCode(200)
  async unlock(
    @Body(callBody(API.unlock)) body: UnlockBody,
    @RefreshHeader() refresh: string | undefined,
  ): Promise<Envelope<TokenPair>> {
    return { result: await loginStep(() => this.flow.unlock(body, refresh)) };
  }

  @Call(API.validateLogin)
  @HttpCode(200)
  validateLogin(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.validateLogin)) _body: unknown,
  ): Envelope<ValidateLoginResult> {
    return { result: this.flow.validateLogin(user) };
  }

  @IdleProbe()
  @Call(API.validateMaxDowntime)
  @HttpCode(200)
  async maxDowntime(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.validateMaxDowntime)) _body: unknown,
  ): Promise<Envelope<MaxDowntimeResult>> {
    return { result: await this.flow.maxDowntime(user) };
  }

  @SignInLimited('mail')
  @Call(API.forgotPassword)
  @HttpCode(200)
  async forgotPassword(
    @Body(callBody(API.forgotPassword)) body: z.infer<typeof API.forgotPassword.body>,
    @RequestLang() lang: Lang,
  ): Promise<Envelope<MessageResult>> {
    return { result: await this.passwords.forgot(body.email, lang) };
  }
}
