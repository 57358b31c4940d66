/**
 * When an access token the identity port has just verified expires (ms since the epoch), from its
 * `exp` claim; Infinity when it has none. Read without a second verification: the port already did it.
 */
export const tokenExpiresAt = (token: string): number => {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : Infinity;
  } catch {
    return Infinity;
  }
};
