import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '@faena/test-kit';

/** The built web app served at / beside the API: caching by file kind, API paths never answered by it. */
describe('the web app served at /', () => {
  let app: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'faena-web-'));
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Faena</title>');
    writeFileSync(join(dir, 'assets', 'index-Bx7Qk2Lm.js'), 'console.log(1)');
    app = await startTestApp({ seed: false, config: { SERVE_WEB: true, WEB_DIST: dir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers index.html at / revalidated every time, with the security headers', async () => {
    const res = await app.request.get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<title>Faena</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.request.get('/assets/index-Bx7Qk2Lm.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves unknown paths to the API: a 404 problem, not a file or index.html', async () => {
    for (const path of ['/api/NoExiste/listar', '/no-such-file.js']) {
      const res = await app.request.get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toMatchObject({ code: 'resource.notFound' });
    }
  });

  it('still routes the API, whatever the case of the path (as the spec writes its calls)', async () => {
    const res = await app.request.get('/HEALTH');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: expect.any(String) as string });
  });
});
