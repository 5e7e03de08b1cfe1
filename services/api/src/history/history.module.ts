import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { HistoryController } from './history.controller';

/** Every record's history: GET /api/historial?stream=<streamName>. */
@Module({ imports: [CatalogModule], controllers: [HistoryController] })
export class HistoryModule {}
