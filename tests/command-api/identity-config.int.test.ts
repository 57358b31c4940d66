import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, TEST_PASSWORD, type TestApi } from '../support/api';

// GET /api/public/identity-config tells the web client which identity engine keeps its session.

describe('identity config for the web client', () => {
  let builtin: TestApi;
  let keycloak: TestApi;
  beforeAll(async () => {
    builtin = await buildTestApi('identity_config_builtin');
    keycloak = await buildTestApi('identity_config_keycloak', {
      identityClientConfig: { engine: 'keycloak', url: 'http://localhost:8080', realm: 'jobfair', clientId: 'jobfair-web' },
    });
  });
  afterAll(async () => {
    await builtin.close();
    await keycloak.close();
  });

  it('answers the built-in engine to anyone, without a token', async () => {
    const response = await builtin.as(null, { method: 'GET', url: '/api/public/identity-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isSuccess: true, data: { engine: 'builtin' } });
  });

  it('answers the realm and public client keycloak-js needs when Keycloak runs', async () => {
    const response = await keycloak.as(null, { method: 'GET', url: '/api/public/identity-config' });
    expect(response.json().data).toEqual({ engine: 'keycloak', url: 'http://localhost:8080', realm: 'jobfair', clientId: 'jobfair-web' });
  });

  it('keeps the built-in sign-in answer as it was: no refresh or ID token', async () => {
    const user = await builtin.user(['Recruiter'], null);
    const response = await builtin.as(null, {
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Record<string, unknown>;
    expect(data).toMatchObject({ kind: 'SIGNED_IN', accessToken: expect.any(String) });
    expect(data).not.toHaveProperty('refreshToken');
    expect(data).not.toHaveProperty('idToken');
  });
});
