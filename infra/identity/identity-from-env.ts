import type { Knex } from 'knex';
import type { IdentityClientConfig } from '../../domain/auth/identity-client-config';
import type { Clock } from '../../domain/ports/clock';
import type { IdentityProvider } from '../../domain/ports/identity';
import type { MailSender } from '../../domain/ports/mail';
import { createBuiltinIdentity } from './builtin-identity';
import { identityEngineFromEnv, keycloakConfigFromEnv } from './keycloak/keycloak-config';

/**
 * The identity engine IDENTITY selects (built-in by default), and what the web client is told about it. Keycloak's
 * admin client is loaded only when Keycloak is the engine.
 */
export const identityFromEnv = async (
  env: NodeJS.ProcessEnv,
  deps: Readonly<{ db: Knex; clock: Clock; newId: () => string; mail: MailSender }>,
): Promise<{ identity: IdentityProvider; clientConfig: IdentityClientConfig }> => {
  if (identityEngineFromEnv(env) === 'builtin') return { identity: await createBuiltinIdentity(deps), clientConfig: { engine: 'builtin' } };
  const config = keycloakConfigFromEnv(env);
  const { createKeycloakIdentity } = await import('./keycloak/keycloak-identity');
  return {
    identity: await createKeycloakIdentity({ config, db: deps.db, clock: deps.clock, mail: deps.mail }),
    clientConfig: { engine: 'keycloak', url: config.publicUrl, realm: config.realm, clientId: config.webClientId },
  };
};
