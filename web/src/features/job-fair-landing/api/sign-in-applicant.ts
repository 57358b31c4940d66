import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import type { SignedInSession } from '../../../lib/stored-session';

export type LandingSignIn = SignedInSession | Readonly<{ kind: 'NEW_PASSWORD_REQUIRED'; challengeSession: string; email: string }>;

/** POST /api/auth/sign-in from the landing's password step. */
export const signInApplicant = (body: { email: string; password: string }): Promise<LandingSignIn> =>
  api.post<LandingSignIn>('/auth/sign-in', body, { auth: false });

export const useSignInApplicant = () => useMutation({ mutationFn: signInApplicant });
