import { useMutation } from '@tanstack/react-query';
import type { SignInForm } from '../../../../../domain/auth/sign-in-schema';
import { api } from '../../../api/api-client';
import type { SignedInSession } from '../../../lib/stored-session';

export type SignInResult = SignedInSession | Readonly<{ kind: 'NEW_PASSWORD_REQUIRED'; challengeSession: string; email: string }>;

export const signIn = (form: SignInForm): Promise<SignInResult> => api.post<SignInResult>('/auth/sign-in', form, { auth: false });

export const useSignIn = () => useMutation({ mutationFn: signIn });
