import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@faena/core';

/** web/dist of the repository, seen from services/api/{src,dist}. */
export function webDistOf(config: Pick<AppConfig, 'WEB_DIST'>): string {
  return config.WEB_DIST
    ? resolve(config.WEB_DIST)
    : resolve(__dirname, '..', '..', '..', '..', '..', 'web', 'dist');
}

/**
 * Serves the built web app at / (index.html for '/'; hash routing needs nothing more). Hashed
 * assets are cached for a year, index.html is revalidated every time. The build writes a .br and
 * a .gz beside each text file (scripts/precompress.mjs); they are answered as such to clients
 * that accept them. Answers the folder or null.
 */
export async function serveWeb(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<string | null> {
  if (!config.SERVE_WEB) return null;
  const dir = webDistOf(config);
  if (!existsSync(join(dir, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    // an array: @fastify/static looks for the pre-compressed index only then
    index: ['index.html'],
    redirect: false,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    setHeaders: cacheHeaders,
  });
  return dir;
}

/** Hashed assets are cached for a year, the rest revalidated; every file varies by encoding. */
function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, path: string) {
  // the file sent may be the .br or .gz beside the asset
  const hashed = /[\\/]assets[\\/].+[.-][A-Za-z0-9_-]{8,}\.\w+$/.test(
    path.replace(/\.(br|gz)$/, ''),
  );
  void res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  // the same path answers brotli, gzip or plain by Accept-Encoding: shared caches must key on it
  void res.setHeader('Vary', 'Accept-Encoding');
}
