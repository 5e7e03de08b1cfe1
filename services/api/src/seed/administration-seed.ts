import { Injectable } from '@nestjs/common';
import { STREAMS, type RepositoryRegistered } from '@faena/contracts';
import { Clock, EventStore, eventIdFor, type NewEvent } from '@faena/core';
import { hashPassword } from '../identity/password-hasher';
import { administrationData, type AdminSeedWrite } from './administration-data';
import { DEMO_REPOSITORIES } from './data/administration';

const SEED_COMMAND = 'seed-administration-v1';
const CHUNK = 50;

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
  ) {}

  async run(): Promise<number> {
    const now = this.clock.now();
    const writes = [...administrationData(now.toISOString().slice(0, 10)), ...(await this.repositoryWrites())];
    let position = 0;
    for (let i = 0; i < writes.length; i += CHUNK) {
      const chunk = writes.slice(i, i + CHUNK).map((w) => ({ stream: w.stream, expected: w.expected, events: w.events.map((e, n) => this.toNew(w, n, e, now)) }));
      for (const r of await this.store.appendMulti(chunk)) position = Math.max(position, r.position);
    }
    return position;
  }

  private async repositoryWrites(): Promise<AdminSeedWrite[]> {
    const out: AdminSeedWrite[] = [];
    for (const r of DEMO_REPOSITORIES) {
      if ((await this.store.readStream(STREAMS.repository(r.id))).length > 0) continue;
      const data: RepositoryRegistered['data'] = { repositoryId: r.id, path: r.path, user: r.user, maxSize: r.maxSize, unit: r.unit, passwordHash: await hashPassword(r.password) };
      out.push({ stream: STREAMS.repository(r.id), expected: 'no_stream', events: [{ type: 'catalog.RepositoryRegistered', version: 1, data }] });
    }
    return out;
  }

  private toNew(w: AdminSeedWrite, index: number, e: AdminSeedWrite['events'][number], now: Date): NewEvent {
    const revision = w.expected === 'no_stream' ? index : w.expected + 1 + index;
    const id = eventIdFor(SEED_COMMAND, w.stream, revision);
    return {
      id,
      type: e.type,
      version: e.version ?? 1,
      data: e.data,
      metadata: { eventId: id, commandId: SEED_COMMAND, correlationId: SEED_COMMAND, causationId: SEED_COMMAND, userId: 'SYSTEM', profileId: null, clientId: null, divisionId: null, occurredAt: now.toISOString() },
    };
  }
}
