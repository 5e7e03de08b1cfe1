import { Body, Controller } from '@nestjs/common';
import {
  API,
  DomainError,
  type Envelope,
  type GridQuery,
  type UserProfileRow,
  type UsersByProfileBody,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { ReadStore } from '@faena/core';
import {
  USER_PROFILES_COLLECTION,
  USER_PROFILES_ORDER,
  type UserProfileView,
} from '@faena/projections';
import { type AuthUser, CurrentUser, hasPermission } from '../platform/auth/auth-user';

/** The most rows the per-profile user listing answers at once. */
const MAX_PROFILE_USERS = 5000;

/** The grid page the body asks for: its page when TamPagina > 0, else the first MAX_PROFILE_USERS. */
export function profileUsersPage(body: UsersByProfileBody): GridQuery {
  const paged = body.TamPagina > 0;
  return {
    skip: paged ? body.NumPagina * body.TamPagina : 0,
    take: paged ? body.TamPagina : MAX_PROFILE_USERS,
    sort: USER_PROFILES_ORDER.map((selector) => ({ selector, desc: false })),
    filter: [],
  };
}

/** The answered row: the view without its sort key and the grid's RowIndex. */
function answerRow({
  OrdenNombre: _key,
  RowIndex: _index,
  ...row
}: UserProfileView & { RowIndex: number }): UserProfileRow {
  return row;
}

/** Users and profiles of the Security module: who holds a profile in the caller's client. */
@Controller()
export class UserProfilesController {
  constructor(private readonly readStore: ReadStore) {}

  /** The users holding a profile in the caller's client (administrators), by name; paged when TamPagina > 0. */
  @Call(API.usersByProfile)
  async usersByProfile(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.usersByProfile)) body: UsersByProfileBody,
  ): Promise<Envelope<UserProfileRow[]>> {
    if (body.IdCliente !== user.cid || !hasPermission(user, 'admin.operate'))
      throw new DomainError('auth.forbidden');
    const page = await this.readStore.query<UserProfileView>(
      USER_PROFILES_COLLECTION,
      profileUsersPage(body),
      { IdCliente: body.IdCliente, IdPerfil: body.IdPerfil },
    );
    return { result: page.data.map(answerRow) };
  }
}
