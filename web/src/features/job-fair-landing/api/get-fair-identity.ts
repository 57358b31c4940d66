import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrgJobFairInfo } from './get-org-job-fair-info';

// The signed-in job seeker's pages read the same public answer as the landing, through the query cache:
// signed in, the cache is not dropped under it (use-app-effects clears it only on sign-out).
const IDENTITY_FRESH_MS = 10 * 60 * 1000;

export const fairIdentityQueryOptions = (orgId: string | null, jobFairId: string | null) =>
  queryOptions({
    queryKey: ['fairIdentity', orgId, jobFairId],
    queryFn: () => getOrgJobFairInfo(orgId!, jobFairId!),
    // Shorter than the hour its signed logo link lasts.
    staleTime: IDENTITY_FRESH_MS,
    retry: false,
  });

/** The fair's name, organiser, logo link, brand colour and sponsor, for the job seeker's frame. */
export const useFairIdentity = (orgId: string | null, jobFairId: string | null) =>
  useQuery({ ...fairIdentityQueryOptions(orgId, jobFairId), enabled: Boolean(orgId && jobFairId) });
