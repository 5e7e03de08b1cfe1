import { Body, Controller, Get, HttpCode, Post, UseFilters } from '@nestjs/common';
import { z } from 'zod';
import {
  API,
  AuthenticateBodySchema,
  RefreshBodySchema,
  type AuthenticateBody,
  type AuthenticateResult,
  type Envelope,
  type SessionUser,
  type TokenPair,
} from '@faena/contracts';
import { type AuthUser, CurrentUser, PasswordChangeStep, Public } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { LoginErrorFilter, loginStep } from './login-error';
import { SignInLimited } from './sign-in-limiter';
import { SignInService } from './sign-in.service';

const LogoutBodySchema = z.object({}).passthrough().optional();

/** The spec's sign-in calls (paths as in contracts API). */
@Controller()
export class IdentityController {
  constructor(private readonly signIn: SignInService) {}

  /** The login step under the spec's authenticate path: its refusals answer the catalogue's codes. */
  @Public()
  @SignInLimited('password')
  @UseFilters(LoginErrorFilter)
  @Post(API.authenticate.path)
  @HttpCode(200)
  async authenticate(
    @Body(new ZodPipe(AuthenticateBodySchema)) body: AuthenticateBody,
  ): Promise<Envelope<AuthenticateResult>> {
    return { result: await loginStep(() => this.signIn.authenticate(body)) };
  }

  @Public()
  @Post(API.refreshToken.path)
  @HttpCode(200)
  async refreshToken(
    @Body(new ZodPipe(RefreshBodySchema)) body: z.infer<typeof RefreshBodySchema>,
  ): Promise<Envelope<TokenPair>> {
    return { result: await this.signIn.refresh(body.refreshToken) };
  }

  @Get(API.getUserByToken.path)
  async getUserByToken(@CurrentUser() user: AuthUser): Promise<Envelope<SessionUser>> {
    return { result: await this.signIn.currentUser(user) };
  }

  @PasswordChangeStep()
  @Post(API.logout.path)
  @HttpCode(200)
  async expireToken(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(LogoutBodySchema)) _body: unknown,
  ): Promise<Envelope<boolean>> {
    await this.signIn.logout(user);
    return { result: true };
  }
}
