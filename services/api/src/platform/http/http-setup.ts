import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { TOKEN_HEADER } from '@faena/contracts';
import type { AppConfig } from '@faena/core';
import type { Metrics } from '../metrics/metrics.service';

export const BODY_LIMIT = '1mb';

/** The allow-list of cross-origin callers (ALLOWED_ORIGINS, comma separated); empty = same-origin only. */
export function allowedOrigins(config: Pick<AppConfig, 'ALLOWED_ORIGINS'>): string[] {
  return (config.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** Body limit, security headers (CSP for the Mantine web app), CORS and request metrics. */
export function setUpHttp(app: NestExpressApplication, config: AppConfig, metrics: Metrics): void {
  app.use(requestMetrics(metrics));
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT, extended: false });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine injects style tags and style attributes
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // 'self' covers ws:/wss: to the same host (CSP level 3)
          connectSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  const origins = allowedOrigins(config);
  if (origins.length > 0) {
    // the recreated token pair header must be readable by an allowed cross-origin web app
    app.enableCors({ origin: origins, methods: ['GET', 'POST', 'PUT', 'DELETE'], maxAge: 600, exposedHeaders: [TOKEN_HEADER] });
  }
}

/** Counts every answer by method, matched route and status, with its latency. */
function requestMetrics(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observeHttp({ method: req.method, route: routeOf(req, res.statusCode), status: res.statusCode }, seconds);
    });
    next();
  };
}

function routeOf(req: Request, status: number): string {
  const route = (req as Request & { route?: { path?: unknown } }).route?.path;
  if (typeof route === 'string') return `${req.baseUrl}${route}`;
  if (req.path === '/health' || req.path === '/metrics') return req.path;
  if (req.path.startsWith('/socket.io')) return '/socket.io';
  return status === 404 ? 'unmatched' : 'static';
}
