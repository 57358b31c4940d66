import type { TestApi } from './api';

// The API's own OpenAPI document, read at test time, so the generated tests (fuzz, permission matrix)
// cover a route the day it is added. x-access is written by plugins/external/swagger.ts from the same
// route config that plugins/app/access-control.ts enforces.

export type JsonSchema = Readonly<Record<string, any>>;
export type Access = Readonly<{ public?: true; signedIn?: true; roles?: readonly string[]; organizationParam?: string }>;

export type Operation = Readonly<{
  /** 'GET /api/jobfairs/{jobFairId}' */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI path template, '{param}' placeholders. */
  path: string;
  access: Access;
  pathParams: readonly string[];
  query: readonly { name: string; required: boolean; schema: JsonSchema }[];
  /** The JSON body schema, or null when the route takes no JSON body (uploads take raw bytes). */
  body: JsonSchema | null;
  bodyRequired: boolean;
}>;

/** Every operation of GET /api/openapi.json (HEAD twins left out: fastify answers them from the GET). */
export const operationsOf = async (api: TestApi): Promise<Operation[]> => {
  const response = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`openapi.json answered ${response.statusCode}`);
  const document = response.json<{ paths: Record<string, Record<string, any>> }>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, operation]) => {
        const parameters = (operation.parameters ?? []) as { in: string; name: string; required?: boolean; schema: JsonSchema }[];
        const access = operation['x-access'] as Access | undefined;
        if (!access) throw new Error(`${method.toUpperCase()} ${path} has no x-access in openapi.json`);
        return {
          name: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase() as Operation['method'],
          path,
          access,
          pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!),
          query: parameters
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => ({ name: parameter.name, required: parameter.required === true, schema: parameter.schema })),
          body: operation.requestBody?.content?.['application/json']?.schema ?? null,
          bodyRequired: operation.requestBody?.required === true,
        };
      }),
  );
};

/** The URL of an operation with its path params filled (each value URI-encoded unless raw). */
export const urlOf = (operation: Operation, params: Record<string, string>, query: Record<string, string> = {}, raw = false) => {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} of ${operation.name}`);
    return raw || name === '*' ? value : encodeURIComponent(value);
  });
  const search = Object.entries(query)
    .map(([name, value]) => (raw ? `${name}=${value}` : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`))
    .join('&');
  return search ? `${path}?${search}` : path;
};

// Strings a pattern may ask for: the first that matches (and fits the length limits) is the sample. A new
// pattern none of these match fails the generation loudly, so a hand-written sample gets added here.
const PATTERN_CANDIDATES = [
  '2026-11-22T10:00:00Z',
  '2026-11-22',
  '10:00',
  'someone@example.com',
  '(212) 555-0100',
  'TX',
  '12345',
  '123456',
  '/dashboard',
  '00000000-0000-4000-8000-000000000000',
  // A message topic (domain/message/message-topic.ts).
  '00000000-0000-4000-8000-000000000000:Applicant',
  'sample',
];

/** The value a property of this name should hold (real ids of the world under test), by property name. */
export type Hints = Readonly<Record<string, unknown>>;

/** A value valid for the schema: required properties only, plus those the hints name. */
export const sampleOf = (schema: JsonSchema | undefined, hints: Hints = {}, name = ''): unknown => {
  if (!schema || Object.keys(schema).length === 0) return name in hints ? hints[name] : 'sample';
  if (name && name in hints) return hints[name];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return sampleOf(variants.find((variant) => variant.type !== 'null') ?? variants[0], hints, name);
  const type = Array.isArray(schema.type) ? schema.type.find((item: string) => item !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const required = new Set<string>(schema.required ?? []);
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([key]) => required.has(key) || key in hints)
          .map(([key, property]) => [key, sampleOf(property, hints, key)]),
      );
    }
    case 'array': {
      const items = Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items, hints));
      return items;
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'someone@example.com';
      const fits = (value: string) =>
        value.length >= (schema.minLength ?? 0) &&
        value.length <= (schema.maxLength ?? Infinity) &&
        (!schema.pattern || new RegExp(schema.pattern).test(value));
      const found = PATTERN_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 8));
      if (!fits(found)) throw new Error(`No sample string for ${name} (${JSON.stringify(schema)}): add one to PATTERN_CANDIDATES`);
      return found;
    }
    default:
      return 'sample';
  }
};

/** Property names of a body schema (top level), for per-field mutations. */
export const propertiesOf = (schema: JsonSchema | null): Record<string, JsonSchema> =>
  (schema?.properties as Record<string, JsonSchema> | undefined) ?? {};
