import { Controller, Query } from '@nestjs/common';
import type { z } from 'zod';
import {
  API,
  DomainError,
  type AuthorizerEntry,
  type Envelope,
  type MenuRecord,
  type ProfileCharacteristic,
  type UserConfiguration,
  type UserOfClientQuery,
} from '@faena/contracts';
import { type AuthUser, CurrentUser, hasPermission } from '../platform/auth/auth-user';
import { Call, callQuery } from '../platform/http/call.decorator';
import { SecuritySettingsService } from '../security/security-settings.service';
import { menusFor } from './menu-catalog';
import { UserDirectory } from './user-directory';

const CHARACTERISTIC_NAMES: Record<string, string> = { CPAADM: 'Administrador' };

/**
 * The login-security calls (§7) of the shell: menus, profile characteristics, authorizer entries and
 * user configuration (the password life cycle is LoginPasswordController's).
 */
@Controller()
export class LoginSecurityController {
  constructor(
    private readonly users: UserDirectory,
    private readonly settings: SecuritySettingsService,
  ) {}

  /** Menus of one of the caller's own profiles (client, profile, user, application). */
  @Call(API.menusByProfile)
  async menus(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.menusByProfile)) q: z.infer<typeof API.menusByProfile.query>,
  ): Promise<Envelope<MenuRecord[]>> {
    await this.ownProfile(user, { username: q.IdUsuario, ...q });
    return { result: menusFor(q.IdPerfil, q.IdAplicacion) };
  }

  /** Characteristics that make a profile administrator type (empty for every other profile). */
  @Call(API.profileCharacteristics)
  async characteristics(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.profileCharacteristics))
    q: z.infer<typeof API.profileCharacteristics.query>,
  ): Promise<Envelope<ProfileCharacteristic[]>> {
    const profile = await this.ownProfile(user, { username: user.sub, ...q });
    const list = profile.characteristics.flatMap((c) => {
      const name = CHARACTERISTIC_NAMES[c];
      return name === undefined
        ? []
        : [{ IdPerfil: profile.profileId, IdCaracteristica: c, Caracteristica: name }];
    });
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

  private async ownProfile(
    user: AuthUser,
    q: { username: string; IdPerfil: string; IdCliente: string },
  ) {
    if (q.username !== user.sub) throw new DomainError('auth.forbidden');
    const account = await this.users.find(user.sub);
    const profile = account?.profiles.find(
      (p) => p.profileId === q.IdPerfil && p.clientId === q.IdCliente,
    );
    if (!profile) throw new DomainError('auth.forbidden');
    return profile;
  }
}
