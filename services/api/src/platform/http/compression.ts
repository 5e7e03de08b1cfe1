import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeOf } from './route-label';

/**
 * Answers smaller than this are sent as they are: compressing a command's few hundred bytes costs
 * more than it saves (the HTTP hot path), and a TCP segment holds them anyway.
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Dynamic answers (JSON grids, exports) compressed with brotli or gzip as the client accepts,
 * brotli at quality 4 (fast; the web assets get quality 11 at build time and are served
 * pre-compressed, see static-web.ts).
 */
export async function setUpCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
  });
}

/**
 * API answers (everything but the web app's files, which static-web.ts caches by kind) are never
 * stored by browsers or proxies: they carry tokens, personal data and live state.
 */
// eslint-disable-next-line no-restricted-syntax -- Fastify's onSend hook signature; its async form costs a promise per answer
export function noStoreForApi(
  req: FastifyRequest,
  reply: FastifyReply,
  _payload: unknown,
  done: () => void,
): void {
  if (!reply.hasHeader('cache-control') && routeOf(req, reply.statusCode) !== 'static')
    void reply.header('cache-control', 'no-store');
  done();
}
