import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DomainStatusView } from '../../../../../domain/sponsor/sponsor-view';
import { api } from '../../../api/api-client';
import { sponsorKeys } from './sponsor-keys';

export const domainStatusQueryOptions = (subdomain: string, sponsorId: string | null) =>
  queryOptions({
    queryKey: sponsorKeys.domainStatus(subdomain, sponsorId),
    queryFn: () =>
      api.get<DomainStatusView>('/organizations/sponsors/domain-status', { query: { subdomain, sponsorId: sponsorId ?? undefined } }),
    refetchInterval: DOMAIN_STATUS_POLL_MS,
    placeholderData: keepPreviousData,
  });

/** spec 3 §9: the domain status is polled every 5 seconds while the sponsor modal is open. */
export const DOMAIN_STATUS_POLL_MS = 5_000;

/** spec 3 §7 GET /organizations/sponsors/domain-status (data.domainStatus); the sponsor being edited owns its subdomain. */
export const useDomainStatus = (subdomain: string, sponsorId: string | null) =>
  useQuery({ ...domainStatusQueryOptions(subdomain, sponsorId), enabled: subdomain !== '' });
