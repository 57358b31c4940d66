import { Tag } from '@blueprintjs/core';
import { useSnapshot } from 'valtio';
import { jobFairBadge, type JobFairSchedule } from '../../../../../domain/jobfair/time-status';
import { clockStore } from '../../../stores/clock-store';

/** spec 1 §4.1: the fair's time status, recomputed on every clock tick (1 s). */
export const JobFairStatusBadge = ({ fair, large = false }: { fair: JobFairSchedule; large?: boolean }) => {
  const { now } = useSnapshot(clockStore);
  const badge = jobFairBadge(fair, new Date(now));
  return (
    <Tag intent={badge.intent} size={large ? 'large' : 'medium'} round data-testid="job-fair-status" data-status={badge.status}>
      {badge.text}
    </Tag>
  );
};
