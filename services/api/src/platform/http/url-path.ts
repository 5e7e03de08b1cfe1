import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from '@faena/contracts';

/** The longest urlPath a call may carry. */
export const URL_PATH_MAX = 300;

/**
 * Every call carries the web app's current location as `urlPath` (shell spec §7: in the query for
 * GET/DELETE, in the body otherwise). It is taken off the query and the body before the route's
 * schema reads them, so no schema declares it. One that is not a string of at most 300
 * characters answers 400.
 */
export function takeUrlPath(
  req: FastifyRequest,
  _reply: FastifyReply,
  done: (err?: Error) => void,
): void {
  try {
    dropUrlPath(req.query);
    dropUrlPath(req.body);
    done();
  } catch (error) {
    done(error as Error);
  }
}

function dropUrlPath(holder: unknown): void {
  if (
    typeof holder !== 'object' ||
    holder === null ||
    Array.isArray(holder) ||
    !Object.hasOwn(holder, 'urlPath')
  )
    return;
  const record = holder as Record<string, unknown>;
  if (typeof record.urlPath !== 'string' || record.urlPath.length > URL_PATH_MAX) {
    throw new ValidationError([{ path: 'urlPath', message: 'common:invalidUrlPath' }]);
  }
  delete record.urlPath;
}
