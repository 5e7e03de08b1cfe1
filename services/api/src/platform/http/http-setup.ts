import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { API, DomainError, TOKEN_HEADER } from '@faena/contracts';
import type { AppConfig } from '@faena/core';
import type { Metrics } from '../metrics/metrics.service';
import type { Logger } from 'pino';
import { installAccessLog } from '../logging/access-log';
import { noStoreForApi, setUpCompression } from './compression';
import type { HttpDrain } from './http-drain';
import { REQUEST_ID_HEADER } from './request-id';
import { routeOf } from './route-label';
import { takeUrlPath } from './url-path';

/** The largest body the API reads (JSON and form bodies); a larger one answers 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Security headers; the CSP fits the Mantine web app. */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine injects style tags and style attributes
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // 'self' covers ws:/wss: to the same host (CSP level 3); blob: reads a file the app fetched
      connectSrc: ["'self'", 'blob:'],
      // a PDF the app fetched with the session's token (the badges) shows in the browser's viewer
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'self'", 'blob:'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The allow-list of cross-origin callers (ALLOWED_ORIGINS, comma separated); empty = same-origin only. */
export function allowedOrigins(config: Pick<AppConfig, 'ALLOWED_ORIGINS'>): string[] {
  return (config.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

export interface HttpServices {
  metrics: Metrics;
  drain: HttpDrain;
  /** access lines and security events; null: none */
  logger: Logger | null;
}

/**
 * Requests in flight (graceful stop), request ids, metrics, access lines, no-store and compression
 * of API answers, security headers (CSP for the Mantine web app) and CORS.
 */
export async function setUpHttp(
  app: NestFastifyApplication,
  config: AppConfig,
  services: HttpServices,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  services.drain.install(fastify);
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  fastify.addHook('onResponse', requestMetrics(services.metrics));
  if (services.logger) installAccessLog(fastify, services.logger);
  fastify.addHook('onSend', noStoreForApi);
  await setUpCompression(app);
  // helmet's middleware is built once (@fastify/helmet builds it again for every call) and sets
  // its headers on the raw response, which Fastify's answer keeps (refusals included)
  const securityHeaders = helmet(HELMET_OPTIONS);
  fastify.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  fastify.addHook('onRequest', refuseDeclaredOversize(spreadsheetLimitOf(config)));
  fastify.addHook('preValidation', takeUrlPath);
  enableCors(app, allowedOrigins(config));
}

function enableCors(app: NestFastifyApplication, origins: string[]): void {
  if (origins.length === 0) return;
  // the recreated token pair header must be readable by an allowed cross-origin web app
  app.enableCors({
    origin: origins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
    exposedHeaders: [TOKEN_HEADER],
  });
}

/**
 * A body declared larger than the limit is refused before it is read (413, answered as
 * request.invalid). Fastify's own refusal closes the connection while the client may still be
 * sending, and the client then sees a reset instead of the answer; refused here, Node reads and
 * drops the rest of the body and the client gets its answer.
 */
function refuseDeclaredOversize(spreadsheetLimit: number) {
  return (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void => {
    const length = Number(req.headers['content-length']);
    // a spreadsheet's bytes go to the bulk upload only: elsewhere they would be read up to its limit
    if (isSpreadsheetUpload(req) && !isBulkUploadPath(req))
      done(new UnsupportedMediaTypeException());
    else if (isSpreadsheetUpload(req))
      done(
        length > spreadsheetLimit ? new DomainError('accreditation.bulkFileTooLarge') : undefined,
      );
    else done(length > BODY_LIMIT_BYTES ? new PayloadTooLargeException() : undefined);
  };
}

/** The bodies that are a spreadsheet's bytes (the bulk request's upload), with their own limit. */
export const SPREADSHEET_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
];
const BULK_UPLOAD_PATH = API.bulkUpload.path.toLowerCase();
/** The router is not case sensitive: neither is this check. */
const isBulkUploadPath = (req: FastifyRequest) =>
  req.url.split('?')[0]?.toLowerCase() === BULK_UPLOAD_PATH;
const isSpreadsheetUpload = (req: FastifyRequest) =>
  SPREADSHEET_TYPES.some((t) => (req.headers['content-type'] ?? '').startsWith(t));
export const spreadsheetLimitOf = (config: Pick<AppConfig, 'BULK_FILE_MAX_MB'>) =>
  config.BULK_FILE_MAX_MB * 1024 * 1024;

/**
 * Spreadsheet bodies are read as bytes up to BULK_FILE_MAX_MB (the JSON limit stays 1 MB); a body
 * that grows past the limit without declaring its length answers the same 413.
 */
export function acceptSpreadsheetBodies(app: NestFastifyApplication, limit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addContentTypeParser(
    SPREADSHEET_TYPES,
    { parseAs: 'buffer', bodyLimit: limit },
    (_req, body, done) => done(null, body),
  );
}

/**
 * Called after Nest's init (which registers its JSON parser): a call with no body (expiretoken's
 * "empty body") may still say Content-Type: application/json. Fastify's parser refuses that; this
 * one reads it as no body and parses every other body as before (same limit, same prototype checks).
 */
export function acceptEmptyJsonBodies(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const json = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (req, body, done) => (body === '' ? done(null, undefined) : json(req, body as string, done)),
  );
}

/** Counts every answer by method, matched route and status, with its latency. */
function requestMetrics(metrics: Metrics) {
  return (req: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    metrics.observeHttp(
      { method: req.method, route: routeOf(req, reply.statusCode), status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  };
}
