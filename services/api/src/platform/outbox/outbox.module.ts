import { join } from 'node:path';
import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  type AppConfig,
  Clock,
  DATA_FILES,
  Outbox,
  OutboxRelay,
  SqliteOutbox,
  messageChannelsFor,
} from '@faena/core';
import { APP_CONFIG, InjectConfig } from '../storage/tokens';

const logger = new Logger('Outbox');

/**
 * Relays the outbox to SMTP and the SMS provider (what SMTP_URL and SMS_URL name) in the process
 * that owns it, ROLE all or api: started once the app is up, stopped, with its deliveries under
 * way finished, before the outbox closes.
 */
@Injectable()
export class OutboxRelayHost implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly relay: OutboxRelay;

  constructor(
    @Inject(Outbox) private readonly outbox: Outbox,
    @InjectConfig() config: AppConfig,
    clock: Clock,
  ) {
    this.relay = new OutboxRelay({
      outbox,
      channels: messageChannelsFor(config),
      clock,
      log: logger,
    });
  }

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
    await this.outbox.close();
  }
}

/** The outbox (its own SQLite file beside the other embedded files, shared by api replicas) and its relay. */
@Global()
@Module({
  providers: [
    {
      provide: Outbox,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new SqliteOutbox({ file: join(config.DATA_DIR, DATA_FILES.outbox) }, (line) =>
          logger.log(line),
        ),
    },
    OutboxRelayHost,
  ],
  exports: [Outbox],
})
export class OutboxModule {}
