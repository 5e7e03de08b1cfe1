import { applyDecorators, Delete, Get, Post, Put, SetMetadata } from '@nestjs/common';
import type { Access, ApiCall } from '@faena/contracts';
import type { z } from 'zod';
import { PERMISSIONS_ANY_KEY, Public } from '../auth/auth-user';
import { ZodPipe } from './zod.pipe';

/** The table entry a route was declared with (read by the API-table spec). */
export const API_CALL_KEY = 'faena:api-call';

const ROUTE = { GET: Get, POST: Post, PUT: Put, DELETE: Delete } as const;

function accessDecorators(access: Access): MethodDecorator[] {
  if (access === 'public') return [Public()];
  if (access === 'signed-in') return [];
  return [SetMetadata(PERMISSIONS_ANY_KEY, [...access.any])];
}

/**
 * A call of the API table on a controller method: its method and path, and its access rule as the
 * auth guard reads it (`public`: no token; `signed-in`: a valid session; `{ any }`: one of the
 * permissions at least, else 403 auth.forbidden). Object-level checks stay in the handlers.
 */
export const Call = (call: ApiCall): MethodDecorator =>
  applyDecorators(
    ROUTE[call.method](call.path),
    SetMetadata(API_CALL_KEY, call),
    ...accessDecorators(call.access),
  );

/** The pipe that validates a call's body with the table's schema (the same object). */
export const callBody = <S extends z.ZodType>(call: { body: S }): ZodPipe<S> =>
  new ZodPipe(call.body);

/** The pipe that validates a call's query with the table's schema (the same object). */
export const callQuery = <S extends z.ZodType>(call: { query: S }): ZodPipe<S> =>
  new ZodPipe(call.query);
