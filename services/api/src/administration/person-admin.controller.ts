import { Body, Controller, Get, HttpCode, Post, Query, StreamableFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API,
  AssignPositionBodySchema,
  ChangePersonStateBodySchema,
  DomainError,
  PersonIdQuerySchema,
  RecordIndisciplineBodySchema,
  RegisterPersonBodySchema,
  SetPersonPhotoBodySchema,
  UpdatePersonBodySchema,
  type AssignPositionBody,
  type ChangePersonStateBody,
  type RecordIndisciplineBody,
  type RegisterPersonBody,
  type SetPersonPhotoBody,
  type UpdatePersonBody,
} from '@faena/contracts';
import { BlobStore } from '@faena/core';
import { z } from 'zod';
import { CurrentUser, RequirePermission, type AuthUser } from '../platform/auth/auth-user';
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

  @Post(API.registerPerson.path)
  @RequirePermission('catalog.admin')
  async register(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(RegisterPersonBodySchema)) body: RegisterPersonBody,
  ) {
    return { result: await this.commands.execute(new RegisterPersonCommand(user, body)) };
  }

  @Post(API.updatePerson.path)
  @HttpCode(200)
  @RequirePermission('catalog.admin')
  async update(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(UpdatePersonBodySchema)) body: UpdatePersonBody,
  ) {
    return { result: await this.commands.execute(new UpdatePersonCommand(user, body)) };
  }

  @Post(API.changePersonState.path)
  @HttpCode(200)
  @RequirePermission('catalog.admin')
  async changeState(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(ChangePersonStateBodySchema)) body: ChangePersonStateBody,
  ) {
    return { result: await this.commands.execute(new ChangePersonStateCommand(user, body)) };
  }

  @Post(API.assignPersonPosition.path)
  @HttpCode(200)
  @RequirePermission('catalog.admin')
  async assignPosition(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(AssignPositionBodySchema)) body: AssignPositionBody,
  ) {
    return { result: await this.commands.execute(new AssignPositionCommand(user, body)) };
  }

  @Post(API.recordIndiscipline.path)
  @UploadRoute()
  @HttpCode(200)
  @RequirePermission('catalog.admin')
  async indiscipline(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(RecordIndisciplineBodySchema)) body: RecordIndisciplineBody,
  ) {
    return { result: await this.commands.execute(new RecordIndisciplineCommand(user, body)) };
  }

  @Post(API.setPersonPhoto.path)
  @UploadRoute()
  @HttpCode(200)
  @RequirePermission('catalog.admin')
  async photo(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(SetPersonPhotoBodySchema)) body: SetPersonPhotoBody,
  ) {
    return { result: await this.commands.execute(new SetPersonPhotoCommand(user, body)) };
  }

  @Get(API.getPerson.path)
  @RequirePermission('catalog.read')
  async get(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(PersonIdQuerySchema)) q: { personId: string },
  ) {
    return { result: await this.queries.person(user, q.personId) };
  }

  /** A photo or an indiscipline PDF of the person (only keys the person's stream refers to). */
  @Get(API.personFile.path)
  @RequirePermission('catalog.read')
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
