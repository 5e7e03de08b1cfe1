import { startTestApp, type TestApp } from '@faena/test-kit';

/**
 * GET /api/dev/mailbox shows the codes and temporary passwords the outbox sent. Behind a reverse
 * proxy on the same host every caller is "local", so it is off unless DEV_MAILBOX=true, and never
 * served under NODE_ENV=production (the configuration refuses that pair at start, see config.unit.spec).
 */
describe('ops: the development mailbox', () => {
  const started: TestApp[] = [];
  const start = async (config: Parameters<typeof startTestApp>[0] = {}) => {
    const app = await startTestApp({ seed: false, ...config });
    started.push(app);
    return app;
  };
  afterAll(() => Promise.all(started.map((a) => a.close())));

  it('answers 404 to a caller on this machine when DEV_MAILBOX is not set', async () => {
    const app = await start({ config: { DEV_MAILBOX: false } });
    const res = await app.request.get('/api/dev/mailbox').set('X-Forwarded-For', '203.0.113.7');
    expect(res.status).toBe(404);
    expect((await app.request.get('/api/dev/mailbox')).status).toBe(404);
  });

  it('answers the outbox with DEV_MAILBOX=true', async () => {
    const app = await start({ config: { DEV_MAILBOX: true } });
    const res = await app.request.get('/api/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: [] });
  });

  it('answers 404 under NODE_ENV=production even with DEV_MAILBOX=true', async () => {
    const app = await start({
      config: {
        DEV_MAILBOX: true,
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'Clave.Produccion-2026',
      },
    });
    expect((await app.request.get('/api/dev/mailbox')).status).toBe(404);
  });
});
