import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { startTestApp, type TestApp } from '@faena/test-kit';
import { precompress } from '../../../scripts/precompress.mjs';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as sent (no client-side decompression). */
function raw(url: string, path: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get(
      `${url}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    ).on('error', reject);
  });
}

const ASSET = 'assets/index-Bx7Qk2Lm.js';

/** Web assets pre-compressed at build and answered as such; API answers compressed over a threshold and never stored. */
describe('ops: compression and caching', () => {
  let app: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'faena-web-'));
  const script = `${'export const rows = [];\n'.repeat(80)}console.log(rows.length);\n`;
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><title>Faena</title>${'<meta name="x" content="y">'.repeat(60)}`,
    );
    writeFileSync(join(dir, ASSET), script);
    precompress(dir);
    app = await startTestApp({ seed: false, config: { SERVE_WEB: true, WEB_DIST: dir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers an asset with the brotli file written at build, cached for a year', async () => {
    const res = await raw(app.url, `/${ASSET}`, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.equals(readFileSync(join(dir, `${ASSET}.br`)))).toBe(true);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers the gzip file to a client without brotli, and the plain file to one without either', async () => {
    const gz = await raw(app.url, `/${ASSET}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(readFileSync(join(dir, `${ASSET}.gz`)))).toBe(true);
    const plain = await raw(app.url, `/${ASSET}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers index.html compressed and revalidated every time', async () => {
    const res = await raw(app.url, '/', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('compresses a JSON answer over the threshold with brotli and marks it no-store', async () => {
    const res = await raw(app.url, '/health', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(res.body).toString())).toMatchObject({ status: 'ok' });
  });

  it('sends a small answer as it is, and never lets an API answer be stored', async () => {
    const ready = await raw(app.url, '/health/ready', 'br');
    expect(ready.body.length).toBeLessThan(1024);
    expect(ready.headers['content-encoding']).toBeUndefined();
    const missing = await raw(app.url, '/api/NoExiste/listar', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
