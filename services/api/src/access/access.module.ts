import { Module } from '@nestjs/common';
import { AccessController } from './access.controller';
import { MarkBatchHandler } from './commands/mark-batch/mark-batch.handler';
import { MarkDoorHandler } from './commands/mark-door/mark-door.handler';
import { MarkVehicleDoorHandler } from './commands/mark-vehicle-door/mark-vehicle-door.handler';
import {
  CorrectMarkHandler,
  RegisterManualMarkHandler,
  VoidMarkHandler,
} from './commands/manual-marks/manual-marks.handlers';
import { DoorDirectory } from './door-directory';
import { MarksController } from './marks.controller';
import { ListMarksHandler, OnSiteHandler } from './queries/marks/marks.handlers';
import { ZoneOccupancyHandler } from './queries/zone-occupancy/zone-occupancy.handler';

/** Site access: door marks (people and vehicles), zone occupancy, the marks query, manual marks and the muster. */
@Module({
  controllers: [AccessController, MarksController],
  providers: [
    DoorDirectory,
    MarkDoorHandler,
    MarkBatchHandler,
    ZoneOccupancyHandler,
    MarkVehicleDoorHandler,
    RegisterManualMarkHandler,
    CorrectMarkHandler,
    VoidMarkHandler,
    ListMarksHandler,
    OnSiteHandler,
  ],
})
export class AccessModule {}
