// IDENTITY=keycloak and the variables that point the platform at a Keycloak realm (README "Keycloak").

export type KeycloakAdminCredentials =
  /** The service account of a confidential client of the realm (roles manage-users, view-users, query-users). */
  | Readonly<{ kind: 'service-account'; clientId: string; clientSecret: string }>
  /** An administrator of another realm (usually master) through its admin-cli client. */
  | Readonly<{ kind: 'administrator'; realm: string; username: string; password: string }>;

export type KeycloakConfig = Readonly<{
  /** Base URL of the Keycloak server, without /realms (e.g. http://localhost:8080). */
  url: string;
  /**
   * Where browsers reach Keycloak and what it names itself in tokens (its KC_HOSTNAME), when the platform
   * reaches it by another name (docker-compose: http://keycloak:8080 inside, http://localhost:8080 outside).
   */
  publicUrl: string;
  realm: string;
  /** The public client users sign in with (password grant by the server) and keycloak-js refreshes with in the browser. */
  webClientId: string;
  admin: KeycloakAdminCredentials;
}>;

/** The audience Keycloak puts into access tokens for the platform's API (realm-export.json, client scope "jobfair"). */
export const API_AUDIENCE = 'jobfair-api';

export type IdentityEngine = 'builtin' | 'keycloak';

/** Which identity the process runs: IDENTITY=keycloak, or the built-in one when unset. */
export const identityEngineFromEnv = (env: NodeJS.ProcessEnv): IdentityEngine => {
  const engine = (env.IDENTITY ?? 'builtin').trim().toLowerCase();
  if (engine === 'builtin' || engine === '') return 'builtin';
  if (engine === 'keycloak') return 'keycloak';
  throw new Error(`IDENTITY must be "builtin" or "keycloak", not "${env.IDENTITY}"`);
};

/** Reads the Keycloak variables; a missing one stops the start with its name rather than failing at the first sign-in. */
export const keycloakConfigFromEnv = (env: NodeJS.ProcessEnv): KeycloakConfig => {
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`IDENTITY=keycloak needs ${name}`);
    return value;
  };
  const url = required('KEYCLOAK_URL').replace(/\/+$/, '');
  const admin: KeycloakAdminCredentials = env.KEYCLOAK_ADMIN_USERNAME
    ? {
        kind: 'administrator',
        realm: env.KEYCLOAK_ADMIN_REALM?.trim() || 'master',
        username: env.KEYCLOAK_ADMIN_USERNAME,
        password: required('KEYCLOAK_ADMIN_PASSWORD'),
      }
    : {
        kind: 'service-account',
        clientId: env.KEYCLOAK_CLIENT_ID?.trim() || 'jobfair-platform',
        clientSecret: required('KEYCLOAK_CLIENT_SECRET'),
      };
  const publicUrl = env.KEYCLOAK_PUBLIC_URL?.trim().replace(/\/+$/, '') || url;
  return {
    url,
    publicUrl,
    realm: env.KEYCLOAK_REALM?.trim() || 'jobfair',
    webClientId: env.KEYCLOAK_WEB_CLIENT_ID?.trim() || 'jobfair-web',
    admin,
  };
};
