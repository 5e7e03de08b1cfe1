import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { Access, ApiCall, Permission } from '@faena/contracts';
import {
  PERMISSIONS_ANY_KEY,
  PERMISSIONS_KEY,
  PUBLIC_KEY,
} from '../../../services/api/src/platform/auth/auth-user';
import { API_CALL_KEY } from '../../../services/api/src/platform/http/call.decorator';

/** A route: its key, its access rule, and the table entry it was declared with (`@Call`), if any. */
export type RouteAccess = { key: string; access: Access; call: ApiCall | undefined };

type Handler = (...args: unknown[]) => unknown;

const permissionsOf = (key: string, handler: Handler, cls: object): Permission[] =>
  (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, cls) ?? []) as Permission[];

/** The access rule the auth guard applies to one handler, read from its metadata. */
function accessOf(handler: Handler, cls: object): Access {
  if (Reflect.getMetadata(PUBLIC_KEY, handler) ?? Reflect.getMetadata(PUBLIC_KEY, cls))
    return 'public';
  const any = permissionsOf(PERMISSIONS_ANY_KEY, handler, cls);
  const all = permissionsOf(PERMISSIONS_KEY, handler, cls);
  // a single @RequirePermission is the table's { any: [p] }; any other mix is never a table rule
  if (any.length === 0 && all.length === 1) return { any: all };
  if (all.length === 0 && any.length > 0) return { any };
  return all.length + any.length === 0 ? 'signed-in' : ({ any, all } as unknown as Access);
}

const joinPath = (prefix: string, path: string): string =>
  `/${[prefix, path]
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

function handlersOf(cls: { prototype: object }): Handler[] {
  const proto = cls.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(proto)
    .map((name) => proto[name])
    .filter((fn): fn is Handler => typeof fn === 'function' && fn !== cls)
    .filter((fn) => Reflect.getMetadata(PATH_METADATA, fn) !== undefined);
}

/** Every controller route of the app with the access its metadata gives (keys as `METHOD path`). */
export function routeAccessOf(app: INestApplication): RouteAccess[] {
  const out: RouteAccess[] = [];
  for (const mod of app.get(ModulesContainer).values())
    for (const wrapper of mod.controllers.values()) {
      const cls = wrapper.metatype as unknown as { prototype: object } | null;
      if (!cls) continue;
      for (const fn of handlersOf(cls)) {
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, fn) as number];
        const prefix = (Reflect.getMetadata(PATH_METADATA, cls) as string | undefined) ?? '';
        const paths = [Reflect.getMetadata(PATH_METADATA, fn) as string | string[]].flat();
        for (const path of paths)
          out.push({
            key: `${method} ${joinPath(prefix, path)}`,
            access: accessOf(fn, cls),
            call: Reflect.getMetadata(API_CALL_KEY, fn) as ApiCall | undefined,
          });
      }
    }
  return out;
}
