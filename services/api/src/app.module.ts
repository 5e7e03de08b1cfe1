import { type DynamicModule, Module } from '@nestjs/common';
import { AccessModule } from './access/access.module';
import { IdentificationModule } from './identification/identification.module';
import { AccreditationModule } from './accreditation/accreditation.module';
import { AttendanceModule } from './attendance/attendance.module';
import { AttendanceDayModule } from './attendance/day/attendance-day.module';
import { BulkModule } from './accreditation/bulk/bulk.module';
import { AdministrationModule } from './administration/administration.module';
import { CatalogsModule } from './catalogs/catalogs.module';
import { IdentityModule } from './identity/identity.module';
import { LodgingModule } from './lodging/lodging.module';
import { OpsModule } from './ops/ops.module';
import { OpenApiModule } from './platform/openapi/openapi.module';
import { OutboxModule } from './platform/outbox/outbox.module';
import { PlatformModule, type PlatformDeps } from './platform/storage/platform.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RequirementsModule } from './requirements/requirements.module';
import { SecurityModule } from './security/security.module';
import { SeedModule } from './seed/seed.module';
import { SystemModule } from './system/system.module';
import { TransportModule } from './transport/transport.module';

/** The whole API: the platform (ports, auth, errors), identity, security, the five flows, system, realtime, ops, seed. */
@Module({})
export class AppModule {
  static register(deps: PlatformDeps): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(deps),
        OutboxModule,
        IdentityModule,
        SecurityModule,
        AdministrationModule,
        CatalogsModule,
        SystemModule,
        AccreditationModule,
        BulkModule,
        AccessModule,
        IdentificationModule,
        AttendanceModule,
        AttendanceDayModule,
        RequirementsModule,
        TransportModule,
        LodgingModule,
        RealtimeModule,
        OpsModule,
        OpenApiModule,
        SeedModule,
      ],
    };
  }
}
