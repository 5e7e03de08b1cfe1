import { Injectable } from '@nestjs/common';
import { STREAMS, type RepositoryRegistered } from '@faena/contracts';
import { Clock, EventStore, SiteCalendar } from '@faena/core';
import { hashPassword } from '../identity/password-hasher';
import { administrationData, type AdminSeedWrite } from './administration-data';
import { DEMO_REPOSITORIES } from './data/administration';
import { appendSeedWrites } from './seed-event';

const SEED_COMMAND = 'seed-administration-v1';

/**
 * The administration module's demo data: positions, vehicles, customers, Peru's and Chile's
 * holidays, repositories (passwords hashed here) and the people's administration fields. Event
 * ids are fixed, so a start cut short is completed by the next one without writing twice.
 */
@Injectable()
export class AdministrationSeed {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly calendar: SiteCalendar,
  ) {}

  async run(): Promise<number> {
    const now = this.clock.now();
    const writes = [
      ...administrationData(this.calendar.dateOf(now)),
      ...(await this.repositoryWrites()),
    ];
    return appendSeedWrites(this.store, writes, { seedCommand: SEED_COMMAND, now });
  }

  private async repositoryWrites(): Promise<AdminSeedWrite[]> {
    const out: AdminSeedWrite[] = [];
    for (const r of DEMO_REPOSITORIES) {
      if ((await this.store.readStream(STREAMS.repository(r.id))).length > 0) continue;
      const data: RepositoryRegistered['data'] = {
        repositoryId: r.id,
        path: r.path,
        user: r.user,
        maxSize: r.maxSize,
        unit: r.unit,
        passwordHash: await hashPassword(r.password),
      };
      out.push({
        stream: STREAMS.repository(r.id),
        expected: 'no_stream',
        events: [{ type: 'catalog.RepositoryRegistered', version: 1, data }],
      });
    }
    return out;
  }
}
