// The realm's OpenID Connect token endpoint, spoken to directly: the password grant for the platform's
// own sign-in form (spec 1 §5.1 keeps its screens, lockout line and challenge modal, so Keycloak's login
// page is not used) and the refresh grant. The client is public, so no secret is sent.

export type TokenSet = Readonly<{ accessToken: string; refreshToken: string; idToken: string | null; expiresInSeconds: number }>;

/** Keycloak's error answer (status and OAuth2 error body); keycloak-errors.ts says what it means. */
export class TokenEndpointRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Keycloak token endpoint answered ${status}`);
  }
}

export const realmIssuer = (url: string, realm: string) => `${url}/realms/${encodeURIComponent(realm)}`;

export const createTokenEndpoint = ({ url, realm, clientId }: Readonly<{ url: string; realm: string; clientId: string }>) => {
  const endpoint = `${realmIssuer(url, realm)}/protocol/openid-connect/token`;

  const grant = async (form: Record<string, string>): Promise<TokenSet> => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: clientId, ...form }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new TokenEndpointRefusal(response.status, body);
    const tokens = body as { access_token: string; refresh_token: string; id_token?: string; expires_in: number };
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      idToken: tokens.id_token ?? null,
      expiresInSeconds: tokens.expires_in,
    };
  };

  return {
    // scope openid: an ID token too, which keycloak-js wants for its session.
    password: (username: string, password: string) => grant({ grant_type: 'password', username, password, scope: 'openid' }),
    refresh: (refreshToken: string) => grant({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  };
};
