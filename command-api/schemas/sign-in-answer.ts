import { z } from 'zod';
import type { SignInResult } from '../../domain/ports/identity';
import { principalSchema } from './view-schemas';

/** A signed-in answer (sign-in, new password, automatic sign-in after confirmation). */
export const signedInAnswerSchema = z.object({
  kind: z.literal('SIGNED_IN'),
  accessToken: z.string(),
  expiresAt: z.string(),
  user: principalSchema,
  refreshToken: z.string().optional().describe('Keycloak only: the refresh token keycloak-js keeps the browser session with'),
  idToken: z.string().nullable().optional().describe('Keycloak only: the ID token for keycloak-js'),
});

export const toSignedInAnswer = (result: Extract<SignInResult, { kind: 'SIGNED_IN' }>): z.output<typeof signedInAnswerSchema> => ({
  kind: result.kind,
  accessToken: result.accessToken,
  expiresAt: result.expiresAt,
  user: { ...result.principal, roles: [...result.principal.roles] },
  ...(result.openIdTokens ? { refreshToken: result.openIdTokens.refreshToken, idToken: result.openIdTokens.idToken } : {}),
});
