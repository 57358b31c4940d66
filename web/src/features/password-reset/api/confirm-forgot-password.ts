import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api-client';

/** POST /api/auth/confirm-forgot-password (spec 1 §7 "forgot password submit with email, code and new password"). */
export const confirmForgotPassword = (body: { email: string; code: string; password: string }): Promise<{ message: string }> =>
  api.post<{ message: string }>('/auth/confirm-forgot-password', body, { auth: false });

export const useConfirmForgotPassword = () => useMutation({ mutationFn: confirmForgotPassword });
