import { Module } from '@nestjs/common';
import { AdministrationModule } from '../administration/administration.module';
import { AccessController } from './access.controller';
import { AccessRulesController } from './access-rules.controller';
import { ChangePersonAccessHandler } from './commands/change-person-access/change-person-access.handler';
import { SaveGroupHandler } from './commands/save-group/save-group.handler';
import { SaveScheduleHandler } from './commands/save-schedule/save-schedule.handler';
import {
  ListGroupsHandler,
  ListSchedulesHandler,
} from './queries/access-rules/access-rules.handler';
import { ListPersonAccessHandler } from './queries/access-rules/person-access.handler';
import { MarkBatchHandler } from './commands/mark-batch/mark-batch.handler';
import { MarkDoorHandler } from './commands/mark-door/mark-door.handler';
import { MarkVehicleDoorHandler } from './commands/mark-vehicle-door/mark-vehicle-door.handler';
import { DoorDirectory } from './door-directory';
import { ZoneOccupancyReader } from './zone-occupancy-reader';
import { ZoneOccupancyHandler } from './queries/zone-occupancy/zone-occupancy.handler';

/** Site access: door marks (people and vehicles) and zone occupancy. */
@Module({
  imports: [AdministrationModule],
  controllers: [AccessController, AccessRulesController],
  providers: [
    DoorDirectory,
    MarkDoorHandler,
    MarkBatchHandler,
    ZoneOccupancyHandler,
    ZoneOccupancyReader,
    MarkVehicleDoorHandler,
    SaveScheduleHandler,
    SaveGroupHandler,
    ChangePersonAccessHandler,
    ListSchedulesHandler,
    ListGroupsHandler,
    ListPersonAccessHandler,
  ],
})
export class AccessModule {}
