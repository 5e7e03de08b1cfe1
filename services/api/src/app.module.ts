import { type DynamicModule, Module } from '@nestjs/common';
import { AccessModule } from './access/access.module';
import { AccreditationModule } from './accreditation/accreditation.module';
import { CatalogModule } from './catalog/catalog.module';
import { CatalogsModule } from './catalogs/catalogs.module';
import { HistoryModule } from './history/history.module';
import { IdentityModule } from './identity/identity.module';
import { LodgingModule } from './lodging/lodging.module';
import { OpsModule } from './ops/ops.module';
import { OutboxModule } from './platform/outbox/outbox.module';
import { PlatformModule, type PlatformDeps } from './platform/storage/platform.module';
import { RealtimeModule } from './realtime/realtime.module';
import { SeedModule } from './seed/seed.module';
import { TransportModule } from './transport/transport.module';

/** The whole API: the platform (ports, auth, errors), identity, the five flows, realtime, ops, seed. */
@Module({})
export class AppModule {
  static register(deps: PlatformDeps): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(deps),
        OutboxModule,
        IdentityModule,
        CatalogModule,
        CatalogsModule,
        HistoryModule,
        AccreditationModule,
        AccessModule,
        TransportModule,
        LodgingModule,
        RealtimeModule,
        OpsModule,
        SeedModule,
      ],
    };
  }
}
