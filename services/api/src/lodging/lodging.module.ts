import { Module } from '@nestjs/common';
import { BedDirectory } from './bed-directory';
import { BedNightsReleaser } from './cascade/bed-nights.releaser';
import { AssignBedHandler } from './commands/assign-bed/assign-bed.handler';
import { LodgingController } from './lodging.controller';
import { BedBoardHandler } from './queries/bed-board/bed-board.handler';
import { ListHotelsHandler } from './queries/list-hotels/list-hotels.handler';

/** Camp lodging: bed assignment, camps and the bed board; its part of a demobilization's cascade. */
@Module({
  controllers: [LodgingController],
  providers: [
    BedDirectory,
    AssignBedHandler,
    ListHotelsHandler,
    BedBoardHandler,
    BedNightsReleaser,
  ],
})
export class LodgingModule {}
