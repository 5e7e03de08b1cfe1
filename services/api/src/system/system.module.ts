import { Module } from '@nestjs/common';
import { AdministrationModule } from '../administration/administration.module';
import { HistoryController } from './history.controller';
import { HomeController } from './home/home.controller';
import { HomeSummaryHandler } from './home/home-summary.handler';

/** Every record's history (GET /api/historial?stream=<streamName>) and the landing figures. */
@Module({
  imports: [AdministrationModule],
  controllers: [HistoryController, HomeController],
  providers: [HomeSummaryHandler],
})
export class SystemModule {}
