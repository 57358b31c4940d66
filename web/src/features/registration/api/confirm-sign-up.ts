import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/stored-session';

export type ConfirmSignUpAnswer = Readonly<{
  confirmed: true;
  session: Readonly<{ kind: 'SIGNED_IN'; accessToken: string; expiresAt: string; user: SessionUser }> | null;
}>;

/** POST /api/auth/confirm-sign-up; with the password the answer carries the session (spec 3 §4 automatic sign-in). */
export const confirmSignUp = (body: { email: string; code: string; password?: string }): Promise<ConfirmSignUpAnswer> =>
  api.post<ConfirmSignUpAnswer>('/auth/confirm-sign-up', body, { auth: false });

export const useConfirmSignUp = () => useMutation({ mutationFn: confirmSignUp });
