import type { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export type Route = { method: string; path: string; key: string };

/** Fastify's printed route tree (`printRoutes({ commonPrefix: false })`): a child's text continues its parent's path. */
export function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD'))
      routes.push({ method, path, key: `${method} ${path}` });
  }
  return routes;
}

/** The routes the running app registered (read from Fastify's route table, not a list kept by hand). */
export const routesOfApp = (app: INestApplication): Route[] =>
  routesOf(
    (app as NestFastifyApplication)
      .getHttpAdapter()
      .getInstance()
      .printRoutes({ commonPrefix: false }),
  );
