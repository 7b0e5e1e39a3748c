import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteDef } from '@foyer/contracts';
import { notAuthenticated } from './errors';

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

/**
 * Registers one contract route: validation of params, query and body and of the reply come from the
 * contract; a route that needs a person answers 401 before the handler runs.
 */
export function registerRoute<R extends RouteDef>(app: FastifyInstance, def: R, handler: RouteHandler<R>): void {
  const status = def.status ?? 200;
  app.route({
    method: def.method,
    url: def.path.replace(/:([A-Za-z_]+)/g, ':$1'),
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: { [status]: def.reply },
      ...(def.auth === 'user' ? { security: [{ bearer: [] }] } : {}),
    },
    handler: async (request, reply) => {
      if (def.auth === 'user' && !request.user) {
        throw request.authError ?? notAuthenticated();
      }
      const result = await handler(
        {
          params: (request.params ?? {}) as RouteRequest<R>['params'],
          query: (request.query ?? {}) as RouteRequest<R>['query'],
          body: request.body as RouteRequest<R>['body'],
          user: request.user as RouteRequest<R>['user'],
          raw: request,
        },
        reply,
      );
      if (result === reply) return reply;
      reply.status(status);
      return result;
    },
  });
}
