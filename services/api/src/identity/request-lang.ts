import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../platform/http/language';

/** The caller's language (lang query or Accept-Language). */
export const RequestLang = createParamDecorator((_d: unknown, ctx: ExecutionContext) => {
  const req = ctx.switchToHttp().getRequest<FastifyRequest>();
  return languageOf(req.query, req.headers['accept-language']);
});

/** The refresh token the web sends beside the bearer (`x-refresh-token` or `refreshtoken`). */
export const RefreshHeader = createParamDecorator(
  (_d: unknown, ctx: ExecutionContext): string | undefined => {
    const headers = ctx.switchToHttp().getRequest<FastifyRequest>().headers;
    const value = headers['x-refresh-token'] ?? headers['refreshtoken'];
    return typeof value === 'string' && value.length <= 200 ? value : undefined;
  },
);
