import { Body, Controller, HttpCode, Query } from '@nestjs/common';
import type { z } from 'zod';
import {
  API,
  DomainError,
  type AuthorizerEntry,
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
  type UserConfiguration,
  type UserOfClientQuery,
} from '@faena/contracts';
import {
  type AuthUser,
  CurrentUser,
  hasPermission,
  PasswordChangeStep,
} from '../platform/auth/auth-user';
import { Call, callBody, callQuery } from '../platform/http/call.decorator';
import { SecuritySettingsService } from '../security/security-settings.service';
import { menusFor } from './menu-catalog';
import { PasswordService } from './password.service';
import { RequestLang } from './request-lang';
import { SignInLimited } from './sign-in-limiter';
import { UserDirectory } from './user-directory';

const CHARACTERISTIC_NAMES: Record<string, string> = { CPAADM: 'Administrador' };

/**
 * The login-security calls (§7): the password life cycle of the sign-in and of /seguridad/usuarioLogin,
 * and the shell's menus, profile characteristics, authorizer entries and user configuration.
 */
@Controller()
export class LoginSecurityController {
  constructor(
    private readonly passwords: PasswordService,
    private readonly users: UserDirectory,
    private readonly settings: SecuritySettingsService,
  ) {}

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
    return { result: await this.passwords.changeAtLogin(user, body.IdUsuario, body.Clave, lang) };
  }

  @Call(API.updateLoginPassword)
  async update(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.updateLoginPassword)) body: UpdateLoginPasswordBody,
    @RequestLang() lang: Lang,
  ): Promise<Envelope<CreatePasswordResult>> {
    return {
      result: await this.passwords.changeOnScreen(
        user,
        body.IdUsuario,
        body.Clave,
        body.tokenClient,
        lang,
      ),
    };
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

  /** Menus of one of the caller's own profiles (client, profile, user, application). */
  @Call(API.menusByProfile)
  async menus(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.menusByProfile)) q: z.infer<typeof API.menusByProfile.query>,
  ): Promise<Envelope<MenuRecord[]>> {
    await this.ownProfile(user, q.IdUsuario, q.IdPerfil, q.IdCliente);
    return { result: menusFor(q.IdPerfil, q.IdAplicacion) };
  }

  /** Characteristics that make a profile administrator type (empty for every other profile). */
  @Call(API.profileCharacteristics)
  async characteristics(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.profileCharacteristics))
    q: z.infer<typeof API.profileCharacteristics.query>,
  ): Promise<Envelope<ProfileCharacteristic[]>> {
    const profile = await this.ownProfile(user, user.sub, q.IdPerfil, q.IdCliente);
    const list = profile.characteristics
      .filter((c) => c in CHARACTERISTIC_NAMES)
      .map((c) => ({
        IdPerfil: profile.profileId,
        IdCaracteristica: c,
        Caracteristica: CHARACTERISTIC_NAMES[c]!,
      }));
    return { result: list };
  }

  /** The user's accreditation authorizer entries in the client: profiles with CPAAUT or an accreditation role. */
  @Call(API.authorizerByUser)
  async authorizerByUser(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.authorizerByUser)) q: UserOfClientQuery,
  ): Promise<Envelope<AuthorizerEntry[]>> {
    const account = await this.userOfClient(user, q);
    const grants = account.profiles.filter(
      (p) =>
        p.clientId === q.IdCliente && (p.characteristics.includes('CPAAUT') || p.accreditationRole),
    );
    return {
      result: grants.map((p) => ({
        IdUsuario: account.username,
        IdCliente: p.clientId,
        IdPerfil: p.profileId,
        Perfil: p.profileName,
        IdDivision: p.divisionId,
        Division: p.divisionName,
        RolAcreditacion: p.accreditationRole,
        Caracteristicas: [...p.characteristics],
      })),
    };
  }

  /** The login-security configuration the user signs in with, and the user's profiles in the client. */
  @Call(API.userConfiguration)
  async userConfiguration(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.userConfiguration)) q: UserOfClientQuery,
  ): Promise<Envelope<UserConfiguration>> {
    const account = await this.userOfClient(user, q);
    const setting = await this.settings.forUser(account);
    const profiles = account.profiles.filter((p) => p.clientId === q.IdCliente);
    return {
      result: {
        ...setting,
        IdUsuario: account.username,
        IdCliente: q.IdCliente,
        Perfiles: profiles.map((p) => ({
          IdPerfil: p.profileId,
          Perfil: p.profileName,
          IdDivision: p.divisionId,
          Division: p.divisionName,
        })),
      },
    };
  }

  /** One's own account (holding a profile in the client), or any user of the caller's client for an administrator. */
  private async userOfClient(user: AuthUser, q: UserOfClientQuery) {
    const username = q.IdUsuario ?? user.sub;
    const own = username === user.sub;
    if (!own && (q.IdCliente !== user.cid || !hasPermission(user, 'admin.operate')))
      throw new DomainError('auth.forbidden');
    const account = await this.users.find(username);
    if (!account || !account.profiles.some((p) => p.clientId === q.IdCliente))
      throw new DomainError(own ? 'auth.forbidden' : 'resource.notFound');
    return account;
  }

  private async ownProfile(user: AuthUser, username: string, profileId: string, clientId: string) {
    if (username !== user.sub) throw new DomainError('auth.forbidden');
    const account = await this.users.find(user.sub);
    const profile = account?.profiles.find(
      (p) => p.profileId === profileId && p.clientId === clientId,
    );
    if (!profile) throw new DomainError('auth.forbidden');
    return profile;
  }
}
