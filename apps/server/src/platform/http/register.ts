import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { describeRouteRateLimit, routeLimits, uploadBodyLimit, type RouteDef } from '@foyer/contracts';
import { limitRefusal, takeDeclared, type RateLimiter } from '../rate-limit';
import { notAuthenticated } from './errors';
import { operationKey } from './openapi';
import type { SharedReplies } from './shared-replies';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared limiter the declared route limits count with (set by the server before routes). */
    rateLimiter: RateLimiter;
    /** Cached hot replies (decision 0017); a writing route makes this process forget them. */
    sharedReplies?: SharedReplies;
  }
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteRequest<R extends RouteDef> {
  // `NonNullable`: the contract's fields are optional, so their types include `undefined`.
  params: NonNullable<R['params']> extends z.ZodType ? z.output<NonNullable<R['params']>> : Record<string, never>;
  query: NonNullable<R['query']> extends z.ZodType ? z.output<NonNullable<R['query']>> : Record<string, never>;
  body: NonNullable<R['body']> extends z.ZodType ? z.output<NonNullable<R['body']>> : undefined;
  /** The signed-in person; always set on routes whose contract says `auth: 'user'`. */
  user: { id: number; sessionId: string };
  raw: FastifyRequest;
}

export type RouteHandler<R extends RouteDef> = (
  req: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<Out<R['reply']> | FastifyReply>;

/** The route's OpenAPI description: its rate limit in words (docs/realtime.md lists them all too). */
export function routeDescription(def: RouteDef): string | undefined {
  if (!def.rateLimit) return undefined;
  return `Rate limit: ${describeRouteRateLimit(def)}. Beyond it: 429 \`{detail, code: "throttled"}\` with Retry-After, and nothing is written.`;
}

/** A route's `onRequest` hook (after the app's, which reads the bearer token): 401 without a person. */
async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw request.authError ?? notAuthenticated();
}

/**
 * Registers one contract route: validation of params, query and body and of the reply come from the
 * contract; a route that needs a person answers 401 before its body is read or anything is validated,
 * and one over its declared rate limit 429 (decision 0015). A route that writes must declare a limit,
 * or it is not registered.
 */
export function registerRoute<R extends RouteDef>(app: FastifyInstance, def: R, handler: RouteHandler<R>): void {
  const status = def.status ?? 200;
  if (def.method !== 'GET' && !def.rateLimit) {
    throw new Error(`${def.method} ${def.path} writes but declares no rateLimit in its contract (docs/decisions/0015-rate-limits.md)`);
  }
  app.contractRoutes.set(operationKey(def.method, def.path), def);
  const limits = routeLimits(def.rateLimit);
  const scope = `${def.method} ${def.path}`;
  const description = routeDescription(def);
  const writes = def.method !== 'GET';
  app.route({
    method: def.method,
    url: def.path.replace(/:([A-Za-z_]+)/g, ':$1'),
    // An upload's limit is its largest kind's (contracts' uploads.ts), the one place sizes are written.
    ...(def.bodyLimit || def.upload ? { bodyLimit: def.bodyLimit ?? uploadBodyLimit(def.upload!.kinds) } : {}),
    // Authentication first: an anonymous request learns nothing of a route's fields from its errors.
    ...(def.auth === 'user' ? { onRequest: requireUser } : {}),
    schema: {
      summary: def.summary,
      ...(description ? { description } : {}),
      tags: def.tags,
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: { [status]: def.reply },
      ...(def.auth === 'user' ? { security: [{ bearer: [] }] } : {}),
    },
    handler: async (request, reply) => {
      if (limits.length > 0) {
        const subject = request.user && def.auth === 'user' ? `u:${request.user.id}` : `ip:${request.ip}`;
        const refused = await takeDeclared(app.rateLimiter, scope, subject, limits, request.body);
        if (refused) throw limitRefusal(refused.limit, refused.result);
      }
      let result: Awaited<ReturnType<RouteHandler<R>>>;
      try {
        result = await handler(
          {
            params: (request.params ?? {}) as RouteRequest<R>['params'],
            query: (request.query ?? {}) as RouteRequest<R>['query'],
            body: request.body as RouteRequest<R>['body'],
            user: request.user as RouteRequest<R>['user'],
            raw: request,
          },
          reply,
        );
      } finally {
        // What this request wrote has committed: the next request here must not get a reply cached
        // before it, so the reply waits until this process has heard the write's change notices.
        if (writes) await app.sharedReplies?.settle();
      }
      if (result === reply) return reply;
      reply.status(status);
      return result;
    },
  });
}
