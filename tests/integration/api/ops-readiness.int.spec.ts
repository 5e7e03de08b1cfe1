import { randomUUID } from 'node:crypto';
import { EventStore } from '@faena/core';
import { startTestApp, type TestApp } from '@faena/test-kit';

/** An event no projection waits for, appended as any command would (ROLE api: no projector runs here). */
async function appendOne(app: TestApp): Promise<void> {
  const id = randomUUID();
  const metadata = {
    eventId: id,
    commandId: id,
    correlationId: id,
    causationId: id,
    userId: 'TEST',
    profileId: null,
    clientId: null,
    divisionId: null,
    occurredAt: new Date().toISOString(),
  };
  await app.app
    .get(EventStore)
    .append(
      `test.ready-${id}`,
      [{ id, type: 'test.Appended', version: 1, data: {}, metadata }],
      'no_stream',
    );
}

/** /health/ready: 503 until the read side is within READY_MAX_LAG (and while stopping); /health stays the liveness probe. */
describe('ops: readiness and the metrics token', () => {
  describe('with the projections in this process (ROLE all)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({
        seed: false,
        config: { METRICS_TOKEN: 'metrics-token-0123456789' },
      });
    });
    afterAll(() => app.close());

    it('is ready once the stores are open and the projections caught up', async () => {
      const res = await app.request.get('/health/ready');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ready: true, maxLag: 1000 });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('asks /metrics for the bearer token when METRICS_TOKEN is set', async () => {
      expect((await app.request.get('/metrics')).status).toBe(401);
      const wrong = await app.request
        .get('/metrics')
        .set('Authorization', 'Bearer metrics-token-wrong-guess');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ code: 'auth.required' });
      const right = await app.request
        .get('/metrics')
        .set('Authorization', 'Bearer metrics-token-0123456789');
      expect(right.status).toBe(200);
      expect(right.text).toContain('faena_projection_lag_events');
    });

    it('keeps /health open to any caller', async () => {
      expect((await app.request.get('/health')).status).toBe(200);
    });
  });

  describe('when the projector runs elsewhere (ROLE api) and has not followed', () => {
    let app: TestApp;
    beforeAll(async () => {
      // the start itself appends one event (the requirement-types migration's marker), so the
      // projector, absent on this node, is one behind before the spec appends anything
      app = await startTestApp({ seed: false, config: { ROLE: 'api', READY_MAX_LAG: 2 } });
    });
    afterAll(() => app.close());

    it('answers 503 once a projection lags more than READY_MAX_LAG events, while /health answers 200', async () => {
      await appendOne(app);
      expect((await app.request.get('/health/ready')).status).toBe(200);
      await appendOne(app);
      const res = await app.request.get('/health/ready');
      expect(res.status).toBe(503);
      const body = res.body as {
        ready: boolean;
        reason: string;
        maxLag: number;
        behind: Array<{ name: string; lag: number }>;
      };
      expect(body).toMatchObject({ ready: false, reason: 'projections', maxLag: 2 });
      expect(body.behind).toContainEqual(expect.objectContaining({ name: 'requests.v3', lag: 3 }));
      expect((await app.request.get('/health')).status).toBe(200);
    });
  });
});
