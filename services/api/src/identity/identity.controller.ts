import { Body, Controller, HttpCode, UseFilters } from '@nestjs/common';
import type { z } from 'zod';
import {
  API,
  type AuthenticateBody,
  type AuthenticateResult,
  type Envelope,
  type SessionUser,
  type TokenPair,
} from '@faena/contracts';
import { type AuthUser, CurrentUser, PasswordChangeStep } from '../platform/auth/auth-user';
import { Call, callBody } from '../platform/http/call.decorator';
import { LoginErrorFilter, loginStep } from './login-error';
import { SignInLimited } from './sign-in-limiter';
import { SignInService } from './sign-in.service';

/** The spec's sign-in calls (paths as in contracts API). */
@Controller()
export class IdentityController {
  constructor(private readonly signIn: SignInService) {}

  /** The login step under the spec's authenticate path: its refusals answer the catalogue's codes. */
  @Call(API.authenticate)
  @SignInLimited('password')
  @UseFilters(LoginErrorFilter)
  @HttpCode(200)
  async authenticate(
    @Body(callBody(API.authenticate)) body: AuthenticateBody,
  ): Promise<Envelope<AuthenticateResult>> {
    return { result: await loginStep(() => this.signIn.authenticate(body)) };
  }

  @Call(API.refreshToken)
  @HttpCode(200)
  async refreshToken(
    @Body(callBody(API.refreshToken)) body: z.infer<typeof API.refreshToken.body>,
  ): Promise<Envelope<TokenPair>> {
    return { result: await this.signIn.refresh(body.refreshToken) };
  }

  @Call(API.getUserByToken)
  async getUserByToken(@CurrentUser() user: AuthUser): Promise<Envelope<SessionUser>> {
    return { result: await this.signIn.currentUser(user) };
  }

  @PasswordChangeStep()
  @Call(API.logout)
  @HttpCode(200)
  async expireToken(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.logout)) _body: unknown,
  ): Promise<Envelope<boolean>> {
    await this.signIn.logout(user);
    return { result: true };
  }
}
