import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api-client';

/** POST /api/payments/local/cancel: the session expires unpaid (recorded as a failed payment); answers where to go. */
export const cancelCheckout = (session: string) => api.post<{ redirectUrl: string }>('/payments/local/cancel', { session });

export const useCancelCheckout = () => useMutation({ mutationFn: cancelCheckout });
