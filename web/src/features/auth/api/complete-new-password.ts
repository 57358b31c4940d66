import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import type { SignInResult } from './sign-in';

/** POST /api/auth/complete-new-password: answer the NEW_PASSWORD_REQUIRED challenge (spec 1 §2.2, §5.2). */
export const completeNewPassword = (body: { challengeSession: string; newPassword: string }): Promise<SignInResult> =>
  api.post<SignInResult>('/auth/complete-new-password', body, { auth: false });

export const useCompleteNewPassword = () => useMutation({ mutationFn: completeNewPassword });
