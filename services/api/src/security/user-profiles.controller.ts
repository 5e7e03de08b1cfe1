import { Body, Controller, Put } from '@nestjs/common';
import { API, DomainError, UsersByProfileBodySchema, type Envelope, type UserProfileRow, type UsersByProfileBody } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { USER_PROFILES_COLLECTION, type UserProfileView } from '@faena/projections';
import { type AuthUser, CurrentUser, hasPermission } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';

/** The most rows the per-profile user listing answers at once. */
const MAX_PROFILE_USERS = 5000;

/** Users and profiles of the Security module: who holds a profile in the caller's client. */
@Controller()
export class UserProfilesController {
  constructor(private readonly readStore: ReadStore) {}

  /** The users holding a profile in the caller's client (administrators), by name; paged when TamPagina > 0. */
  @Put(API.usersByProfile.path)
  async usersByProfile(@CurrentUser() user: AuthUser, @Body(new ZodPipe(UsersByProfileBodySchema)) body: UsersByProfileBody): Promise<Envelope<UserProfileRow[]>> {
    if (body.IdCliente !== user.cid || !hasPermission(user, 'admin.operate')) throw new DomainError('auth.forbidden');
    const rows = await this.readStore.find<UserProfileView>(USER_PROFILES_COLLECTION, { IdCliente: body.IdCliente, IdPerfil: body.IdPerfil }, MAX_PROFILE_USERS);
    rows.sort((a, b) => a.NombreCompleto.localeCompare(b.NombreCompleto, 'es') || a.IdUsuario.localeCompare(b.IdUsuario) || a.IdDivision.localeCompare(b.IdDivision));
    return { result: body.TamPagina > 0 ? rows.slice(body.NumPagina * body.TamPagina, (body.NumPagina + 1) * body.TamPagina) : rows };
  }
}
