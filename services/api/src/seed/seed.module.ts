import { AttendanceMarksSeed } from './attendance-marks-seed';
import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { SecurityModule } from '../security/security.module';
import { AdminBootstrap } from './admin-bootstrap';
import { DemoSeeder } from './demo-seeder';
import { RequirementsSeed } from './requirements-seed';
import { CatalogSeed } from './catalog-seed';
import { AdministrationSeed } from './administration-seed';
import { SampleActivity } from './sample-activity';
import { BulkModule } from '../accreditation/bulk/bulk.module';
import { BulkSeed } from './bulk-seed';
import { VisitsSeed } from './visits-seed';
import { AccessRulesSeed } from './access-rules-seed';
import { AttendanceSeed } from './attendance-seed';
import { VehicleRequestsSeed } from './vehicle-requests-seed';
import { DevicesSeed } from './devices-seed';
import { IdentificationSeed } from './identification-seed';

/** The demo data loaded on the first start; the first administrator outside the demo. */
@Module({
  imports: [IdentityModule, SecurityModule, BulkModule],
  providers: [
    DemoSeeder,
    AdminBootstrap,
    SampleActivity,
    CatalogSeed,
    AdministrationSeed,
    RequirementsSeed,
    BulkSeed,
    VisitsSeed,
    VehicleRequestsSeed,
    DevicesSeed,
    AccessRulesSeed,
    IdentificationSeed,
    AttendanceSeed,
    AttendanceMarksSeed,
  ],
  exports: [DemoSeeder, AdminBootstrap],
})
export class SeedModule {}
