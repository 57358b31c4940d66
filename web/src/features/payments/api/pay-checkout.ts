import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api-client';

/** POST /api/payments/local/pay: the platform posts the signed webhook and answers where to go next. */
export const payCheckout = (session: string) => api.post<{ redirectUrl: string }>('/payments/local/pay', { session });

export const usePayCheckout = () => useMutation({ mutationFn: payCheckout });
