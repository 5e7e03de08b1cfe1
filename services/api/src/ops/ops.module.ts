import { Module } from '@nestjs/common';
import { AdminController } from './admin.controller';
import { DevClockController } from './dev-clock.controller';
import { DevMailboxController } from './dev-mailbox.controller';
import { OpsController } from './ops.controller';
import { SiteController } from './site.controller';

/** /health, /metrics, the site's settings the web reads, the administrators' operations, the development mailbox and clock. */
@Module({
  controllers: [
    OpsController,
    SiteController,
    AdminController,
    DevMailboxController,
    DevClockController,
  ],
})
export class OpsModule {}
