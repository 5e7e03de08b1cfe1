import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { AppConfig } from '@faena/core';
import { BODY_LIMIT_BYTES } from './platform/http/http-setup';
import { requestIdOf } from './platform/http/request-id';

/**
 * Nest on Fastify (ADR 0008): its radix router and JSON handling cost about a third of Express's
 * per call. Paths match case-insensitively and with or without a trailing slash, as they did on
 * Express; bodies up to BODY_LIMIT_BYTES. Behind a proxy, TRUST_PROXY says whose X-Forwarded-For
 * gives the client address (the sign-in rate limits count per address).
 */
export function httpAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // the caller's x-request-id (a proxy's) when acceptable, else a new one; answered in the same header
    genReqId: requestIdOf,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  });
}

/** A hop count as Fastify applies it (the n nearest hops are proxies); the other forms as given. */
function trustProxyOption(
  setting: AppConfig['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
