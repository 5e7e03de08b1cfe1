import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventStore, ReadStore } from '@faena/core';
import { startTestApp } from '@faena/test-kit';
import { ReadWaiter } from '../../../services/api/src/platform/storage/read-waiter';

/** The demo seed loads once; a restart on the same DATA_DIR keeps every event, read model and secret. */
describe('ops: seed and restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds on the first start only and keeps data and sessions across restarts', async () => {
    const first = await startTestApp({ dataDir });
    expect(first.seed).toMatchObject({ seeded: true, refused: [] });
    const token = await first.tokenFor('APROBADOR');
    const head = await first.app.get(EventStore).headPosition();
    await first.app.get(ReadWaiter).waitFor(head);
    const requests = (await first.app.get(ReadStore).find('requests_v3', {}, 100_000)).length;
    const people = (await first.app.get(ReadStore).find('people_v1', {}, 100_000)).length;
    await first.close();

    const second = await startTestApp({ dataDir });
    try {
      expect(second.seed).toMatchObject({ seeded: false });
      expect(await second.app.get(EventStore).headPosition()).toBe(head);
      await second.app.get(ReadWaiter).waitFor(head);
      expect((await second.app.get(EventStore).readStream('system.seed')).length).toBe(1);
      expect((await second.app.get(ReadStore).find('requests_v3', {}, 100_000)).length).toBe(
        requests,
      );
      expect((await second.app.get(ReadStore).find('people_v1', {}, 100_000)).length).toBe(people);
      // the JWT secret was kept: a token of the first run still works
      const me = await second.request
        .get('/api/usuario/getUserByToken')
        .set('Authorization', `Bearer ${token}`);
      expect(me.status).toBe(200);
      process.stdout.write(
        `restart kept ${head} events, ${requests} requests and ${people} people\n`,
      );
    } finally {
      await second.close();
    }
  });

  it('runs as ROLE api without a projector: health from the stored checkpoints, reads wait on them', async () => {
    const api = await startTestApp({ dataDir, config: { ROLE: 'api', READ_WAIT_MS: 300 } });
    try {
      expect(api.seed).toMatchObject({ seeded: false });
      const health = (await api.request.get('/health')).body as {
        status: string;
        mode: string;
        head: number;
        projections: Array<{ name: string; lag: number }>;
      };
      expect(health.mode).toContain('role api');
      expect(health.projections.map((p) => p.lag)).toEqual(health.projections.map(() => 0));
      const waiter = api.app.get(ReadWaiter);
      await expect(waiter.waitFor(health.head)).resolves.toBeUndefined();
      // a position no command can have answered (past the log's head) is refused at once
      await expect(waiter.waitFor(health.head + 1000)).rejects.toMatchObject({
        code: 'request.invalid',
      });
      // nothing projects in this process: a new event's position is never reached by the read models
      const written = await api.app
        .get(EventStore)
        .append('test.probe-1', [probeEvent()], 'no_stream');
      await expect(waiter.waitFor(written.position)).rejects.toMatchObject({
        code: 'query.positionTimeout',
      });
      const rebuild = await api.request
        .post('/api/admin/projections/rebuild')
        .set('Authorization', `Bearer ${await api.tokenFor('ADMIN')}`)
        .send({});
      expect(rebuild.status).toBe(404);
    } finally {
      await api.close();
    }
  });
});

function probeEvent() {
  const id = '00000000-0000-4000-8000-000000000001';
  return {
    id,
    type: 'test.ProbeWritten',
    version: 1,
    data: {},
    metadata: {
      eventId: id,
      commandId: 'probe-0001',
      correlationId: 'probe-0001',
      causationId: 'probe-0001',
      userId: 'TEST',
      profileId: null,
      clientId: null,
      divisionId: null,
      occurredAt: '2026-01-01T00:00:00.000Z',
    },
  };
}
