import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ReadStore } from '@faena/core';
import { startTestApp, type TestApp } from '@faena/test-kit';

/** /health, /metrics and the administrators' rebuild. */
describe('ops', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  describe('GET /health', () => {
    it('answers without a token: status, mode, head and every projection with its lag', async () => {
      const res = await app.request.get('/health');
      expect(res.status).toBe(200);
      const body = res.body as {
        status: string;
        mode: string;
        head: number;
        projections: Array<{ name: string; checkpoint: number; lag: number; state: string }>;
      };
      expect(body.status).toBe('ok');
      expect(body.mode).toBe('event store SQLite, read models SQLite, bus in-process, role all');
      expect(body.head).toBeGreaterThan(200);
      expect(body.projections.map((p) => p.name)).toEqual(
        expect.arrayContaining(['requests.v3', 'trips.v2', 'zones.v1', 'beds.v1']),
      );
      for (const p of body.projections) {
        expect(p.lag).toBe(Math.max(0, body.head - p.checkpoint));
        expect(['live', 'catching-up']).toContain(p.state);
      }
    });
  });

  describe('GET /metrics', () => {
    it('exposes request counts and latency by route, projection lag, socket clients and the store head', async () => {
      await app.request.get('/health');
      await app.request.post('/api/usuario/authenticate').send({});
      await app.request.get('/api/NoExiste/listar');
      const res = await app.request.get('/metrics');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const text = res.text;
      expect(text).toMatch(
        /faena_http_requests_total\{method="GET",route="\/health",status="200"\} \d+/,
      );
      expect(text).toContain(
        'faena_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/health",status="200"}',
      );
      // API calls by their route pattern; paths no route matched share one label
      expect(text).toMatch(
        /faena_http_requests_total\{method="POST",route="\/api\/usuario\/authenticate",status="400"\} 1/,
      );
      expect(text).toMatch(
        /faena_http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/,
      );
      expect(text).toMatch(/faena_projection_lag_events\{projection="requests\.v3"\} \d+/);
      expect(text).toMatch(/faena_socket_clients 0/);
      expect(text).toMatch(/faena_event_store_head_position [1-9]\d*/);
    });
  });

  describe('POST /api/admin/projections/rebuild', () => {
    const rebuild = () => app.request.post('/api/admin/projections/rebuild');
    const count = async (collection: string) =>
      (await app.app.get(ReadStore).find(collection, {}, 100_000)).length;

    it('rebuilds a projection for an administrator and gives back the same documents', async () => {
      const before = await count('requests_v3');
      const res = await rebuild()
        .set('Authorization', `Bearer ${await app.tokenFor('ADMIN')}`)
        .send({ name: 'requests.v3' });
      expect(res.status).toBe(200);
      const result = (
        res.body as {
          result: {
            rebuilt: string[];
            projections: Array<{ name: string; lag: number; state: string }>;
          };
        }
      ).result;
      expect(result.rebuilt).toEqual(['requests.v3']);
      expect(result.projections.find((p) => p.name === 'requests.v3')).toMatchObject({
        state: 'live',
      });
      expect(before).toBeGreaterThan(50);
      expect(await count('requests_v3')).toBe(before);
    });

    it('accepts the CLI with the admin secret of DATA_DIR, and refuses a wrong secret', async () => {
      const secret = readFileSync(join(app.dataDir, 'admin.secret'), 'utf8').trim();
      const ok = await rebuild().set('x-admin-secret', secret).send({ name: 'clients.v1' });
      expect(ok.status).toBe(200);
      const wrong = await rebuild().set('x-admin-secret', 'guess').send({ name: 'clients.v1' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ code: 'auth.required' });
    });

    it('refuses other profiles and unknown projections', async () => {
      const approver = await rebuild()
        .set('Authorization', `Bearer ${await app.tokenFor('APROBADOR')}`)
        .send({});
      expect(approver.status).toBe(403);
      const unknown = await rebuild()
        .set('Authorization', `Bearer ${await app.tokenFor('ADMIN')}`)
        .send({ name: 'nope.v9' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'resource.notFound' });
    });
  });
});
