import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocalCheckoutSession } from '../../../../../domain/ports/payments';
import { api } from '../../../api/api-client';

/** GET /api/payments/local/session?session=… : what the local checkout page shows. */
export const getCheckoutSession = (session: string) =>
  api.get<LocalCheckoutSession>(`/payments/local/session?session=${encodeURIComponent(session)}`);

export const checkoutSessionQueryOptions = (session: string) =>
  queryOptions({ queryKey: ['checkout-session', session], queryFn: () => getCheckoutSession(session), retry: false });

export const useCheckoutSession = (session: string) => useQuery({ ...checkoutSessionQueryOptions(session), enabled: session !== '' });
