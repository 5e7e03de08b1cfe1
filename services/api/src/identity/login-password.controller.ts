import { Body, Controller, HttpCode } from '@nestjs/common';
import type { z } from 'zod';
import {
  API,
  type ConfirmPasswordResult,
  type CreatePasswordBody,
  type CreatePasswordResult,
  type Envelope,
  type Lang,
  type LoginUserRecord,
  type MessageResult,
  type RecoverPasswordBody,
  type UpdateLoginPasswordBody,
} from '@faena/contracts';
import { type AuthUser, CurrentUser, PasswordChangeStep } from '../platform/auth/auth-user';
import { Call, callBody } from '../platform/http/call.decorator';
import { PasswordService } from './password.service';
import { RequestLang } from './request-lang';
import { SignInLimited } from './sign-in-limiter';

/**
 * The login-security calls (§7) of the password life cycle: of the sign-in (recover, create) and of
 * /seguridad/usuarioLogin (update, confirm, the login user record).
 */
@Controller()
export class LoginPasswordController {
  constructor(private readonly passwords: PasswordService) {}

  @SignInLimited('mail')
  @Call(API.recoverPassword)
  async recover(
    @Body(callBody(API.recoverPassword)) body: RecoverPasswordBody,
    @RequestLang() lang: Lang,
  ): Promise<Envelope<MessageResult>> {
    return { result: await this.passwords.recover(body.IdUsuario, body.Correo, lang) };
  }

  @PasswordChangeStep()
  @Call(API.createPassword)
  @HttpCode(200)
  async create(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.createPassword)) body: CreatePasswordBody,
    @RequestLang() lang: Lang,
  ): Promise<Envelope<CreatePasswordResult>> {
    const change = { username: body.IdUsuario, password: body.Clave };
    return { result: await this.passwords.changeAtLogin(user, change, lang) };
  }

  @Call(API.updateLoginPassword)
  async update(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.updateLoginPassword)) body: UpdateLoginPasswordBody,
    @RequestLang() lang: Lang,
  ): Promise<Envelope<CreatePasswordResult>> {
    const change = {
      username: body.IdUsuario,
      password: body.Clave,
      tokenClient: body.tokenClient,
    };
    return { result: await this.passwords.changeOnScreen(user, change, lang) };
  }

  @Call(API.confirmPassword)
  async confirm(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.confirmPassword)) body: z.infer<typeof API.confirmPassword.body>,
  ): Promise<Envelope<ConfirmPasswordResult>> {
    return {
      result: { resulado: await this.passwords.confirm(user, body.IdUsuario, body.claveUsuario) },
    };
  }

  @Call(API.getLoginUser)
  async record(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.getLoginUser)) body: z.infer<typeof API.getLoginUser.body>,
  ): Promise<Envelope<LoginUserRecord>> {
    return { result: await this.passwords.record(user, body.IdUsuario) };
  }
}
