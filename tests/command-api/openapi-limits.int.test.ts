import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../support/api';

// Every free-text field a request carries has a length limit. Read from the OpenAPI document, so a
// route added later is checked too: a request string is bounded by maxLength, an enum, a uuid format, or a pattern of
// fixed length (no + or *).
type JsonSchema = Readonly<Record<string, unknown>>;

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi('api_openapi_limits');
});
afterAll(() => api.close());

const unboundedStrings = (schema: unknown, path: string): string[] => {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as JsonSchema;
  const pattern = typeof s.pattern === 'string' ? s.pattern : null;
  const bounded =
    s.maxLength !== undefined ||
    s.enum !== undefined ||
    s.const !== undefined ||
    s.format === 'uuid' ||
    (pattern !== null && !/[+*]/.test(pattern));
  const own = s.type === 'string' && !bounded ? [path] : [];
  const properties = Object.entries((s.properties ?? {}) as Record<string, unknown>).flatMap(([name, value]) =>
    unboundedStrings(value, `${path}.${name}`),
  );
  const variants = ['anyOf', 'oneOf', 'allOf'].flatMap((key) =>
    ((s[key] ?? []) as unknown[]).flatMap((value, index) => unboundedStrings(value, `${path}|${index}`)),
  );
  return [
    ...own,
    ...properties,
    ...unboundedStrings(s.items, `${path}[]`),
    ...unboundedStrings(s.additionalProperties, `${path}{}`),
    ...variants,
  ];
};

it('bounds every string a request carries: body, path and query', async () => {
  type Operation = {
    parameters?: { in: string; name: string; schema: unknown }[];
    requestBody?: { content: Record<string, { schema: unknown }> };
  };
  const doc = (await api.as(null, { method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  const unbounded = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const at = `${method.toUpperCase()} ${path}`;
      return [
        ...(operation.parameters ?? []).flatMap((parameter) =>
          unboundedStrings(parameter.schema, `${at} ${parameter.in}:${parameter.name}`),
        ),
        ...Object.values(operation.requestBody?.content ?? {}).flatMap((content) => unboundedStrings(content.schema, `${at} body`)),
      ];
    }),
  );
  expect(unbounded).toEqual([]);
});
