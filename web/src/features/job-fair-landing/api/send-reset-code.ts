import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api-client';

/** POST /api/auth/forgot-password from the landing's 'Forgot password?' dialog (spec 2 §2.3). */
export const sendResetCode = (email: string): Promise<{ message: string }> =>
  api.post<{ message: string }>('/auth/forgot-password', { email }, { auth: false });

export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
