import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import { templateKeys } from './template-keys';

export const verifiedSendersQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.senders(),
    queryFn: async () => (await api.get<{ emails: string[] }>('/organizations/email-identities/verified')).emails,
  });

/** spec 3 §7 GET /organizations/email-identities/verified: the addresses a template may send from. */
export const useVerifiedSenders = () => useQuery(verifiedSendersQueryOptions());
