import { Module } from '@nestjs/common';
import { BulkController } from './bulk.controller';
import { BulkRequests } from './bulk-requests.service';
import { BulkWorker } from './bulk-worker';

/** The bulk (mass) request from a spreadsheet: template, upload, check, fix, send (issue 19). */
@Module({
  controllers: [BulkController],
  providers: [BulkRequests, BulkWorker],
  exports: [BulkRequests, BulkWorker],
})
export class BulkModule {}
