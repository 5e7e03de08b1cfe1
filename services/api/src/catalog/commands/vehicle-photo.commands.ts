import { Injectable } from '@nestjs/common';
import { STREAMS, type SetVehiclePhotoBody } from '@faena/contracts';
import { BlobStore, deterministicUuid } from '@faena/core';
import type { AuthUser } from '../../platform/auth/auth-user';
import { CommandRunner } from '../../platform/commands/command-runner';
import { setVehiclePhoto } from '../domain/vehicle-photo.decider';
import { checkedFile } from './attached-file';
import { vehiclePhotosSpec } from './catalog-specs';

/** A vehicle's photos (profile, mobile, extra): content-checked JPG/PNG in the blob store, the key on catalog.vehicle-<plate>. */
@Injectable()
export class VehiclePhotoCommands {
  constructor(
    private readonly runner: CommandRunner,
    private readonly blobs: BlobStore,
  ) {}

  setPhoto(user: AuthUser, body: SetVehiclePhotoBody) {
    const file = checkedFile(body.file.contentBase64, 'image');
    const key = `catalog/vehicle/${body.vehicleId}/photo-${body.kind}-${deterministicUuid('catalog.vehicle-photo', body.commandId).slice(0, 8)}`;
    const stream = STREAMS.vehicle(body.vehicleId);
    return this.runner.run({ commandId: body.commandId, user, payload: body }, async (reader) => {
      const events = setVehiclePhoto({ vehicleId: body.vehicleId, kind: body.kind, key }, await reader.load(stream, vehiclePhotosSpec));
      if (events.length > 0) await this.blobs.put(key, file.bytes, file.contentType);
      return { id: body.vehicleId, writes: [{ stream, events }] };
    });
  }
}
