import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import type { SignedInSession } from '../../../lib/stored-session';

export type ConfirmSignUpAnswer = Readonly<{
  confirmed: true;
  session: SignedInSession | null;
}>;

/** POST /api/auth/confirm-sign-up; with the password the answer carries the session (spec 3 §4 automatic sign-in). */
export const confirmSignUp = (body: { email: string; code: string; password?: string }): Promise<ConfirmSignUpAnswer> =>
  api.post<ConfirmSignUpAnswer>('/auth/confirm-sign-up', body, { auth: false });

export const useConfirmSignUp = () => useMutation({ mutationFn: confirmSignUp });
