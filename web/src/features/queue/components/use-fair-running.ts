import { useSnapshot } from 'valtio';
import { jobFairTimeStatus, type JobFairTimeStatus } from '../../../../../domain/jobfair/time-status';
import { clockStore } from '../../../stores/clock-store';
import { useSeekerFair } from '../api/get-seeker-fair';

/** The fair's time status on the platform clock, every second (spec 1 §4.1); queues open only while Started. */
export const useFairTimeStatus = (jobFairId: string): JobFairTimeStatus | null => {
  const fair = useSeekerFair(jobFairId).data;
  const { now } = useSnapshot(clockStore);
  return fair ? jobFairTimeStatus(fair, new Date(now)) : null;
};
