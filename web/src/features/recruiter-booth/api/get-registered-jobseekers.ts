import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobseekerRegistrationView } from '../../../../../domain/report/booth-report-view';
import { api } from '../../../api/api-client';
import { momentQuery } from '../../../api/report-moment-query';

export const registeredJobseekersQueryOptions = (organizationId: string, jobFairId: string, at: number | null) =>
  queryOptions({
    queryKey: ['jobseekerRegistrations', organizationId, jobFairId, at],
    queryFn: () =>
      api.get<JobseekerRegistrationView[]>(`/organizations/jobseeker-registrations/${encodeURIComponent(organizationId)}`, {
        query: { jobFairId, ...momentQuery(at) },
      }),
    // The modal shows its error line instead of waiting through retries.
    retry: false,
  });

/** GET /api/organizations/jobseeker-registrations/{organizationId}?jobFairId=[&at=] (spec 2 §7): 'Registered Jobseekers', now or by a moment. Read when the modal opens. */
export const useRegisteredJobseekers = (organizationId: string, jobFairId: string, at: number | null, enabled: boolean) =>
  useQuery({ ...registeredJobseekersQueryOptions(organizationId, jobFairId, at), enabled });
