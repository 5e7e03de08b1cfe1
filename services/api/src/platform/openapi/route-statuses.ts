import { HttpStatus, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import type { ModulesContainer } from '@nestjs/core';
import type { ApiCall } from '@faena/contracts';
import { API_CALL_KEY } from '../http/call.decorator';

type Handler = (...args: unknown[]) => unknown;

/** The key of a call in the map below. */
export const callKey = (call: Pick<ApiCall, 'method' | 'path'>): string =>
  `${call.method} ${call.path}`;

/** Nest's answer status without @HttpCode: 201 for POST, 200 for the others. */
const nestDefault = (method: RequestMethod): number =>
  method === RequestMethod.POST ? HttpStatus.CREATED : HttpStatus.OK;

function handlersOf(cls: { prototype: object }): Handler[] {
  const proto = cls.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(proto)
    .map((name) => proto[name])
    .filter((fn): fn is Handler => typeof fn === 'function' && fn !== cls);
}

/**
 * The status each `@Call` route answers on success, read from the same metadata Nest answers with
 * (@HttpCode, else its default per method), keyed by the call's method and path: the OpenAPI
 * document says what the server does instead of a second list that could drift from it.
 */
export function successStatuses(modules: ModulesContainer): Map<string, number> {
  const out = new Map<string, number>();
  for (const mod of modules.values())
    for (const wrapper of mod.controllers.values()) {
      const cls = wrapper.metatype as unknown as { prototype: object } | null;
      if (!cls) continue;
      for (const fn of handlersOf(cls)) {
        const call = Reflect.getMetadata(API_CALL_KEY, fn) as ApiCall | undefined;
        if (!call) continue;
        const code = Reflect.getMetadata(HTTP_CODE_METADATA, fn) as number | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod;
        out.set(callKey(call), code ?? nestDefault(method));
      }
    }
  return out;
}
