import type { FastifyInstance } from 'fastify';
import findMyWay, { type HTTPMethod } from 'find-my-way';

/**
 * Which methods a path has, for answering a wrong method with 405 and `Allow` instead of 404. Fastify's
 * router answers only "no route for this method", so every route is mirrored into a second router that
 * is asked, per method, whether the path exists. Catch-all routes (the web app's `/*`) are left out: a
 * POST to a page of the web app is no known path.
 */
export function trackAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const router = findMyWay({ ignoreTrailingSlash: true });
  const methods = new Set<HTTPMethod>();
  const noop = () => undefined;
  app.addHook('onRoute', (route) => {
    if (route.url === '*' || route.url === '/*') return;
    for (const method of ([] as string[]).concat(route.method).map((m) => m.toUpperCase() as HTTPMethod)) {
      if (router.hasRoute(method, route.url)) continue;
      router.on(method, route.url, noop);
      methods.add(method);
    }
  });
  return (path) => {
    const allowed = [...methods].filter((method) => router.find(method, path) !== null);
    if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.push('HEAD');
    return allowed;
  };
}
