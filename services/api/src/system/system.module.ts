import { Module } from '@nestjs/common';
import { AdministrationModule } from '../administration/administration.module';
import { GlobalSearchController } from './global-search/global-search.controller';
import { GlobalSearch } from './global-search/global-search.service';
import { HistoryController } from './history.controller';

/** Every record's history (GET /api/historial?stream=…) and the global search (GET /api/SistemaBusqueda/buscar?q=…). */
@Module({
  imports: [AdministrationModule],
  controllers: [HistoryController, GlobalSearchController],
  providers: [GlobalSearch],
})
export class SystemModule {}
