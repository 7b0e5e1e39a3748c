import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileErrors, validate } from '@readme/openapi-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { errorStatuses } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { documentedStatuses, operationKey } from './openapi';

let t: TestServer;
let document: OpenAPIV3.Document;

beforeAll(async () => {
  t = await startTestServer();
  document = (await t.api('GET', '/api/docs/json')).body as OpenAPIV3.Document;
});
afterAll(async () => {
  await t?.close();
});

const routes = () => [...t.server.app.contractRoutes.entries()];
const operation = (key: string): OpenAPIV3.OperationObject => {
  const [method, path] = key.split(' ') as [string, string];
  return (document.paths[path] as Record<string, OpenAPIV3.OperationObject>)[method]!;
};
const response = (key: string, status: number) => operation(key).responses[String(status)] as OpenAPIV3.ResponseObject;

describe('the OpenAPI description at /api/docs/json', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(document.openapi).toMatch(/^3\./);
  });

  it('describes every route of the table, and nothing else, with exactly its success and the errors it may give', () => {
    expect(routes().length).toBeGreaterThan(100);
    const described = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item ?? {}).map((method) => `${method} ${path}`));
    expect(described.sort()).toEqual(routes().map(([key]) => key).sort());
    for (const [key, route] of routes()) {
      const documented = Object.keys(operation(key)?.responses ?? {}).map(Number).sort((a, b) => a - b);
      expect(documented, key).toEqual(documentedStatuses(route).sort((a, b) => a - b));
    }
  });

  it('gives every error the `{detail, code}` shape, a 400 also the per-field shape', () => {
    expect(document.components?.schemas?.Error).toMatchObject({ type: 'object', required: ['detail'], properties: { detail: { type: 'string' }, code: { type: 'string' } } });
    expect(document.components?.schemas?.FieldErrors).toMatchObject({ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } });
    for (const [key, route] of routes()) {
      for (const status of errorStatuses(route)) {
        const schema = response(key, status).content?.['application/json']?.schema;
        if (status === 400) expect(schema, key).toEqual({ anyOf: [{ $ref: '#/components/schemas/FieldErrors' }, { $ref: '#/components/schemas/Error' }] });
        else expect(schema, `${key} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
  });

  it('documents 401 on signed-in routes, 429 with Retry-After where a limit is declared, 413 and 415 where a body is read', () => {
    const key = operationKey('POST', '/api/events/:eventSlug/tweets/');
    expect(Object.keys(operation(key).responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '413', '415', '429']));
    expect(response(key, 429).headers?.['Retry-After']).toBeDefined();
    for (const [k, route] of routes()) if (route.auth === 'user') expect(operation(k).responses['401'], k).toBeDefined();
    // Reading the configuration refuses nothing; only a fault answers otherwise.
    expect(Object.keys(operation(operationKey('GET', '/api/config/')).responses)).toEqual(['200', '500']);
  });

  it('documents a 204 without content', () => {
    const noContent = routes().filter(([, route]) => route.status === 204);
    expect(noContent.length).toBeGreaterThan(2);
    for (const [key] of noContent) expect(response(key, 204), key).toEqual({ description: expect.any(String) });
  });

  it('documents an upload as a file, in a form or as the body itself, which no content type is refused for', () => {
    const key = operationKey('PATCH', '/api/profiles/:id/mugshot/');
    expect(Object.keys((operation(key).requestBody as OpenAPIV3.RequestBodyObject).content)).toEqual(['multipart/form-data', 'application/octet-stream']);
    expect(operation(key).responses['413']).toBeDefined();
    expect(operation(key).responses['415']).toBeUndefined();
  });
});
