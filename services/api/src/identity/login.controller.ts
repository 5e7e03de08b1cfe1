import { Body, Controller, HttpCode, Post, UseFilters } from '@nestjs/common';
import {
  API,
  ForgotPasswordBodySchema,
  ValidateLoginBodySchema,
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
import { z } from 'zod';
import { type AuthUser, CurrentUser, Public } from '../platform/auth/auth-user';
import { IdleProbe } from '../platform/auth/session-activity';
import { ZodPipe } from '../platform/http/zod.pipe';
import { LoginErrorFilter, loginStep } from './login-error';
import { LoginService } from './login.service';
import { PasswordService } from './password.service';
import { RefreshHeader, RequestLang } from './request-lang';
import { SessionFlowService } from './session-flow.service';
import { SignInLimited } from './sign-in-limiter';

const ProbeBodySchema = z.object({}).passthrough().optional();

/** The spec's sign-in flow calls (§7). Login failures answer { status, code, message, minutos }. */
@Controller()
@UseFilters(LoginErrorFilter)
export class LoginController {
  constructor(
    private readonly login: LoginService,
    private readonly flow: SessionFlowService,
    private readonly passwords: PasswordService,
  ) {}

  @Public()
  @SignInLimited('password')
  @Post(API.login.path)
  @HttpCode(200)
  async signIn(
    @Body(new ZodPipe(API.login.body)) body: LoginBody,
  ): Promise<Envelope<LoginResponse>> {
    return { result: await loginStep(() => this.login.login(body)) };
  }

  @Public()
  @SignInLimited('code')
  @Post(API.confirmCode.path)
  @HttpCode(200)
  async confirmCode(
    @Body(new ZodPipe(API.confirmCode.body)) body: ConfirmCodeBody,
  ): Promise<Envelope<TokenPair>> {
    return { result: await loginStep(() => this.login.confirmCode(body.username, body.codigo)) };
  }

  @Public()
  @SignInLimited('resend')
  @Post(API.resendCode.path)
  @HttpCode(200)
  async resendCode(
    @Body(new ZodPipe(API.resendCode.body)) body: ResendCodeBody,
    @RequestLang() lang: Lang,
  ): Promise<Envelope<MessageResult>> {
    return { result: await loginStep(() => this.login.resendCode(body.username, lang)) };
  }

  @Post(API.profileSignIn.path)
  @HttpCode(200)
  async profileSignIn(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(API.profileSignIn.body)) body: ProfileSignInBody,
  ): Promise<Envelope<TokenPair>> {
    return { result: await this.flow.profileSignIn(user, body) };
  }

  @Public()
  @SignInLimited('password')
  @Post(API.unlock.path)
  @HttpCode(200)
  async unlock(
    @Body(new ZodPipe(API.unlock.body)) body: UnlockBody,
    @RefreshHeader() refresh: string | undefined,
  ): Promise<Envelope<TokenPair>> {
    return { result: await loginStep(() => this.flow.unlock(body, refresh)) };
  }

  @Post(API.validateLogin.path)
  @HttpCode(200)
  validateLogin(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(ValidateLoginBodySchema)) _body: unknown,
  ): Envelope<ValidateLoginResult> {
    return { result: this.flow.validateLogin(user) };
  }

  @IdleProbe()
  @Post(API.validateMaxDowntime.path)
  @HttpCode(200)
  async maxDowntime(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(ProbeBodySchema)) _body: unknown,
  ): Promise<Envelope<MaxDowntimeResult>> {
    return { result: await this.flow.maxDowntime(user) };
  }

  @Public()
  @SignInLimited('mail')
  @Post(API.forgotPassword.path)
  @HttpCode(200)
  async forgotPassword(
    @Body(new ZodPipe(ForgotPasswordBodySchema)) body: z.infer<typeof ForgotPasswordBodySchema>,
    @RequestLang() lang: Lang,
  ): Promise<Envelope<MessageResult>> {
    return { result: await this.passwords.forgot(body.email, lang) };
  }
}
