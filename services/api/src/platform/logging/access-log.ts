import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { routeOf } from '../http/route-label';
import { securityEventTagged, type SecurityEvent } from './security-events';

interface Identified {
  user?: { sub?: string };
  body?: unknown;
}

const userOf = (req: FastifyRequest): string | null => (req as Identified).user?.sub ?? null;

/** The username a sign-in call named (failed sign-ins and lockouts), upper-cased and bounded. */
function usernameOf(req: FastifyRequest): string | undefined {
  const body = (req as Identified).body;
  const name =
    typeof body === 'object' && body !== null
      ? (body as { username?: unknown }).username
      : undefined;
  return typeof name === 'string' ? name.trim().toUpperCase().slice(0, 60) : undefined;
}

function securityLine(req: FastifyRequest, reply: FastifyReply, security: SecurityEvent) {
  const username =
    security.event === 'auth.signInFailed' || security.event === 'auth.lockedOut'
      ? usernameOf(req)
      : undefined;
  return {
    event: security.event,
    code: security.code,
    reqId: req.id,
    user: userOf(req),
    ...(username ? { username } : {}),
    ip: req.ip,
    method: req.method,
    route: routeOf(req, reply.statusCode),
    status: reply.statusCode,
  };
}

/**
 * One access line per request (event http.access: request id, user, method, route, status, time
 * in ms) at level info, and for a request that ended in a security event (failed sign-in,
 * lockout, refresh-token reuse, 403) a second line at level warn with that `event`.
 */
export function installAccessLog(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (req, reply, done) => {
    if (logger.isLevelEnabled('info')) {
      const ms = Math.round(reply.elapsedTime * 10) / 10;
      const route = routeOf(req, reply.statusCode);
      logger.info(
        {
          event: 'http.access',
          reqId: req.id,
          user: userOf(req),
          method: req.method,
          route,
          status: reply.statusCode,
          ms,
        },
        `${req.method} ${route} ${reply.statusCode}`,
      );
    }
    const security = securityEventTagged(req);
    if (security) logger.warn(securityLine(req, reply, security), security.event);
    done();
  });
}
