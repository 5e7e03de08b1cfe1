import { Module } from '@nestjs/common';
import { AccessController } from './access.controller';
import { MarkBatchHandler } from './commands/mark-batch/mark-batch.handler';
import { MarkDoorHandler } from './commands/mark-door/mark-door.handler';
import { MarkVehicleDoorHandler } from './commands/mark-vehicle-door/mark-vehicle-door.handler';
import { DoorDirectory } from './door-directory';
import { ZoneOccupancyReader } from './zone-occupancy-reader';
import { ZoneOccupancyHandler } from './queries/zone-occupancy/zone-occupancy.handler';

/** Site access: door marks (people and vehicles) and zone occupancy. */
@Module({
  controllers: [AccessController],
  providers: [
    DoorDirectory,
    MarkDoorHandler,
    MarkBatchHandler,
    ZoneOccupancyHandler,
    ZoneOccupancyReader,
    MarkVehicleDoorHandler,
  ],
})
export class AccessModule {}
