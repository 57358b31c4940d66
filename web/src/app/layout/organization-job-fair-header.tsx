import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useJobFairs } from '../../features/jobfairs/api/get-job-fairs';
import { JobFairSelector } from '../../features/jobfairs/components/job-fair-selector';
import { JobFairStatusBadge } from '../../features/jobfairs/components/job-fair-status-badge';
import { selectedJobFair, sortByStart } from '../../features/jobfairs/job-fair-selection';
import { clockStore } from '../../stores/clock-store';
import { chooseJobFair, jobFairSelectionStore, setActiveJobFair } from '../../stores/job-fair-selection-store';

/** Employer admins and recruiters: the selector over the organization's fairs (disabled during an interview), and the chosen fair's badge. */
export const OrganizationJobFairHeader = ({ organizationId, disabled }: { organizationId: string | null; disabled: boolean }) => {
  const fairs = useJobFairs(organizationId);
  const { chosenJobFairId } = useSnapshot(jobFairSelectionStore);
  const { now } = useSnapshot(clockStore);
  const list = sortByStart(fairs.data ?? []);
  const selected = selectedJobFair(list, chosenJobFairId, new Date(now));

  useEffect(() => {
    setActiveJobFair(selected);
  }, [selected]);

  return (
    <>
      <JobFairSelector fairs={list} selectedId={selected?.id ?? null} onChoose={chooseJobFair} disabled={disabled} />
      {selected && <JobFairStatusBadge fair={selected} />}
    </>
  );
};
