import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ApiDeps } from '../../command-api/deps';
import accessControl from '../../command-api/plugins/app/access-control';
import ports from '../../command-api/plugins/external/ports';

/** A scope with the access rules, and one route declared with `config`. */
const startWith = async (config: Record<string, unknown> | undefined, url = '/things/:id') => {
  const app = Fastify();
  await app.register(ports, { deps: {} as ApiDeps });
  await app.register(async (scope) => {
    await scope.register(accessControl);
    scope.get(url, { config }, async () => 'ok');
  });
  try {
    await app.ready();
  } finally {
    await app.close();
  }
};

describe('every route declares who may call it', () => {
  it('fails at start-up for a route with no rule', async () => {
    await expect(startWith(undefined)).rejects.toThrow(
      'Route GET /things/:id must declare exactly one of config.public, config.roles (non-empty) or config.signedIn',
    );
    await expect(startWith({ roles: [] })).rejects.toThrow(/must declare exactly one/);
  });

  it('fails at start-up for contradicting rules', async () => {
    await expect(startWith({ public: true, roles: ['Admin'] })).rejects.toThrow(/must declare exactly one/);
  });

  it('fails at start-up when the organization param is not in the path, or comes without roles', async () => {
    await expect(startWith({ roles: ['Admin'], organizationParam: 'companyId' })).rejects.toThrow(
      "names organizationParam 'companyId' that is not in its path",
    );
    await expect(startWith({ signedIn: true, organizationParam: 'id' })).rejects.toThrow('must declare config.roles');
  });

  it('starts with exactly one rule', async () => {
    await expect(startWith({ public: true })).resolves.toBeUndefined();
    await expect(startWith({ signedIn: true })).resolves.toBeUndefined();
    await expect(startWith({ roles: ['EmployerAdmin'], organizationParam: 'id' })).resolves.toBeUndefined();
  });
});
