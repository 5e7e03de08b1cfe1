import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, StartupError } from '@faena/core';
import { captchaToken, startTestApp, type TestApp } from '@faena/test-kit';

const PRODUCTION = { NODE_ENV: 'production' } as const;
const OWN_PASSWORD = 'Clave.Produccion-2026';

/**
 * NODE_ENV=production: the first administrator comes from ADMIN_PASSWORD or a generated password
 * (registered through the same UserDirectory as the demo's users), the demo only when asked for,
 * and never a start while ADMIN still has the demo password. (That production loads no demo unless
 * SEED_DEMO=true is set is the configuration's rule: config.unit.spec.)
 */
describe('ops: production start', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'faena-prod-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  const authenticate = async (app: TestApp, username: string, password: string) =>
    app.request
      .post('/api/usuario/authenticate')
      .send({ username, password, tokenClient: await captchaToken(app.request) });
  /** 404 for an administrator (the projection is unknown), 403 for a token without admin.operate */
  const rebuildUnknown = (app: TestApp, token: string) =>
    app.request
      .post('/api/admin/projections/rebuild')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'nope.v9' });
  const tokenOf = (res: { body: unknown }) =>
    (res.body as { result: { accessToken: string } }).result.accessToken;

  it('creates ADMIN with ADMIN_PASSWORD and no demo users', async () => {
    const app = await startTestApp({
      seed: false,
      dataDir: freshDir(),
      config: { ...PRODUCTION, ADMIN_PASSWORD: OWN_PASSWORD },
    });
    try {
      expect(app.admin).toEqual({ username: 'ADMIN', created: true, generatedPassword: null });
      const signedIn = await authenticate(app, 'ADMIN', OWN_PASSWORD);
      expect(signedIn.status).toBe(200);
      expect((await rebuildUnknown(app, tokenOf(signedIn))).status).toBe(404);
      expect((await authenticate(app, 'ADMIN', DEMO_PASSWORD)).status).toBe(401);
      expect((await authenticate(app, 'SOLICITANTE', DEMO_PASSWORD)).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('generates a password once when ADMIN_PASSWORD is not set; it must be changed at the first sign-in', async () => {
    const dataDir = freshDir();
    const first = await startTestApp({ seed: false, dataDir, config: PRODUCTION });
    const generated = first.admin?.generatedPassword ?? '';
    try {
      expect(first.admin).toMatchObject({ username: 'ADMIN', created: true });
      expect(generated).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[-_.!#%+]).{20}$/);
      const signedIn = await authenticate(first, 'ADMIN', generated);
      expect(signedIn.status).toBe(200);
      // a first password change is pending: the token carries no permission yet
      expect((await rebuildUnknown(first, tokenOf(signedIn))).status).toBe(403);
    } finally {
      await first.close();
    }
    const again = await startTestApp({ seed: false, dataDir, config: PRODUCTION });
    try {
      expect(again.admin).toEqual({ username: 'ADMIN', created: false, generatedPassword: null });
      expect((await authenticate(again, 'ADMIN', generated)).status).toBe(200);
    } finally {
      await again.close();
    }
  });

  it('loads the demo when asked for, but ADMIN keeps the bootstrap password', async () => {
    const app = await startTestApp({
      seed: true,
      dataDir: freshDir(),
      config: { ...PRODUCTION, SEED_DEMO: true, ADMIN_PASSWORD: OWN_PASSWORD },
    });
    try {
      expect(app.seed).toMatchObject({ seeded: true });
      expect((await authenticate(app, 'ADMIN', DEMO_PASSWORD)).status).toBe(401);
      expect((await authenticate(app, 'ADMIN', OWN_PASSWORD)).status).toBe(200);
      expect((await authenticate(app, 'SOLICITANTE', DEMO_PASSWORD)).status).toBe(200);
      // no other administrator comes with the demo password: the second client's is not seeded here
      expect((await authenticate(app, 'PAC-ADMIN', DEMO_PASSWORD)).status).toBe(401);
      expect((await authenticate(app, 'PAC-APROBADOR', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses to start on data where ADMIN still has the demo password', async () => {
    const dataDir = freshDir();
    // as a data folder made by `npm start` (outside production the demo password is allowed)
    const demo = await startTestApp({
      seed: false,
      dataDir,
      config: { ADMIN_PASSWORD: DEMO_PASSWORD },
    });
    expect((await authenticate(demo, 'ADMIN', DEMO_PASSWORD)).status).toBe(200);
    await demo.close();
    const refused = startTestApp({ seed: false, dataDir, config: PRODUCTION });
    await expect(refused).rejects.toBeInstanceOf(StartupError);
    await expect(refused).rejects.toThrow('user ADMIN still has the demo password');
  });
});
