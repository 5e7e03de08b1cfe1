import { Module } from '@nestjs/common';
import { HistoryController } from './history.controller';

/** Every record's history: GET /api/historial?stream=<streamName>. */
@Module({ controllers: [HistoryController] })
export class HistoryModule {}
