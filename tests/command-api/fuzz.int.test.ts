import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, testClock, type TestApi, type TestUser } from '../support/api';
import { RESUME_PDF } from '../support/applicant-profile';
import { operationsOf, propertiesOf, sampleOf, urlOf, type JsonSchema, type Operation } from '../support/openapi';
import { buildOrganizationWorld, TEST_PNG, worldValue, type OrganizationWorld } from '../support/organization-world';
import { RUNNING } from '../support/running-fair';

// Malformed and hostile input to every operation of GET /api/openapi.json, with every
// role. Every answer is below 500 and in the envelope, and no refused request appends an event.
// Generated at test time, so a route added tomorrow is fuzzed tomorrow.

/** 2xx answers that are not the envelope, on purpose. Their failures are still the envelope. */
const NOT_ENVELOPE: Readonly<Record<string, string>> = {
  'GET /.well-known/jwks.json': 'a JWK Set (RFC 7517) for whoever verifies our tokens, in its standard shape',
  'GET /files/{*}': "the stored file's own bytes, behind a signed link",
  'GET /api/jobfairs/{jobFairId}/interviewSessions/csv/byBoothId/{boothId}': 'a CSV download (text/csv attachment)',
  'GET /api/audit/export': 'an NDJSON or CSV download of the event log, streamed (docs/audit.md)',
  // Not in the document (schema.hide), so not generated here: GET /api/openapi.json is the OpenAPI
  // document itself, GET /metrics the Prometheus text format.
};

/** Operations that end a session or remove what later probes need: fuzzed last. */
const LAST = (operation: Operation) =>
  operation.method === 'DELETE' || ['POST /api/auth/sign-out', 'POST /api/auth/refresh'].includes(operation.name) ? 1 : 0;

/** Uploads take raw bytes (no requestBody in the document). */
const RAW_BODIES: Readonly<Record<string, { contentType: string; payload: Buffer }>> = {
  'POST /api/files/logo': { contentType: 'image/png', payload: TEST_PNG },
  'POST /api/files/document': { contentType: 'application/pdf', payload: RESUME_PDF },
  'POST /api/jobfairs/{jobFairId}/resumes/{boothId}/file': { contentType: 'application/pdf', payload: RESUME_PDF },
  'POST /api/profile/resume': { contentType: 'application/pdf', payload: RESUME_PDF },
};

const ROLES = ['anonymous', 'Admin', 'EmployerAdmin', 'Recruiter', 'Applicant'] as const;
type RoleName = (typeof ROLES)[number];

const HUGE = 'A'.repeat(20_000);
const NUL = 'a\u0000b';
const ESCAPE = '\u001b[31mred\u007f';
/** Half a surrogate pair: JSON.stringify writes it as the escape `\ud800`, which Postgres refuses in jsonb. */
const LONE_SURROGATE = 'a\ud800b';
const MALFORMED_PERCENT = '%E0%A4%A';
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

let api: TestApi;
let own: OrganizationWorld;
let foreign: OrganizationWorld;
let users: Record<RoleName, TestUser | null>;
let operations: Operation[];
beforeAll(async () => {
  api = await buildTestApi('api_fuzz', {
    clock: testClock(new Date(RUNNING)),
    // Limits would turn most probes of the public account routes into 429s before they reach a schema.
    signInRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
    accountRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  });
  own = await buildOrganizationWorld(api, 'Own');
  foreign = await buildOrganizationWorld(api, 'Foreign');
  users = {
    anonymous: null,
    Admin: await api.user(['Admin'], null),
    EmployerAdmin: own.employerAdmin,
    Recruiter: own.recruiter,
    Applicant: own.applicant,
  };
  operations = (await operationsOf(api)).sort((first, second) => LAST(first) - LAST(second));
});
afterAll(() => api?.close());

const admits = (operation: Operation, role: RoleName) =>
  operation.access.public === true ||
  (role !== 'anonymous' && (operation.access.signedIn === true || (operation.access.roles ?? []).includes(role)));

/** A value of the right shape for a parameter that names nothing of the world (a search, an e-mail, a file path). */
const plainValue = (name: string, schema?: JsonSchema) =>
  name === '*' ? 'employer_logos/x.png' : name === 'value' ? 'someone@example.com' : String(sampleOf(schema, {}, name));

/** A value of another JSON type than the schema asks for. */
const wrongType = (schema: JsonSchema): unknown => {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string' || schema.format || schema.enum) return 12345;
  if (type === 'array') return { not: 'an array' };
  if (type === 'object') return ['not', 'an', 'object'];
  return 'not a number or boolean';
};

type Probe = Readonly<{ label: string; request: InjectOptions }>;

/** The valid request and every hostile variant of it. `light`: only a few, for a role refused up front. */
const probesFor = (operation: Operation, light: boolean): Probe[] => {
  const params = Object.fromEntries(operation.pathParams.map((name) => [name, worldValue(own, name, operation.path) ?? plainValue(name)]));
  const query: Record<string, string> = {};
  for (const parameter of operation.query) {
    const value = worldValue(own, parameter.name);
    if (value !== undefined) query[parameter.name] = value;
    else if (parameter.required) query[parameter.name] = plainValue(parameter.name, parameter.schema);
  }
  const hints = Object.fromEntries(
    Object.keys(propertiesOf(operation.body))
      .map((name) => [name, worldValue(own, name)] as const)
      .filter(([, value]) => value !== undefined),
  );
  const body = operation.body ? (sampleOf(operation.body, hints) as Record<string, unknown>) : undefined;
  const raw = RAW_BODIES[operation.name];
  const method = operation.method;
  const url = urlOf(operation, params, query);
  const json = (payload: unknown, headers: Record<string, string> = {}) => ({
    method,
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
  const valid: InjectOptions = raw
    ? { method, url, payload: raw.payload, headers: { 'content-type': raw.contentType } }
    : body !== undefined
      ? json(body)
      : { method, url };
  const hasBody = method !== 'GET';

  const probes: Probe[] = [
    { label: 'valid', request: valid },
    ...(hasBody
      ? [{ label: 'malformed JSON', request: { method, url, payload: '{"a":', headers: { 'content-type': 'application/json' } } }]
      : []),
    ...operation.pathParams.slice(0, 1).map((name) => ({
      label: `NUL in {${name}}`,
      request: { method, url: urlOf(operation, { ...params, [name]: '%00' }, query, true) },
    })),
  ];
  if (light) return probes;

  // Path parameters: wrong shape, control characters, huge, broken percent-encoding, another organization's id.
  for (const name of operation.pathParams) {
    const foreignValue = worldValue(foreign, name, operation.path);
    const variants: [string, string, boolean][] = [
      ['not a UUID', 'not-a-uuid', false],
      ['huge', 'a'.repeat(5_000), false],
      ['escape', ESCAPE, false],
      ['malformed percent-encoding', MALFORMED_PERCENT, true],
      ['dot segments', '..%2F..%2Fetc%2Fpasswd', true],
      ...(foreignValue ? [['another organization', foreignValue, false] as [string, string, boolean]] : []),
    ];
    for (const [label, value, raw] of variants) {
      const rawParams = raw
        ? { ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)])), [name]: value }
        : { ...params, [name]: value };
      const rawQuery = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, encodeURIComponent(v)]));
      probes.push({
        label: `${label} in {${name}}`,
        request: { ...valid, url: raw ? urlOf(operation, rawParams, rawQuery, true) : urlOf(operation, rawParams, query) },
      });
    }
  }

  // Query parameters: declared ones wrong, repeated, huge, with NUL, broken; and undeclared ones.
  const path = urlOf(operation, params);
  const withQuery = (search: string) => `${path}?${search}`;
  const encodedQuery = Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  for (const parameter of operation.query) {
    const others = encodedQuery.filter((pair) => !pair.startsWith(`${parameter.name}=`));
    const foreignValue = worldValue(foreign, parameter.name);
    const variants: [string, string][] = [
      ['wrong type', `${parameter.name}=not-valid`],
      ['repeated', `${parameter.name}=1&${parameter.name}=2`],
      ['huge', `${parameter.name}=${'a'.repeat(20_000)}`],
      ['NUL', `${parameter.name}=%00`],
      ['malformed percent-encoding', `${parameter.name}=${MALFORMED_PERCENT}`],
      ['list with a non-UUID', `${parameter.name}=${encodeURIComponent(`${own.recruiter.userId},nope`)}`],
      ...(foreignValue ? [['another organization', `${parameter.name}=${foreignValue}`] as [string, string]] : []),
    ];
    for (const [label, pair] of variants)
      probes.push({ label: `${label} in ?${parameter.name}`, request: { ...valid, url: withQuery([...others, pair].join('&')) } });
  }
  probes.push({
    label: 'undeclared query parameters',
    request: { ...valid, url: withQuery([...encodedQuery, '__proto__[admin]=1', 'constructor=x', `extra=${MALFORMED_PERCENT}`].join('&')) },
  });

  // Headers: a broken X-File-Name (uploads decode it), with and without a content type the route takes.
  probes.push(
    { label: 'malformed X-File-Name', request: { ...valid, headers: { ...valid.headers, 'x-file-name': MALFORMED_PERCENT } } },
    {
      label: 'malformed X-File-Name and a wrong content type',
      request: { ...valid, payload: 'x', headers: { 'content-type': 'application/octet-stream', 'x-file-name': MALFORMED_PERCENT } },
    },
  );
  if (!hasBody) return probes;

  // Bodies as a whole: other JSON values, wrong content types, deep nesting, too large.
  const whole: [string, InjectOptions][] = [
    ['null body', json(null)],
    ['array body', json([])],
    ['string body', json('text')],
    ['number body', json(42)],
    ['empty object', json({})],
    ['empty body with JSON content type', { method, url, payload: '', headers: { 'content-type': 'application/json' } }],
    [
      'extra and prototype fields',
      {
        method,
        url,
        payload: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"extra":1,${JSON.stringify(body ?? {}).slice(1)}`,
        headers: { 'content-type': 'application/json' },
      },
    ],
    ['deeply nested arrays', { method, url, payload: deepArray(10_000), headers: { 'content-type': 'application/json' } }],
    ['deeply nested objects', { method, url, payload: deepObject(10_000), headers: { 'content-type': 'application/json' } }],
    ['text/plain', { method, url, payload: JSON.stringify(body ?? {}), headers: { 'content-type': 'text/plain' } }],
    ['XML', { method, url, payload: '<?xml version="1.0"?><a>&xxe;</a>', headers: { 'content-type': 'application/xml' } }],
    ['form-encoded', { method, url, payload: 'a=1&b=%00', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    [
      'multipart',
      {
        method,
        url,
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
    ],
    [
      'JSON in UTF-16',
      {
        method,
        url,
        payload: Buffer.from(JSON.stringify(body ?? {}), 'utf16le'),
        headers: { 'content-type': 'application/json; charset=utf-16' },
      },
    ],
    ['no content type', { method, url, payload: JSON.stringify(body ?? {}), headers: {} }],
    ['too large', json({ ...body, padding: 'x'.repeat(1_100_000) })],
  ];
  for (const [label, request] of whole) probes.push({ label, request });

  // Each field: another type, null, huge, control characters, a lone surrogate, operator objects, missing.
  const properties = propertiesOf(operation.body);
  const required = new Set<string>(operation.body?.required ?? []);
  for (const [name, schema] of Object.entries(properties)) {
    const variants: [string, unknown][] = [
      ['wrong type', wrongType(schema)],
      ['null', null],
      ['huge string', HUGE],
      ['NUL', NUL],
      ['lone surrogate', LONE_SURROGATE],
      ['operator object', { $gt: '', $where: '1' }],
      ['huge array', Array.from({ length: 1_000 }, () => 'x')],
    ];
    for (const [label, value] of variants) probes.push({ label: `${label} in .${name}`, request: json({ ...body, [name]: value }) });
    if (required.has(name)) {
      const { [name]: _missing, ...rest } = body ?? {};
      probes.push({ label: `missing .${name}`, request: json(rest) });
    }
  }
  return probes;
};

/** Why an answer breaks the rules (the event check comes after the loop), or null. */
const broken = (operation: Operation, response: LightMyRequestResponse): string | null => {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 300 && NOT_ENVELOPE[operation.name]) return null;
  let body: any;
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 80)}`;
  }
  const success = response.statusCode < 400;
  const envelope =
    body !== null &&
    typeof body === 'object' &&
    body.isSuccess === success &&
    'data' in body &&
    Array.isArray(body.errors) &&
    (success || (body.data === null && body.errors.length > 0 && body.errors.every((error: any) => typeof error.message === 'string')));
  return envelope ? null : `answered ${response.statusCode} outside the envelope: ${response.body.slice(0, 120)}`;
};

/**
 * How hard each role is fuzzed on an operation. Validation does not depend on the role, so the whole
 * hostile set goes to two admitted roles: the most and the least privileged (anonymous alone on public
 * routes). Every other role gets the light set: the valid request, malformed JSON, NUL and other
 * organizations' ids in the path — enough to prove the refusal itself holds under bad input.
 */
const fullyFuzzed = (operation: Operation): readonly RoleName[] => {
  if (operation.access.public) return ['anonymous'];
  const admitted = ROLES.filter((role) => admits(operation, role));
  return [...new Set([admitted[0]!, admitted[admitted.length - 1]!])];
};

describe('fuzzing every operation of the OpenAPI document with every role', () => {
  it('answers hostile input below 500, in the envelope, appending nothing when refused', async () => {
    const started = performance.now();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    // Each probe carries its own correlation id, which every event it appends keeps in its metadata: one
    // query after the loop finds the events of refused probes, instead of a count around every request.
    const refused = new Map<string, string>();
    const eventsBefore = await api.eventCount();
    let requests = 0;
    for (const operation of operations) {
      const full = fullyFuzzed(operation);
      for (const role of ROLES) {
        for (const probe of probesFor(operation, !full.includes(role))) {
          requests += 1;
          const id = `fuzz-${requests}`;
          const response = await api.as(users[role], { ...probe.request, headers: { ...probe.request.headers, 'x-correlation-id': id } });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const name = `${operation.name} as ${role}, ${probe.label}`;
          const problem = broken(operation, response);
          if (problem) failures.push(`${name}: ${problem}`);
          if (response.statusCode >= 400) refused.set(id, name);
        }
      }
    }
    const durationMs = Math.round(performance.now() - started);
    const { rows } = await api.db.raw(
      `SELECT metadata->>'correlationId' AS id, count(*)::int AS n FROM ${api.store.names.events} WHERE metadata->>'correlationId' LIKE 'fuzz-%' GROUP BY 1`,
    );
    const appended = rows as { id: string; n: number }[];
    for (const { id, n } of appended) if (refused.has(id)) failures.push(`${refused.get(id)}: refused but appended ${n} events`);
    console.info(
      `fuzz: ${requests} requests over ${operations.length} operations × ${ROLES.length} roles in ${durationMs} ms; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([x], [y]) => x - y)))}`,
    );
    expect(failures).toEqual([]);
    // Every event of the loop is attributed to a probe, so none escaped the check above.
    expect(appended.reduce((sum, { n }) => sum + n, 0)).toBe((await api.eventCount()) - eventsBefore);
    expect(requests).toBeGreaterThan(4_000);
    // About 5,100 requests in 30–36 s on the shared 2-core machine under load: the doubled limit keeps a
    // busier CI machine from failing on time alone.
  });
});
