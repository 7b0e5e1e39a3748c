import { z } from 'zod';
import type { OpenAPIV3 } from 'openapi-types';
import { errorBody, errorStatuses, fieldErrors, type RouteDef } from '@foyer/contracts';

/** `post /api/events/{eventSlug}/tweets/`: how OpenAPI names a contract route's operation. */
export const operationKey = (method: string, path: string): string =>
  `${method.toLowerCase()} ${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

/** The contract routes a server registered, by operation, for its OpenAPI description. */
export type ContractRoutes = Map<string, RouteDef>;

const errorRef = { $ref: '#/components/schemas/Error' } as const;
const fieldErrorsRef = { $ref: '#/components/schemas/FieldErrors' } as const;
const json = (schema: OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject) => ({ 'application/json': { schema } });

/** The two error shapes, from their contracts. */
export const errorSchemas: Record<string, OpenAPIV3.SchemaObject> = {
  Error: z.toJSONSchema(errorBody, { target: 'openapi-3.0' }) as OpenAPIV3.SchemaObject,
  FieldErrors: z.toJSONSchema(fieldErrors, { target: 'openapi-3.0' }) as OpenAPIV3.SchemaObject,
};

/** What each error status means on our routes; `code` says which rule refused where there is one. */
const errorResponses: Record<number, OpenAPIV3.ResponseObject> = {
  400: {
    description: 'The request is not valid: `{field: [message, …]}` for its fields, or `{detail, code}` (a body that is not valid JSON, a refusal of the request as a whole).',
    content: json({ anyOf: [fieldErrorsRef, errorRef] }),
  },
  401: { description: 'Not signed in, or the credentials are not valid (`code`: `not_authenticated`, `token_not_valid`).', content: json(errorRef) },
  403: { description: 'A rule of the event or the feature refuses this person (`code` says which).', content: json(errorRef) },
  404: { description: 'What the address or the body names is not there, or not for this person: `{detail: "Not found."}` or a more precise detail.', content: json(errorRef) },
  409: { description: 'It conflicts with the stored state (`code` says which); nothing was changed.', content: json(errorRef) },
  413: { description: 'The request body is too large (`code`: `payload_too_large`).', content: json(errorRef) },
  415: { description: 'The request body is of a type this route does not read (`code`: `unsupported_media_type`).', content: json(errorRef) },
  422: { description: 'The request is understood but cannot be done (`code` says why).', content: json(errorRef) },
  429: {
    description: 'Over a rate limit (`code`: `throttled`); nothing was written.',
    headers: { 'Retry-After': { description: 'Seconds until a request may succeed.', schema: { type: 'integer' } } },
    content: json(errorRef),
  },
  500: { description: 'The server failed (`code`: `server_error`), for instance without its database; the failure is logged.', content: json(errorRef) },
  503: { description: 'A service the route needs (the mail server) is not available; try again later.', content: json(errorRef) },
};

/** Every status the description gives a contract route: its success and its errors. */
export const documentedStatuses = (route: RouteDef): number[] => [route.status ?? 200, ...errorStatuses(route)];

/**
 * Completes the generated description from the route table: every operation gets the error responses
 * its route may give (`errorStatuses`), a 204 has no content, and an upload its file body. Operations
 * of routes outside the table (none today) are left as generated.
 */
export function documentRoutes(document: OpenAPIV3.Document, routes: ContractRoutes): OpenAPIV3.Document {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...errorSchemas } };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item ?? {}) as [string, OpenAPIV3.OperationObject][]) {
      const route = routes.get(`${method} ${path}`);
      if (!route) continue;
      const success = String(route.status ?? 200);
      if (success === '204') operation.responses[success] = { description: 'Done; no content.' };
      for (const status of errorStatuses(route)) {
        const response = errorResponses[status];
        if (!response) throw new Error(`${method} ${path}: no description for error status ${status}`);
        operation.responses[String(status)] = response;
      }
      if (route.upload) {
        const file = { type: 'string', format: 'binary' } as const;
        operation.requestBody = {
          required: true,
          content: {
            'multipart/form-data': { schema: { type: 'object', properties: { [route.upload.field]: file }, required: [route.upload.field] } },
            'application/octet-stream': { schema: file },
          },
        };
      }
    }
  }
  return document;
}
