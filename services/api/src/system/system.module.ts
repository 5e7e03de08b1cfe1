import { Module } from '@nestjs/common';
import { AdministrationModule } from '../administration/administration.module';
import { HistoryController } from './history.controller';

/** Every record's history: GET /api/historial?stream=<streamName>. */
@Module({ imports: [AdministrationModule], controllers: [HistoryController] })
export class SystemModule {}
