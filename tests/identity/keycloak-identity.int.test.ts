import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import knex from 'knex';
import { describe, expect, it } from 'vitest';
import { DomainError, Unauthenticated } from '../../domain/shared/errors';
import { systemClock } from '../../infra/clock/system-clock';
import { createKeycloakAdmin } from '../../infra/identity/keycloak/keycloak-admin';
import { createKeycloakIdentity } from '../../infra/identity/keycloak/keycloak-identity';
import { createOutboxMail } from '../../infra/mail/outbox-mail';
import { containerEngineMissing } from '../support/container-engine';
import { createTestDatabase } from '../support/database';
import { identityContract } from './identity-contract';

// The identity contract against a real Keycloak in a container, with the realm the deployment imports.
// Without a container engine the whole suite is reported as skipped, with the reason, never as passed.

const KEYCLOAK_IMAGE = 'quay.io/keycloak/keycloak:26.4';
const REALM_FILE = resolve(import.meta.dirname, '../../infra/deploy/keycloak/realm-export.json');

const skipReason = await containerEngineMissing();
if (skipReason) console.warn(`Keycloak identity contract skipped: ${skipReason}`);

identityContract(
  'Keycloak identity: the identity contract',
  async () => {
    const { GenericContainer, Wait } = await import('testcontainers');
    const realm = JSON.parse(readFileSync(REALM_FILE, 'utf8')) as { realm: string; clients: { clientId: string; secret?: string }[] };
    const platformClient = realm.clients.find((client) => client.clientId === 'jobfair-platform')!;
    const container = await new GenericContainer(KEYCLOAK_IMAGE)
      .withCopyFilesToContainer([{ source: REALM_FILE, target: '/opt/keycloak/data/import/realm-export.json' }])
      .withEnvironment({ KC_BOOTSTRAP_ADMIN_USERNAME: 'admin', KC_BOOTSTRAP_ADMIN_PASSWORD: 'admin' })
      .withCommand(['start-dev', '--import-realm'])
      .withExposedPorts(8080)
      .withWaitStrategy(Wait.forHttp(`/realms/${realm.realm}/.well-known/openid-configuration`, 8080).forStatusCode(200))
      .withStartupTimeout(300_000)
      .start();
    const keycloakUrl = `http://${container.getHost()}:${container.getMappedPort(8080)}`;
    const db = knex({ client: 'pg', connection: await createTestDatabase('keycloak_identity'), pool: { min: 0, max: 4 } });
    const outbox = await createOutboxMail({ db, clock: systemClock, newId: randomUUID });
    const config = {
      url: keycloakUrl,
      publicUrl: keycloakUrl,
      realm: realm.realm,
      webClientId: 'jobfair-web',
      admin: { kind: 'service-account', clientId: platformClient.clientId, clientSecret: platformClient.secret! },
    } as const;
    const identity = await createKeycloakIdentity({ config, db, clock: systemClock, mail: outbox });
    const admin = createKeycloakAdmin(config);
    return {
      identity,
      outbox,
      requiredActions: async (email: string) => (await admin.findByEmail(email))?.requiredActions ?? [],
      teardown: async () => {
        await db.destroy();
        await container.stop();
      },
    };
  },
  { skipReason, setupTimeoutMs: 360_000 },
);

// What holds without a Keycloak: the adapter's own tables on Postgres, and failing loudly, at once, when Keycloak is unreachable.
describe('Keycloak identity when Keycloak cannot be reached', () => {
  const unreachable = {
    url: 'http://127.0.0.1:1',
    publicUrl: 'http://127.0.0.1:1',
    realm: 'jobfair',
    webClientId: 'jobfair-web',
    admin: { kind: 'service-account', clientId: 'jobfair-platform', clientSecret: 'x' },
  } as const;

  it('creates its tables once when several processes start together, and refuses a token it cannot check', async () => {
    const db = knex({ client: 'pg', connection: await createTestDatabase('keycloak_unreachable'), pool: { min: 0, max: 6 } });
    try {
      const outbox = await createOutboxMail({ db, clock: systemClock, newId: randomUUID });
      const [identity] = await Promise.all(
        [1, 2, 3].map(() => createKeycloakIdentity({ config: unreachable, db, clock: systemClock, mail: outbox })),
      );
      const tables = await db('information_schema.tables')
        .whereIn('table_name', ['keycloak_sessions', 'keycloak_password_challenges', 'keycloak_codes'])
        .pluck('table_name');
      expect(tables.sort()).toEqual(['keycloak_codes', 'keycloak_password_challenges', 'keycloak_sessions']);
      await expect(identity!.verifyAccessToken('not-a-token')).rejects.toBeInstanceOf(Unauthenticated);
      // A server error (not a wrong-password answer): the sign-in form then shows the spec's "unexpected error".
      const failure = await identity!.signIn('someone@example.com', 'Str0ng!Passw0rd').then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(DomainError);
    } finally {
      await db.destroy();
    }
  });
});
