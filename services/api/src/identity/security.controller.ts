import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  API,
  ConfirmPasswordBodySchema,
  CreatePasswordBodySchema,
  DomainError,
  LoginUserQuerySchema,
  MenuQuerySchema,
  ProfileCharacteristicQuerySchema,
  RecoverPasswordBodySchema,
  UpdateLoginPasswordBodySchema,
  type ConfirmPasswordResult,
  type CreatePasswordBody,
  type CreatePasswordResult,
  type Envelope,
  type Lang,
  type LoginUserRecord,
  type MenuRecord,
  type MessageResult,
  type ProfileCharacteristic,
  type RecoverPasswordBody,
  type UpdateLoginPasswordBody,
} from '@faena/contracts';
import { type AuthUser, CurrentUser, Public } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { menusFor } from './menu-catalog';
import { PasswordService } from './password.service';
import { RequestLang } from './request-lang';
import { UserDirectory } from './user-directory';

const CHARACTERISTIC_NAMES: Record<string, string> = { CPAADM: 'Administrador' };

/** The login-security calls: password life cycle, menus and profile characteristics (§7). */
@Controller()
export class SecurityController {
  constructor(
    private readonly passwords: PasswordService,
    private readonly users: UserDirectory,
  ) {}

  @Public()
  @Put(API.recoverPassword.path)
  async recover(@Body(new ZodPipe(RecoverPasswordBodySchema)) body: RecoverPasswordBody, @RequestLang() lang: Lang): Promise<Envelope<MessageResult>> {
    return { result: await this.passwords.recover(body.IdUsuario, body.Correo, lang) };
  }

  @Post(API.createPassword.path)
  @HttpCode(200)
  async create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreatePasswordBodySchema)) body: CreatePasswordBody, @RequestLang() lang: Lang): Promise<Envelope<CreatePasswordResult>> {
    return { result: await this.passwords.changeAtLogin(user, body.IdUsuario, body.Clave, lang) };
  }

  @Put(API.updateLoginPassword.path)
  async update(@CurrentUser() user: AuthUser, @Body(new ZodPipe(UpdateLoginPasswordBodySchema)) body: UpdateLoginPasswordBody, @RequestLang() lang: Lang): Promise<Envelope<CreatePasswordResult>> {
    return { result: await this.passwords.changeOnScreen(user, body.IdUsuario, body.Clave, body.tokenClient, lang) };
  }

  @Put(API.confirmPassword.path)
  async confirm(@CurrentUser() user: AuthUser, @Body(new ZodPipe(ConfirmPasswordBodySchema)) body: z.infer<typeof ConfirmPasswordBodySchema>): Promise<Envelope<ConfirmPasswordResult>> {
    return { result: { resulado: await this.passwords.confirm(user, body.IdUsuario, body.claveUsuario) } };
  }

  @Put(API.getLoginUser.path)
  async record(@CurrentUser() user: AuthUser, @Body(new ZodPipe(LoginUserQuerySchema)) body: z.infer<typeof LoginUserQuerySchema>): Promise<Envelope<LoginUserRecord>> {
    return { result: await this.passwords.record(user, body.IdUsuario) };
  }

  /** Menus of one of the caller's own profiles (client, profile, user, application). */
  @Get(API.menusByProfile.path)
  async menus(@CurrentUser() user: AuthUser, @Query(new ZodPipe(MenuQuerySchema)) q: z.infer<typeof MenuQuerySchema>): Promise<Envelope<MenuRecord[]>> {
    await this.ownProfile(user, q.IdUsuario, q.IdPerfil, q.IdCliente);
    return { result: menusFor(q.IdPerfil, q.IdAplicacion) };
  }

  /** Characteristics that make a profile administrator type (empty for every other profile). */
  @Get(API.profileCharacteristics.path)
  async characteristics(@CurrentUser() user: AuthUser, @Query(new ZodPipe(ProfileCharacteristicQuerySchema)) q: z.infer<typeof ProfileCharacteristicQuerySchema>): Promise<Envelope<ProfileCharacteristic[]>> {
    const profile = await this.ownProfile(user, user.sub, q.IdPerfil, q.IdCliente);
    const list = profile.characteristics.filter((c) => c in CHARACTERISTIC_NAMES).map((c) => ({ IdPerfil: profile.profileId, IdCaracteristica: c, Caracteristica: CHARACTERISTIC_NAMES[c]! }));
    return { result: list };
  }

  private async ownProfile(user: AuthUser, username: string, profileId: string, clientId: string) {
    if (username !== user.sub) throw new DomainError('auth.forbidden');
    const account = await this.users.find(user.sub);
    const profile = account?.profiles.find((p) => p.profileId === profileId && p.clientId === clientId);
    if (!profile) throw new DomainError('auth.forbidden');
    return profile;
  }
}
