import { Module } from '@nestjs/common';
import { AdminController } from './admin.controller';
import { OpsController } from './ops.controller';

/** /health, /metrics and the administrators' operations. */
@Module({ controllers: [OpsController, AdminController] })
export class OpsModule {}
