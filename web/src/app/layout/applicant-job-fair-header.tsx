import { useEffect } from 'react';
import { JobFairStatusBadge } from '../../features/jobfairs/components/job-fair-status-badge';
import { useSeekerFair } from '../../features/queue/api/get-seeker-fair';
import { setActiveJobFair } from '../../stores/job-fair-selection-store';

/** Job seekers: the status badge of the fair named in the URL (spec 1 §2.4). */
export const ApplicantJobFairHeader = ({ organizationId, jobFairId }: { organizationId: string | null; jobFairId: string | null }) => {
  // Job seekers belong to no organization: GET /api/jobfairs/{id} answers them while the fair is activated.
  const fair = useSeekerFair(jobFairId);
  const data = jobFairId && fair.data?.companyId === organizationId ? fair.data : undefined;

  useEffect(() => {
    setActiveJobFair(data ?? null);
  }, [data]);

  return data ? <JobFairStatusBadge fair={data} /> : null;
};
