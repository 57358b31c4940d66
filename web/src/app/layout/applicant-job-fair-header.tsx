import { useEffect } from 'react';
import { useJobFair } from '../../features/jobfairs/api/get-job-fair';
import { JobFairStatusBadge } from '../../features/jobfairs/components/job-fair-status-badge';
import { setActiveJobFair } from '../../stores/job-fair-selection-store';

/** Job seekers: the status badge of the fair named in the URL (spec 1 §2.4). */
export const ApplicantJobFairHeader = ({ organizationId, jobFairId }: { organizationId: string | null; jobFairId: string | null }) => {
  const fair = useJobFair(organizationId, jobFairId);
  const data = jobFairId ? fair.data : undefined;

  useEffect(() => {
    setActiveJobFair(data ?? null);
  }, [data]);

  return data ? <JobFairStatusBadge fair={data} /> : null;
};
