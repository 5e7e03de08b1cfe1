import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@faena/core';

/** web/dist of the repository, seen from services/api/{src,dist}. */
export function webDistOf(config: Pick<AppConfig, 'WEB_DIST'>): string {
  return config.WEB_DIST ? resolve(config.WEB_DIST) : resolve(__dirname, '..', '..', '..', '..', '..', 'web', 'dist');
}

/**
 * Serves the built web app at / (index.html for '/'; hash routing needs nothing more). Hashed
 * assets are cached for a year, index.html is revalidated every time. Answers the folder or null.
 */
export async function serveWeb(app: NestFastifyApplication, config: AppConfig): Promise<string | null> {
  if (!config.SERVE_WEB) return null;
  const dir = webDistOf(config);
  if (!existsSync(join(dir, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    index: 'index.html',
    redirect: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      const hashed = /[\\/]assets[\\/].+[.-][A-Za-z0-9_-]{8,}\.\w+$/.test(path);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return dir;
}
