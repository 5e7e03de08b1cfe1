import { Body, Controller, HttpCode, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  PersonAccessQuerySchema,
  ReadOptionsSchema,
  type PersonAccessQuery,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import {
  ChangePersonAccessCommand,
  type PersonAccessChange,
} from './commands/change-person-access/change-person-access.command';
import { ListPersonAccessQuery } from './queries/access-rules/access-rules.query';

type ReadOptions = { afterPosition?: number | undefined };
type Body_<K extends PersonAccessChange['kind']> = Extract<PersonAccessChange, { kind: K }>['body'];

/** /api/AccesoPersona, AccesoRestriccion, AccesoExoneracion (issue 20): a person's access rules. */
@Controller()
export class PersonAccessController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Call(API.assignProfile)
  assignProfile(
    @CurrentUser() u: AuthUser,
    @Body(callBody(API.assignProfile)) b: Body_<'assignProfile'>,
  ) {
    return this.change(u, { kind: 'assignProfile', body: b });
  }

  @Call(API.endProfile)
  @HttpCode(200)
  endProfile(@CurrentUser() u: AuthUser, @Body(callBody(API.endProfile)) b: Body_<'endProfile'>) {
    return this.change(u, { kind: 'endProfile', body: b });
  }

  @Call(API.listPersonAccess)
  async people(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(PersonAccessQuerySchema)) query: PersonAccessQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    const q = new ListPersonAccessQuery(user, query, read.afterPosition);
    return { result: await this.queries.execute(q) };
  }

  @Call(API.assignGroup)
  assignGroup(
    @CurrentUser() u: AuthUser,
    @Body(callBody(API.assignGroup)) b: Body_<'assignGroup'>,
  ) {
    return this.change(u, { kind: 'assignGroup', body: b });
  }

  @Call(API.unassignGroup)
  @HttpCode(200)
  unassignGroup(
    @CurrentUser() u: AuthUser,
    @Body(callBody(API.unassignGroup)) b: Body_<'unassignGroup'>,
  ) {
    return this.change(u, { kind: 'unassignGroup', body: b });
  }

  @Call(API.addRestriction)
  addRestriction(
    @CurrentUser() u: AuthUser,
    @Body(callBody(API.addRestriction)) b: Body_<'addRestriction'>,
  ) {
    return this.change(u, { kind: 'addRestriction', body: b });
  }

  @Call(API.setRestrictionActive)
  @HttpCode(200)
  setRestrictionActive(
    @CurrentUser() u: AuthUser,
    @Body(callBody(API.setRestrictionActive)) b: Body_<'setRestrictionActive'>,
  ) {
    return this.change(u, { kind: 'setRestrictionActive', body: b });
  }

  @Call(API.removeRestriction)
  @HttpCode(200)
  removeRestriction(
    @CurrentUser() u: AuthUser,
    @Body(callBody(API.removeRestriction)) b: Body_<'removeRestriction'>,
  ) {
    return this.change(u, { kind: 'removeRestriction', body: b });
  }

  @Call(API.grantExemption)
  grantExemption(
    @CurrentUser() u: AuthUser,
    @Body(callBody(API.grantExemption)) b: Body_<'grantExemption'>,
  ) {
    return this.change(u, { kind: 'grantExemption', body: b });
  }

  @Call(API.revokeExemption)
  @HttpCode(200)
  revokeExemption(
    @CurrentUser() u: AuthUser,
    @Body(callBody(API.revokeExemption)) b: Body_<'revokeExemption'>,
  ) {
    return this.change(u, { kind: 'revokeExemption', body: b });
  }

  private async change(user: AuthUser, change: PersonAccessChange) {
    return { result: await this.commands.execute(new ChangePersonAccessCommand(user, change)) };
  }
}
