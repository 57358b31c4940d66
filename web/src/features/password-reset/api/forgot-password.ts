import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api-client';

/** POST /api/auth/forgot-password (spec 1 §7 "forgot password with email"). */
export const forgotPassword = (email: string): Promise<{ message: string }> =>
  api.post<{ message: string }>('/auth/forgot-password', { email }, { auth: false });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
