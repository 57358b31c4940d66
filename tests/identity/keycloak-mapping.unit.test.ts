import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/auth/auth-messages';
import { IdentityError, PASSWORD_RESET_MESSAGES, REGISTRATION_MESSAGES } from '../../domain/auth/identity-errors';
import { Conflict, DomainError, InvalidCredentials, NotFound, Unauthenticated } from '../../domain/shared/errors';
import { isConfirmed, principalFromClaims, principalFromUser } from '../../infra/identity/keycloak/keycloak-claims';
import { identityEngineFromEnv, keycloakConfigFromEnv } from '../../infra/identity/keycloak/keycloak-config';
import { adminRefusal, classifyTokenError, refreshRefusal, signInRefusal } from '../../infra/identity/keycloak/keycloak-errors';

// The pure parts of the Keycloak adapter: what Keycloak's answers mean, and what its tokens and users say.

const invalidGrant = (description: string) => ({ error: 'invalid_grant', error_description: description });

describe('Keycloak token endpoint refusals', () => {
  it.each([
    [401, invalidGrant('Invalid user credentials'), 'INVALID_CREDENTIALS'],
    [400, invalidGrant('Account is not fully set up'), 'NOT_FULLY_SET_UP'],
    [400, invalidGrant('Account disabled'), 'DISABLED'],
    [400, invalidGrant('Account temporarily disabled'), 'TEMPORARILY_DISABLED'],
    [400, invalidGrant('Session not active'), 'SESSION_ENDED'],
    [400, invalidGrant('Token is not active'), 'SESSION_ENDED'],
    [429, null, 'RATE_LIMITED'],
    [401, { error: 'unauthorized_client', error_description: 'Client not allowed for direct access grants' }, 'UNEXPECTED'],
    [500, 'not json', 'UNEXPECTED'],
  ] as const)('%i %j is %s', (status, body, expected) => {
    expect(classifyTokenError(status, body)).toBe(expected);
  });

  const refusedWith = (outcome: ReturnType<typeof signInRefusal>) => {
    if (outcome.kind !== 'REFUSED') throw new Error(`expected REFUSED, got ${outcome.kind}`);
    return outcome.error;
  };
  const account = (requiredActions: string[] = []) => ({ requiredActions });

  it('answers a wrong password, an unknown email and a brute-force lock alike, as invalid credentials', () => {
    expect(refusedWith(signInRefusal('INVALID_CREDENTIALS', null))).toBeInstanceOf(InvalidCredentials);
    expect(refusedWith(signInRefusal('INVALID_CREDENTIALS', account()))).toBeInstanceOf(InvalidCredentials);
    expect(refusedWith(signInRefusal('TEMPORARILY_DISABLED', null))).toBeInstanceOf(InvalidCredentials);
  });

  it('tells a disabled account no more than a wrong password would', () => {
    expect(refusedWith(signInRefusal('DISABLED', account()))).toBeInstanceOf(InvalidCredentials);
  });

  it('turns "not fully set up" into the challenge for a temporary password, and UserNotConfirmed for an unconfirmed email first', () => {
    expect(signInRefusal('NOT_FULLY_SET_UP', account(['UPDATE_PASSWORD']))).toEqual({ kind: 'NEW_PASSWORD_REQUIRED' });
    const unconfirmed = refusedWith(signInRefusal('NOT_FULLY_SET_UP', account(['UPDATE_PASSWORD', 'VERIFY_EMAIL'])));
    expect(unconfirmed).toBeInstanceOf(IdentityError);
    expect(unconfirmed).toMatchObject({
      identityCode: 'UserNotConfirmedException',
      message: 'Please verify your email address before signing in.',
    });
    const unsupported = refusedWith(signInRefusal('NOT_FULLY_SET_UP', account(['CONFIGURE_TOTP'])));
    expect(unsupported).not.toBeInstanceOf(DomainError);
    expect(unsupported.message).toContain('CONFIGURE_TOTP');
  });

  it('answers Keycloak rate limiting with the too-many-attempts message, and anything else as a server error', () => {
    expect(refusedWith(signInRefusal('RATE_LIMITED', null))).toMatchObject({
      code: 'RATE_LIMITED',
      message: AUTH_MESSAGES.tooManyRequests,
    });
    expect(refusedWith(signInRefusal('UNEXPECTED', null))).not.toBeInstanceOf(DomainError);
  });

  it('ends the session when a refresh is refused, but keeps a Keycloak failure a server error', () => {
    expect(refreshRefusal('SESSION_ENDED')).toEqual(new Unauthenticated(AUTH_MESSAGES.sessionExpired));
    expect(refreshRefusal('DISABLED')).toBeInstanceOf(Unauthenticated);
    expect(refreshRefusal('UNEXPECTED')).not.toBeInstanceOf(DomainError);
  });
});

describe('Keycloak admin API refusals', () => {
  it('maps 409 "User exists" to UsernameExistsException on sign-up and Conflict elsewhere', () => {
    const body = { errorMessage: 'User exists with same email' };
    expect(adminRefusal('sign-up', 409, body)).toMatchObject({
      identityCode: 'UsernameExistsException',
      message: REGISTRATION_MESSAGES.UsernameExistsException,
    });
    expect(adminRefusal('create-user', 409, body)).toBeInstanceOf(Conflict);
  });

  it('maps a password policy refusal to InvalidPasswordException with the words of the calling flow', () => {
    expect(adminRefusal('sign-up', 400, { errorMessage: 'Password policy not met' })).toMatchObject({
      identityCode: 'InvalidPasswordException',
      message: REGISTRATION_MESSAGES.InvalidPasswordException,
    });
    expect(
      adminRefusal(
        'set-password',
        400,
        { error: 'invalidPasswordMinDigitsMessage', error_description: 'Invalid password: must contain at least 1 numerical digits.' },
        PASSWORD_RESET_MESSAGES.invalidPassword,
      ),
    ).toMatchObject({
      identityCode: 'InvalidPasswordException',
      message: PASSWORD_RESET_MESSAGES.invalidPassword,
    });
  });

  it('maps other 400s to InvalidParameterException, 404 to NotFound, and leaves server errors alone', () => {
    expect(adminRefusal('sign-up', 400, { errorMessage: 'error-invalid-email', field: 'email' })).toMatchObject({
      identityCode: 'InvalidParameterException',
    });
    expect(adminRefusal('update-user', 404, { error: 'User not found' })).toBeInstanceOf(NotFound);
    expect(adminRefusal('create-user', 500, null)).toBeNull();
    expect(adminRefusal('create-user', 403, { error: 'unknown_error' })).toBeNull();
  });
});

describe('Keycloak access token claims to principal', () => {
  const claims = {
    sub: 'f6d1e3a0-0000-4000-8000-00000000000a',
    sid: 'session-1',
    email: 'Ada@Example.com',
    given_name: 'Ada',
    family_name: 'Lovelace',
    realm_access: { roles: ['offline_access', 'EmployerAdmin', 'Recruiter', 'uma_authorization', 'default-roles-jobfair'] },
    platform_user_id: '5b0c1a52-7d0e-4d1f-9b1e-111111111111',
    organization_id: '9e6f4c2d-1111-4222-8333-444444444444',
  };

  it('takes our user id, the platform roles only, the organization and the session', () => {
    expect(principalFromClaims(claims)).toEqual({
      userId: '5b0c1a52-7d0e-4d1f-9b1e-111111111111',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['EmployerAdmin', 'Recruiter'],
      organizationId: '9e6f4c2d-1111-4222-8333-444444444444',
      sessionId: 'session-1',
    });
  });

  it("falls back to Keycloak's id, session_state and no organization for a user made in the Keycloak console", () => {
    const { platform_user_id: _id, organization_id: _org, sid: _sid, ...consoleUser } = claims;
    expect(principalFromClaims({ ...consoleUser, session_state: 'session-2', realm_access: { roles: ['Admin'] } })).toMatchObject({
      userId: claims.sub,
      roles: ['Admin'],
      organizationId: null,
      sessionId: 'session-2',
    });
  });

  it('refuses a token without subject or session, and reads missing names and roles as empty', () => {
    expect(() => principalFromClaims({ ...claims, sub: undefined })).toThrow(Unauthenticated);
    expect(() => principalFromClaims({ ...claims, sid: undefined })).toThrow(Unauthenticated);
    expect(principalFromClaims({ sub: 's', sid: 'x' })).toEqual({
      userId: 's',
      email: '',
      firstName: '',
      lastName: '',
      roles: [],
      organizationId: null,
      sessionId: 'x',
    });
    expect(principalFromClaims({ sub: 's', sid: 'x', realm_access: { roles: 'Admin' } }).roles).toEqual([]);
  });

  it('reads an admin API user the same way, and tells a confirmed account by its pending VERIFY_EMAIL', () => {
    const user = {
      id: 'kc-id',
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      requiredActions: ['VERIFY_EMAIL'],
      attributes: { platform_user_id: ['platform-id'], organization_id: ['org-id'] },
    };
    expect(principalFromUser(user, ['Recruiter', 'default-roles-jobfair'])).toEqual({
      userId: 'platform-id',
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      roles: ['Recruiter'],
      organizationId: 'org-id',
    });
    expect(principalFromUser({ id: 'kc-id' }, [])).toMatchObject({ userId: 'kc-id', organizationId: null });
    expect(isConfirmed(user)).toBe(false);
    expect(isConfirmed({ ...user, requiredActions: ['UPDATE_PASSWORD'] })).toBe(true);
  });
});

describe('IDENTITY and KEYCLOAK_* variables', () => {
  it('selects the built-in identity unless IDENTITY=keycloak, and refuses an unknown engine', () => {
    expect(identityEngineFromEnv({})).toBe('builtin');
    expect(identityEngineFromEnv({ IDENTITY: ' Keycloak ' })).toBe('keycloak');
    expect(() => identityEngineFromEnv({ IDENTITY: 'cognito' })).toThrow('IDENTITY must be "builtin" or "keycloak"');
  });

  it('reads the realm, the clients and the admin credentials, with the realm export defaults', () => {
    expect(keycloakConfigFromEnv({ KEYCLOAK_URL: 'http://localhost:8080/', KEYCLOAK_CLIENT_SECRET: 's3cret' })).toEqual({
      url: 'http://localhost:8080',
      publicUrl: 'http://localhost:8080',
      realm: 'jobfair',
      webClientId: 'jobfair-web',
      admin: { kind: 'service-account', clientId: 'jobfair-platform', clientSecret: 's3cret' },
    });
    expect(
      keycloakConfigFromEnv({
        KEYCLOAK_URL: 'https://id.example.com',
        KEYCLOAK_REALM: 'fairs',
        KEYCLOAK_ADMIN_USERNAME: 'admin',
        KEYCLOAK_ADMIN_PASSWORD: 'pw',
      }).admin,
    ).toEqual({
      kind: 'administrator',
      realm: 'master',
      username: 'admin',
      password: 'pw',
    });
  });

  it('keeps the public address apart when browsers reach Keycloak by another name', () => {
    expect(
      keycloakConfigFromEnv({
        KEYCLOAK_URL: 'http://keycloak:8080',
        KEYCLOAK_PUBLIC_URL: 'http://localhost:8080/',
        KEYCLOAK_CLIENT_SECRET: 's',
      }),
    ).toMatchObject({
      url: 'http://keycloak:8080',
      publicUrl: 'http://localhost:8080',
    });
  });

  it('names the missing variable', () => {
    expect(() => keycloakConfigFromEnv({})).toThrow('IDENTITY=keycloak needs KEYCLOAK_URL');
    expect(() => keycloakConfigFromEnv({ KEYCLOAK_URL: 'http://kc' })).toThrow('IDENTITY=keycloak needs KEYCLOAK_CLIENT_SECRET');
    expect(() => keycloakConfigFromEnv({ KEYCLOAK_URL: 'http://kc', KEYCLOAK_ADMIN_USERNAME: 'admin' })).toThrow(
      'IDENTITY=keycloak needs KEYCLOAK_ADMIN_PASSWORD',
    );
  });
});
