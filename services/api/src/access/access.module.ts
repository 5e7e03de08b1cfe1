import { Module } from '@nestjs/common';
import { AdministrationModule } from '../administration/administration.module';
import { AccessController } from './access.controller';
import { CheckpointsController } from './checkpoints.controller';
import { SaveDeviceHandler } from './commands/save-device/save-device.handler';
import { SaveDoorHandler } from './commands/save-door/save-door.handler';
import { SaveZoneHandler } from './commands/save-zone/save-zone.handler';
import {
  GetCheckpointHandler,
  GetDeviceHandler,
  ListCheckpointsHandler,
  ListDevicesHandler,
} from './queries/checkpoints/checkpoints.handler';
import { AccessRulesController } from './access-rules.controller';
import { PersonAccessController } from './person-access.controller';
import { ChangePersonAccessHandler } from './commands/change-person-access/change-person-access.handler';
import { SaveGroupHandler } from './commands/save-group/save-group.handler';
import { SaveProfileHandler } from './commands/save-profile/save-profile.handler';
import { SaveScheduleHandler } from './commands/save-schedule/save-schedule.handler';
import {
  ListGroupsHandler,
  ListProfilesHandler,
  ListSchedulesHandler,
} from './queries/access-rules/access-rules.handler';
import { ListPersonAccessHandler } from './queries/access-rules/person-access.handler';
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
import { ZoneOccupancyReader } from './zone-occupancy-reader';
import { ZoneOccupancyHandler } from './queries/zone-occupancy/zone-occupancy.handler';

/**
 * Site access: door marks (people and vehicles), zone occupancy, the marks query, manual marks,
 * the muster, checkpoints and devices, schedules, groups, restrictions and exemptions.
 */
@Module({
  imports: [AdministrationModule], // PeopleScope: the people a zone or a rule may name
  controllers: [
    AccessController,
    MarksController,
    CheckpointsController,
    AccessRulesController,
    PersonAccessController,
  ],
  providers: [
    DoorDirectory,
    MarkDoorHandler,
    MarkBatchHandler,
    ZoneOccupancyHandler,
    ZoneOccupancyReader,
    MarkVehicleDoorHandler,
    RegisterManualMarkHandler,
    CorrectMarkHandler,
    VoidMarkHandler,
    ListMarksHandler,
    OnSiteHandler,
    SaveZoneHandler,
    SaveDoorHandler,
    SaveDeviceHandler,
    ListCheckpointsHandler,
    GetCheckpointHandler,
    ListDevicesHandler,
    GetDeviceHandler,
    SaveScheduleHandler,
    SaveGroupHandler,
    SaveProfileHandler,
    ChangePersonAccessHandler,
    ListSchedulesHandler,
    ListGroupsHandler,
    ListProfilesHandler,
    ListPersonAccessHandler,
  ],
})
export class AccessModule {}
