import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { BlobStore, deterministicUuid } from '@faena/core';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { setVehiclePhoto } from '../../domain/vehicle-photo.decider';
import { checkedImage } from '../../../platform/files/attached-file';
import { vehiclePhotosSpec } from '../administration-specs';
import { runWrite } from '../master-data-writes';
import { assertRecordInReach, reachOf } from '../tenant-reach';
import { PeopleScope } from '../../queries/people-scope/people-scope';
import { SetVehiclePhotoCommand } from './set-vehicle-photo.command';

/** The photo goes to the blob store, its key on catalog.vehicle-<plate>; the vehicle's company must be in the caller's reach. */
@CommandHandler(SetVehiclePhotoCommand)
export class SetVehiclePhotoHandler implements ICommandHandler<SetVehiclePhotoCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly blobs: BlobStore,
    private readonly people: PeopleScope,
  ) {}

  async execute({ user, body }: SetVehiclePhotoCommand): Promise<CommandAnswer> {
    const file = checkedImage(body.file.contentBase64);
    const key = `catalog/vehicle/${body.vehicleId}/photo-${body.kind}-${deterministicUuid('catalog.vehicle-photo', body.commandId).slice(0, 8)}`;
    const stream = STREAMS.vehicle(body.vehicleId);
    return runWrite(this.runner, { user, body, id: body.vehicleId, stream }, async (reader) => {
      const vehicle = await reader.load(stream, vehiclePhotosSpec);
      // a vehicle follows its company: out of the caller's reach it is not found
      await assertRecordInReach(reachOf(this.people, user), { companyId: vehicle.companyId });
      const events = setVehiclePhoto({ vehicleId: body.vehicleId, kind: body.kind, key }, vehicle);
      if (events.length > 0) await this.blobs.put(key, file.bytes, file.contentType);
      return events;
    });
  }
}
