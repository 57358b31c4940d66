import type { IdentityClientConfig } from '../../../../domain/auth/identity-client-config';
import type { Session } from '../../lib/stored-session';
import { endSession, sessionStore, startSession, type RefreshedTokens } from '../../stores/session-store';
import { getIdentityConfig } from './api/get-identity-config';
import { refreshAccessToken } from './api/refresh-access-token';
import { KeycloakSessionEnded } from './keycloak-session-ended';

// The one place the web client tells the identity engines apart (docs/identity.md "Tokens, sessions and Keycloak").
// Built-in: the server refreshes (POST /api/auth/refresh). Keycloak: keycloak-js keeps the session.
// A session carries a refresh token only when Keycloak issued it, so the built-in flow never loads the config,
// nor keycloak-js: it is imported only when the platform runs on Keycloak.
const keycloakSession = () => import('./keycloak-browser-session');

let config: Promise<IdentityClientConfig> | null = null;
const identityConfig = () => (config ??= getIdentityConfig().catch((error: Error) => ((config = null), Promise.reject(error))));

const keycloakConfig = async () => {
  const loaded = await identityConfig();
  if (loaded.engine !== 'keycloak') throw new KeycloakSessionEnded('the platform no longer runs on Keycloak');
  return loaded;
};

/** A fresh access token for the session; a session that cannot be refreshed any more is ended. */
export const refreshSessionAccessToken = async (session: Session): Promise<RefreshedTokens> => {
  if (session.refreshToken === undefined) return refreshAccessToken(); // a 401 ends the session in the HTTP client
  try {
    const loaded = await keycloakConfig();
    return await (await keycloakSession()).refreshWithKeycloak(loaded, session);
  } catch (error) {
    if (error instanceof KeycloakSessionEnded) endSession();
    throw error;
  }
};

/** On start without a stored session: with Keycloak, a session the browser already has there (check-sso). */
export const restoreIdentityProviderSession = async (): Promise<void> => {
  if (sessionStore.session) return;
  const loaded = await identityConfig().catch(() => null);
  if (loaded?.engine !== 'keycloak') return;
  const found = await keycloakSession()
    .then(({ checkKeycloakSso }) => checkKeycloakSso(loaded))
    .catch(() => null);
  if (found && !sessionStore.session) startSession(found);
};
