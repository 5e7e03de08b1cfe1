import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Response } from 'express';
import type { AppConfig } from '@faena/core';

/** web/dist of the repository, seen from services/api/{src,dist}. */
export function webDistOf(config: Pick<AppConfig, 'WEB_DIST'>): string {
  return config.WEB_DIST ? resolve(config.WEB_DIST) : resolve(__dirname, '..', '..', '..', '..', '..', 'web', 'dist');
}

/**
 * Serves the built web app at / (index.html for '/'; hash routing needs nothing more). Hashed
 * assets are cached for a year, index.html is revalidated every time. Answers the folder or null.
 */
export function serveWeb(app: NestExpressApplication, config: AppConfig): string | null {
  if (!config.SERVE_WEB) return null;
  const dir = webDistOf(config);
  if (!existsSync(join(dir, 'index.html'))) return null;
  app.useStaticAssets(dir, {
    index: 'index.html',
    redirect: false,
    setHeaders: (res: Response, path: string) => {
      const hashed = /[\\/]assets[\\/].+[.-][A-Za-z0-9_-]{8,}\.\w+$/.test(path);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return dir;
}
