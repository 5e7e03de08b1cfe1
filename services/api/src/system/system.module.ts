import { Module } from '@nestjs/common';
import { AdministrationModule } from '../administration/administration.module';
import { GlobalSearchController } from './global-search/global-search.controller';
import { GlobalSearch } from './global-search/global-search.service';
import { ClientParametersController } from './client-parameters.controller';
import { SaveClientParametersHandler } from './commands/save-client-parameters/save-client-parameters.handler';
import { HistoryController } from './history.controller';
import { HomeController } from './home/home.controller';
import { HomeSummaryHandler } from './home/home-summary.handler';

/**
 * Every record's history (GET /api/historial?stream=…), the landing figures, the global search and
 * the client's parameters.
 */
@Module({
  imports: [AdministrationModule],
  controllers: [
    HistoryController,
    HomeController,
    GlobalSearchController,
    ClientParametersController,
  ],
  providers: [HomeSummaryHandler, GlobalSearch, SaveClientParametersHandler],
})
export class SystemModule {}
