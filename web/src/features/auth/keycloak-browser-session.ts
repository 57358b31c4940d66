import Keycloak from 'keycloak-js';
import type { IdentityClientConfig } from '../../../../domain/auth/identity-client-config';
import { createHttpClient } from '../../lib/http-client';
import type { Session, SessionUser } from '../../lib/stored-session';
import type { RefreshedTokens } from '../../stores/session-store';
import { KeycloakSessionEnded } from './keycloak-session-ended';

// keycloak-js keeps the browser session when the platform runs on Keycloak: it refreshes the access token
// straight at the realm's token endpoint (the public client jobfair-web) and, on a page without a stored
// session, asks Keycloak silently whether the browser is signed in there (check-sso).

type KeycloakConfig = Extract<IdentityClientConfig, { engine: 'keycloak' }>;

/** The instance holding the current session's tokens; keycloak-js cannot be initialised twice, so a new sign-in gets a new one. */
let current: Keycloak | null = null;

const tokensOf = (keycloak: Keycloak): Required<RefreshedTokens> => ({
  accessToken: keycloak.token!,
  expiresAt: new Date((keycloak.tokenParsed?.exp ?? 0) * 1000).toISOString(),
  refreshToken: keycloak.refreshToken!,
  idToken: keycloak.idToken ?? null,
});

const clientFor = ({ url, realm, clientId }: KeycloakConfig) => new Keycloak({ url, realm, clientId });

/**
 * A fresh access token for the session. Throws KeycloakSessionEnded when Keycloak refuses (signed out,
 * revoked, the day is over), any other error when Keycloak could not be reached (tried again later).
 */
export const refreshWithKeycloak = async (config: KeycloakConfig, session: Session): Promise<RefreshedTokens> => {
  const reuse = current !== null && current.refreshToken === session.refreshToken;
  const keycloak = reuse && current ? current : clientFor(config);
  try {
    if (reuse) await keycloak.updateToken(-1);
    // Given the tokens, init refreshes them at once (updateToken(-1)) instead of checking the iframe.
    else
      await keycloak.init({
        token: session.accessToken,
        refreshToken: session.refreshToken,
        idToken: session.idToken ?? undefined,
        checkLoginIframe: false,
        pkceMethod: 'S256',
      });
  } catch (error) {
    if (!keycloak.token) throw new KeycloakSessionEnded('Keycloak ended the session');
    throw error;
  }
  current = keycloak;
  return tokensOf(keycloak);
};

/**
 * A session Keycloak already has for this browser (signed in on Keycloak's own pages), found without a
 * redirect through web/public/silent-check-sso.html; null when there is none. Sign-ins through the
 * platform's form leave no Keycloak browser cookie, so those are restored from the stored session instead.
 */
export const checkKeycloakSso = async (config: KeycloakConfig): Promise<Session | null> => {
  const keycloak = clientFor(config);
  const signedIn = await keycloak.init({
    onLoad: 'check-sso',
    silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html`,
    checkLoginIframe: false,
    pkceMethod: 'S256',
  });
  if (!signedIn || !keycloak.token) return null;
  const tokens = tokensOf(keycloak);
  // The platform's view of the user (roles, organization), asked with the new token.
  const user = await createHttpClient({ getToken: () => tokens.accessToken, onUnauthorized: () => undefined }).get<SessionUser>('/auth/me');
  current = keycloak;
  return { ...tokens, user };
};
