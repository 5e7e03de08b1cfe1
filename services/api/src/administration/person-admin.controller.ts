import { Body, Controller, HttpCode, Query, StreamableFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API,
  DomainError,
  type AssignPositionBody,
  type ChangePersonStateBody,
  type RecordIndisciplineBody,
  type RegisterPersonBody,
  type SetPersonPhotoBody,
  type UpdatePersonBody,
} from '@faena/contracts';
import { Call, callBody, callQuery } from '../platform/http/call.decorator';
import { BlobStore } from '@faena/core';
import { z } from 'zod';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { UploadRoute } from '../platform/http/upload-limit';
import { AssignPositionCommand } from './commands/assign-position/assign-position.command';
import { ChangePersonStateCommand } from './commands/change-person-state/change-person-state.command';
import { RecordIndisciplineCommand } from './commands/record-indiscipline/record-indiscipline.command';
import { RegisterPersonCommand } from './commands/register-person/register-person.command';
import { SetPersonPhotoCommand } from './commands/set-person-photo/set-person-photo.command';
import { UpdatePersonCommand } from './commands/update-person/update-person.command';
import { AdminQueries } from './queries/admin/admin-queries';

const FileQuerySchema = z.object({
  personId: z.string().min(1).max(64),
  key: z.string().min(1).max(300),
});

/** /api/AdministracionPersona/*: the person's commands (administrators) and reads. */
@Controller()
export class PersonAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminQueries,
    private readonly blobs: BlobStore,
  ) {}

  @Call(API.registerPerson)
  async register(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.registerPerson)) body: RegisterPersonBody,
  ) {
    return { result: await this.commands.execute(new RegisterPersonCommand(user, body)) };
  }

  @Call(API.updatePerson)
  @HttpCode(200)
  async update(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.updatePerson)) body: UpdatePersonBody,
  ) {
    return { result: await this.commands.execute(new UpdatePersonCommand(user, body)) };
  }

  @Call(API.changePersonState)
  @HttpCode(200)
  async changeState(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.changePersonState)) body: ChangePersonStateBody,
  ) {
    return { result: await this.commands.execute(new ChangePersonStateCommand(user, body)) };
  }

  @Call(API.assignPersonPosition)
  @HttpCode(200)
  async assignPosition(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.assignPersonPosition)) body: AssignPositionBody,
  ) {
    return { result: await this.commands.execute(new AssignPositionCommand(user, body)) };
  }

  @Call(API.recordIndiscipline)
  @UploadRoute()
  @HttpCode(200)
  async indiscipline(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.recordIndiscipline)) body: RecordIndisciplineBody,
  ) {
    return { result: await this.commands.execute(new RecordIndisciplineCommand(user, body)) };
  }

  @Call(API.setPersonPhoto)
  @UploadRoute()
  @HttpCode(200)
  async photo(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.setPersonPhoto)) body: SetPersonPhotoBody,
  ) {
    return { result: await this.commands.execute(new SetPersonPhotoCommand(user, body)) };
  }

  @Call(API.getPerson)
  async get(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.getPerson)) q: { personId: string },
  ) {
    return { result: await this.queries.person(user, q.personId) };
  }

  /** A photo or an indiscipline PDF of the person (only keys the person's stream refers to). */
  @Call(API.personFile)
  async file(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(FileQuerySchema)) q: { personId: string; key: string },
  ) {
    const person = await this.queries.person(user, q.personId);
    const known =
      Object.values(person.photos).includes(q.key) ||
      person.indiscipline.some((i) => i.fileKey === q.key);
    const blob = known ? await this.blobs.get(q.key) : null;
    if (!blob) throw new DomainError('resource.notFound');
    return new StreamableFile(blob.bytes, { type: blob.contentType });
  }
}
