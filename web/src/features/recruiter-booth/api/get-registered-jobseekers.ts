import { useQuery } from '@tanstack/react-query';
import type { JobseekerRegistrationView } from '../../../../../domain/report/booth-report-view';
import { api } from '../../../api/api-client';

/** GET /api/organizations/jobseeker-registrations/{organizationId}?jobFairId= (spec 2 §7): 'Registered Jobseekers'. Read when the modal opens. */
export const useRegisteredJobseekers = (organizationId: string, jobFairId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['jobseekerRegistrations', organizationId, jobFairId],
    queryFn: () =>
      api.get<JobseekerRegistrationView[]>(`/organizations/jobseeker-registrations/${encodeURIComponent(organizationId)}`, {
        query: { jobFairId },
      }),
    enabled,
    // The modal shows its error line instead of waiting through retries.
    retry: false,
  });
