import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, envelopeOf, type TestApi } from '../support/api';

let api: TestApi;
let ready = false;
/** A database that never answers (a dropped route, a host gone): the check hangs as a pool's would. */
let silent = false;
beforeAll(async () => {
  api = await buildTestApi('api_operations', { ready: () => (silent ? new Promise<boolean>(() => {}) : Promise.resolve(ready)) });
});
afterAll(() => api.close());

describe('operations', () => {
  it('answers /healthz at the server root', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ isSuccess: true, data: { status: 'ok' }, errors: [] });
  });

  it('answers /readyz with 503 until readiness is true', async () => {
    const before = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(before.statusCode).toBe(503);
    expect(envelopeOf(before)).toMatchObject({ isSuccess: false, data: null, errors: [{ message: 'Not ready' }] });
    ready = true;
    const after = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(after.statusCode).toBe(200);
    expect(envelopeOf(after).data).toEqual({ status: 'ready' });
  });

  it('answers /readyz with 503 "The database is unreachable" when the database does not answer, before a probe gives up', async () => {
    silent = true;
    try {
      const response = await api.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(envelopeOf(response).errors).toEqual([{ message: 'The database is unreachable', code: 'DATABASE_UNAVAILABLE' }]);
    } finally {
      silent = false;
    }
  });

  it('exposes the named metrics on /metrics', async () => {
    const admin = await api.user(['EmployerAdmin'], crypto.randomUUID());
    await api.as(admin, {
      method: 'POST',
      url: '/api/organizations',
      payload: {
        companyName: 'Metrics Inc',
        city: 'Austin',
        state: 'TX',
        companyWebsite: 'https://metrics.example',
        companyLogo: 'employer_logos/x/logo.png',
      },
    });
    const response = await api.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toContain('command_duration_seconds_bucket{le="0.005",command="SaveOrganizationDetails",outcome="accepted"}');
    expect(text).toMatch(/events_appended_total\{type="OrganizationDetailsSaved"\} 1/);
    expect(text).toMatch(/projection_lag\{projector="organizations"\} \d+/);
    expect(text).toContain('# TYPE ws_connections gauge');
    expect(text).toContain('http_request_duration_seconds_bucket');
  });

  it('raises the stale alarm for a projector whose checkpoint stood still for 30 s while events waited', async () => {
    const scrape = async () => (await api.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(await scrape()).toMatch(/^projection_stale\{projector="organizations"\} 0$/m);

    await api.runner.stop();
    const admin = await api.user(['EmployerAdmin'], crypto.randomUUID());
    // The answer waits for read-your-writes, which the stopped runner holds back: it is awaited once the runner runs.
    const created = api.as(admin, {
      method: 'POST',
      url: '/api/organizations',
      payload: {
        companyName: 'Stalled Inc',
        city: 'Austin',
        state: 'TX',
        companyWebsite: 'https://stalled.example',
        companyLogo: 'employer_logos/x/logo.png',
      },
    });
    await expect.poll(scrape).toMatch(/^projection_lag\{projector="organizations"\} [1-9]/m);
    // Thirty seconds of the database's clock, without waiting them: the checkpoint last moved 31 s ago.
    await api.db('projection_checkpoints').update({ updated_at: api.db.raw("now() - interval '31 seconds'") });
    const stalled = await scrape();
    expect(stalled).toMatch(/^projection_stale\{projector="organizations"\} 1$/m);
    expect(Number(/^projection_stalled_seconds\{projector="organizations"\} (\S+)$/m.exec(stalled)?.[1])).toBeGreaterThanOrEqual(31);
    expect(stalled).toMatch(/^projection_lag\{projector="organizations"\} [1-9]/m);

    await api.runner.start();
    expect((await created).statusCode).toBeLessThan(300);
    await expect.poll(scrape).toMatch(/^projection_stale\{projector="organizations"\} 0$/m);
    expect(await scrape()).toMatch(/^projection_stalled_seconds\{projector="organizations"\} 0$/m);
  });

  it('lets the gateway set ws_connections through the same registry', async () => {
    const gauge = api.metrics.getSingleMetric('ws_connections') as unknown as { set(value: number): void };
    gauge.set(3);
    const response = await api.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.body).toMatch(/^ws_connections 3$/m);
  });

  it('lists every API route in /api/openapi.json, with bearer security on protected ones', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-in',
        'POST /api/auth/complete-new-password',
        'POST /api/auth/sign-out',
        'POST /api/auth/refresh',
        'GET /api/auth/me',
        'GET /api/time',
        'GET /api/organizations/{id}',
        'PUT /api/organizations/{id}',
        'POST /api/organizations',
        'POST /api/organizations/{companyId}/jobfairs',
        'GET /api/organizations/{companyId}/jobfairs',
        'GET /api/organizations/{companyId}/jobfairs/{id}',
        'PUT /api/organizations/{companyId}/jobfairs/{id}',
        'DELETE /api/organizations/{companyId}/jobfairs/{id}',
        'POST /api/files/logo',
        'GET /api/files/url',
        'GET /.well-known/jwks.json',
      ]),
    );
    const put = document.paths['/api/organizations/{id}'].put;
    expect(put.security).toEqual([{ bearerAuth: [] }]);
    expect(put.requestBody.content['application/json'].schema.properties).toHaveProperty('companyName');
    expect(document.paths['/api/auth/sign-in'].post.security).toBeUndefined();
  });

  it('answers unknown routes with a 404 envelope and echoes the correlation id', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-correlation-id': 'trace-123' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-correlation-id']).toBe('trace-123');
    expect(envelopeOf(response)).toEqual({
      isSuccess: false,
      data: null,
      errors: [{ message: 'Route GET /api/nothing-here not found', code: 'NOT_FOUND' }],
    });
    const root = await api.app.inject({ method: 'DELETE', url: '/nowhere' });
    expect(root.statusCode).toBe(404);
    expect(envelopeOf(root).isSuccess).toBe(false);
  });

  it('makes a correlation id when none (or an unsafe one) is given', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/time', headers: { 'x-correlation-id': 'bad id with spaces\n' } });
    expect(response.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(envelopeOf(response)).toEqual({ isSuccess: true, data: { now: api.clock.now().toISOString() }, errors: [] });
  });

  it('answers a URL it cannot decode with a 400 envelope', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/organizations/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toMatchObject({ isSuccess: false, data: null, errors: [{ message: 'Malformed URL' }] });
  });
});
