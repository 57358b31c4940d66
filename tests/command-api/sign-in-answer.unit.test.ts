import { describe, expect, it } from 'vitest';
import { signedInAnswerSchema, toSignedInAnswer } from '../../command-api/schemas/sign-in-answer';

const principal = {
  userId: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  roles: ['Recruiter' as const],
  organizationId: 'o1',
};

describe('the signed-in answer', () => {
  it("passes Keycloak's refresh and ID tokens on for keycloak-js, and leaves them out for the built-in identity", () => {
    const keycloak = toSignedInAnswer({
      kind: 'SIGNED_IN',
      accessToken: 'at',
      expiresAt: '2026-01-01T00:15:00.000Z',
      principal,
      openIdTokens: { refreshToken: 'rt', idToken: 'it' },
    });
    expect(signedInAnswerSchema.parse(keycloak)).toEqual({
      kind: 'SIGNED_IN',
      accessToken: 'at',
      expiresAt: '2026-01-01T00:15:00.000Z',
      user: principal,
      refreshToken: 'rt',
      idToken: 'it',
    });
    const builtin = toSignedInAnswer({ kind: 'SIGNED_IN', accessToken: 'at', expiresAt: '2026-01-01T00:15:00.000Z', principal });
    expect(Object.keys(signedInAnswerSchema.parse(builtin)).sort()).toEqual(['accessToken', 'expiresAt', 'kind', 'user']);
  });
});
