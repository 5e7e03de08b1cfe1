import { join } from 'node:path';
import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import {
  type Adapters,
  type AppConfig,
  BlobStore,
  Clock,
  EventStore,
  Ids,
  NoticeBus,
  RandomIds,
  ReadStore,
  SiteCalendar,
} from '@faena/core';
import { ProjectionControl } from '@faena/projections';
import { AdminSecret } from '../auth/admin-secret';
import { AuthGuard } from '../auth/auth.guard';
import { RevocationRelay } from '../auth/revocation-relay';
import { RevokedSessions } from '../auth/revoked-sessions';
import { SessionActivity } from '../auth/session-activity';
import { readOrCreateSecret } from '../auth/secret-file';
import { JWT_KEY, TokenService } from '../auth/token.service';
import { CommandRunner } from '../commands/command-runner';
import { CascadeReleasers } from '../cascade/cascade-releasers';
import { HttpDrain } from '../http/http-drain';
import { ProblemFilter } from '../http/problem.filter';
import { Metrics } from '../metrics/metrics.service';
import { ProjectionMonitor } from './projection-monitor';
import { ReadWaiter } from './read-waiter';
import { APP_CONFIG, PROJECTION_NAMES } from './tokens';

/** What the bootstrap hands the platform: config, the opened adapters, the clock, the runner. */
export interface PlatformDeps {
  config: AppConfig;
  adapters: Adapters;
  clock: Clock;
  ids?: Ids;
  /** null in ROLE api (the projector runs elsewhere) */
  runner: ProjectionControl | null;
  projectionNames: string[];
}

/** The JWT key: JWT_SECRET, or a secret generated once into DATA_DIR/jwt.secret (0600). */
export function jwtKey(config: AppConfig): Uint8Array {
  const secret = config.JWT_SECRET ?? readOrCreateSecret(join(config.DATA_DIR, 'jwt.secret'));
  return new TextEncoder().encode(secret);
}

/** The platform's own services, provided and exported once for every module. */
const SERVICES = [
  CommandRunner,
  ReadWaiter,
  ProjectionMonitor,
  Metrics,
  TokenService,
  RevokedSessions,
  RevocationRelay,
  AdminSecret,
  SessionActivity,
  HttpDrain,
  CascadeReleasers,
];

/**
 * Binds core's ports and the platform services as global Nest providers, with the CQRS buses,
 * the auth guard and the problem+json filter. Every feature module injects from here.
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(deps: PlatformDeps): DynamicModule {
    const values = valueProviders(deps);
    return {
      module: PlatformModule,
      imports: [CqrsModule.forRoot()],
      providers: [
        ...values,
        ...SERVICES,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: ProblemFilter },
      ],
      exports: [...values.map((p) => (p as { provide: unknown }).provide as string), ...SERVICES],
    };
  }
}

/** The ports bound to the adapters and values given at start (config, clock, ids, projections). */
function valueProviders(deps: PlatformDeps): Provider[] {
  const { adapters } = deps;
  return [
    { provide: APP_CONFIG, useValue: deps.config },
    { provide: EventStore, useValue: adapters.eventStore },
    { provide: ReadStore, useValue: adapters.readStore },
    { provide: NoticeBus, useValue: adapters.bus },
    { provide: BlobStore, useValue: adapters.blobs },
    { provide: Clock, useValue: deps.clock },
    { provide: SiteCalendar, useValue: new SiteCalendar(deps.config.SITE_TIMEZONE) },
    { provide: Ids, useValue: deps.ids ?? new RandomIds() },
    { provide: PROJECTION_NAMES, useValue: deps.projectionNames },
    { provide: JWT_KEY, useValue: jwtKey(deps.config) },
    ...(deps.runner ? [{ provide: ProjectionControl, useValue: deps.runner }] : []),
  ];
}
