import { Module } from '@nestjs/common';
import { AdministrationModule } from '../administration/administration.module';
import { GlobalSearchController } from './global-search/global-search.controller';
import { GlobalSearch } from './global-search/global-search.service';
import { HistoryController } from './history.controller';
import { HomeController } from './home/home.controller';
import { HomeSummaryHandler } from './home/home-summary.handler';

/** Every record's history (GET /api/historial?stream=…), the landing figures and the global search. */
@Module({
  imports: [AdministrationModule],
  controllers: [HistoryController, HomeController, GlobalSearchController],
  providers: [HomeSummaryHandler, GlobalSearch],
})
export class SystemModule {}
