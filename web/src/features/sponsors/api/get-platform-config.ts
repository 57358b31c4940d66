import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client';

export const platformDomainQueryOptions = () =>
  queryOptions({
    queryKey: ['platform-config'],
    queryFn: () => api.get<{ platformDomain: string }>('/public/platform-config', { auth: false }),
    staleTime: Infinity,
    select: (config) => config.platformDomain,
  });

/** GET /public/platform-config: the platform's own domain, the suffix of every sponsor subdomain. */
export const usePlatformDomain = () => useQuery(platformDomainQueryOptions());
