import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { DemoSeeder } from './demo-seeder';
import { CatalogSeed } from './catalog-seed';
import { AdministrationSeed } from './administration-seed';
import { SampleActivity } from './sample-activity';

/** The demo data loaded on the first start. */
@Module({
  imports: [IdentityModule],
  providers: [DemoSeeder, SampleActivity, CatalogSeed, AdministrationSeed],
  exports: [DemoSeeder],
})
export class SeedModule {}
