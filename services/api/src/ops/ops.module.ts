import { Module } from '@nestjs/common';
import { AdminController } from './admin.controller';
import { OpsController } from './ops.controller';
import { SiteController } from './site.controller';

/** /health, /metrics, the site's settings the web reads, and the administrators' operations. */
@Module({ controllers: [OpsController, SiteController, AdminController] })
export class OpsModule {}
