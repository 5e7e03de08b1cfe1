import type { FastifyRequest } from 'fastify';

/** The matched route pattern of a request (metrics labels, access lines); the web app's files share one label. */
export function routeOf(req: FastifyRequest, status: number): string {
  const route = req.routeOptions.url;
  // the web app's files are served by one wildcard route
  if (typeof route === 'string' && !route.includes('*')) return route;
  if (req.url.startsWith('/socket.io')) return '/socket.io';
  return status === 404 ? 'unmatched' : 'static';
}
