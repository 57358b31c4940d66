import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import { liveQueryKey } from '../../../lib/socket-client';
import { useLiveSubscription } from '../../../api/use-live-subscription';
import type { JobFair } from '../job-fair-types';

// The organization's job fairs. The `jobFairs` subscription pushes fresh rows under this very query key,
// so the list never needs refetching while the socket is up (and a reconnect resyncs what was missed).
export const jobFairsQueryKey = (organizationId: string) => liveQueryKey('jobFairs', { organizationId });

export const getJobFairs = async (organizationId: string): Promise<JobFair[]> =>
  (await api.get<JobFair[] | null>(`/organizations/${encodeURIComponent(organizationId)}/jobfairs`)) ?? [];

export const jobFairsQueryOptions = (organizationId: string) =>
  queryOptions({ queryKey: jobFairsQueryKey(organizationId), queryFn: () => getJobFairs(organizationId), staleTime: Infinity });

/** The live list; null organization means "none yet" (the query stays idle). */
export const useJobFairs = (organizationId: string | null) => {
  useLiveSubscription('jobFairs', organizationId ? { organizationId } : null);
  return useQuery({ ...jobFairsQueryOptions(organizationId ?? ''), enabled: organizationId !== null });
};

/** The live list of a page whose route's loader ensures it (the employer dashboard, the admin's chosen organization). */
export const useSuspenseJobFairs = (organizationId: string) => {
  useLiveSubscription('jobFairs', { organizationId });
  return useSuspenseQuery(jobFairsQueryOptions(organizationId));
};
