import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api-client';

/** POST /api/auth/resend-confirmation-code (spec 3 §7 "resend confirmation code"). */
export const resendConfirmationCode = (email: string): Promise<{ message: string }> =>
  api.post<{ message: string }>('/auth/resend-confirmation-code', { email }, { auth: false });

export const useResendConfirmationCode = () => useMutation({ mutationFn: resendConfirmationCode });
