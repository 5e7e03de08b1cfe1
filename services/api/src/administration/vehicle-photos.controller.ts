import { Body, Controller, HttpCode, Query, StreamableFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API,
  DomainError,
  VehicleFileQuerySchema,
  type SetVehiclePhotoBody,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { BlobStore } from '@faena/core';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { UploadRoute } from '../platform/http/upload-limit';
import { SetVehiclePhotoCommand } from './commands/set-vehicle-photo/set-vehicle-photo.command';
import { AdminQueries } from './queries/admin/admin-queries';

/** /api/AdministracionVehiculo/foto and /archivo: a vehicle's photos (beside the generic record routes). */
@Controller()
export class VehiclePhotosController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminQueries,
    private readonly blobs: BlobStore,
  ) {}

  @Call(API.setVehiclePhoto)
  @UploadRoute()
  @HttpCode(200)
  async photo(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.setVehiclePhoto)) body: SetVehiclePhotoBody,
  ) {
    return { result: await this.commands.execute(new SetVehiclePhotoCommand(user, body)) };
  }

  /** A photo of the vehicle (only keys the vehicle's stream refers to). */
  @Call(API.vehicleFile)
  async file(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(VehicleFileQuerySchema)) q: { vehicleId: string; key: string },
  ) {
    const photos = await this.queries.vehiclePhotos(user, q.vehicleId);
    const blob = Object.values(photos).includes(q.key) ? await this.blobs.get(q.key) : null;
    if (!blob) throw new DomainError('resource.notFound');
    return new StreamableFile(blob.bytes, { type: blob.contentType });
  }
}
