import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { slugParam } from '@foyer/contracts';
import type { Logger } from '../logger';
import type { Config } from '../config';
import type { TokenService } from '../auth/tokens';
import { ApiError, FieldError, fromFrameworkError, invalidToken, methodNotAllowed, notFound } from './errors';
import { isServerPath, registerWebApp } from './web-app';
import { registerSecurityHeaders } from './security-headers';
import { trackAllowedMethods } from './allowed-methods';
import { bearerToken } from './bearer';
import { answerClientError, sendApiError } from './error-replies';
import { documentRoutes, type ContractRoutes } from './openapi';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contract routes registered (register.ts), which the OpenAPI description is completed from. */
    contractRoutes: ContractRoutes;
  }
  interface FastifyRequest {
    user: { id: number; sessionId: string } | null;
    /** Why a presented bearer token was refused; answered only by routes that need a person. */
    authError: ApiError | null;
  }
}

export interface HttpAppOptions {
  config: Config;
  logger: Logger;
  tokens: TokenService;
  /**
   * Whether a sign-in is still valid (not logged out or revoked): checked on every bearer token.
   * `eventSlug` is the event the request is about (the `eventSlug` path parameter or the `event_slug`
   * query), so the check can read it in the same round trip.
   */
  isSessionActive(sessionId: string, userId: number, eventSlug?: string): Promise<boolean>;
}

/** The event a request is about, by the wire contract's convention: `{eventSlug}` in the path or `?event_slug=`. */
function eventSlugOf(request: FastifyRequest): string | undefined {
  // Read before the route validates it: a slug it would refuse (a NUL, which PostgreSQL cannot even compare,
  // failed the session's lookup with a 500 in a contract fuzz case) names no event; the route then refuses it.
  const slug = (value: unknown) => (slugParam.safeParse(value).success ? (value as string) : undefined);
  const fromPath = (request.params as Record<string, unknown> | undefined)?.eventSlug;
  if (typeof fromPath === 'string') return slug(fromPath);
  return slug((request.query as Record<string, unknown> | undefined)?.event_slug);
}

function fieldPath(instancePath: string | undefined, fallback: string): string {
  const p = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return p === '' ? fallback : p;
}

export async function createHttpApp(opts: HttpAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: opts.logger as FastifyBaseLogger,
    trustProxy: opts.config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: 'x-request-id',
    // Node's and Fastify's own refusals (headers too large, bad percent-encoding) in our error shape.
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, _request, reply) => sendApiError(reply.header('x-content-type-options', 'nosniff'), fromFrameworkError(error) ?? notFound()),
  }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const contractRoutes: ContractRoutes = new Map();
  app.decorate('contractRoutes', contractRoutes);
  app.decorateRequest('user', null);
  app.decorateRequest('authError', null);
  // Before any route or plugin, so both see every route.
  const allowedMethods = trackAllowedMethods(app);
  await registerSecurityHeaders(app, opts.config);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = bearerToken(header);
    if (!token) {
      request.authError = invalidToken('Authorization header must be "Bearer <token>".');
      return;
    }
    const claims = await opts.tokens.verifyAccess(token);
    if (!claims || !(await opts.isSessionActive(claims.sessionId, claims.userId, eventSlugOf(request)))) {
      request.authError = invalidToken();
      return;
    }
    request.user = { id: claims.userId, sessionId: claims.sessionId };
  });

  // Replies over about one network packet go out compressed (br, gzip) when the client accepts it: JSON lists
  // shrink 5–10 fold. Smaller ones would not get faster. Built web-app files come precompressed (web-app.ts),
  // which this leaves alone; Socket.IO answers on its own, outside Fastify. Request bodies are not inflated.
  await app.register(compress, {
    threshold: 1400,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    customTypes: /^text\/(?!event-stream)|^application\/(?:[\w.+-]+\+)?json|^application\/javascript|^image\/svg\+xml/,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: `${opts.config.appTitle} API`, version: opts.config.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // The error responses and the 204s, from the route table (decision 0072).
    transformObject: (document) => documentRoutes(('openapiObject' in document ? document.openapiObject : {}) as OpenAPIV3.Document, contractRoutes),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendApiError(reply, error);
    if (error instanceof FieldError) return reply.status(400).send(error.fields);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      const context = error.validationContext ?? 'body';
      for (const issue of error.validation) {
        const key = fieldPath(issue.instancePath, context === 'body' ? 'non_field_errors' : context);
        (fields[key] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.status(400).send(fields);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'reply does not match its contract');
      return reply.status(500).send({ detail: 'Server error.', code: 'server_error' });
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type).
    const clientError = fromFrameworkError(error);
    if (clientError) return sendApiError(reply, clientError);
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'Server error.', code: 'server_error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const allowed = allowedMethods(url);
    if (allowed.length > 0) return sendApiError(reply, methodNotAllowed(request.method, allowed));
    if (isServerPath(url) || request.method !== 'GET') {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    // A GET here is a web-app file that went away between looking and sending (a rebuild).
    return reply.status(404).type('text/plain').send('Not found.');
  });
  await registerWebApp(app, opts.config.webDist);

  return app;
}
