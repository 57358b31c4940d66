import { Tag, type Intent } from '@blueprintjs/core';
import type { JobFairTimeStatus } from '../../../../../domain/jobfair/time-status';

const INTENTS: Record<JobFairTimeStatus, Intent> = { Upcoming: 'primary', Started: 'success', ClosingSession: 'warning', Ended: 'none' };

/** The fair's time status as the server computed it when answering (spec 3 §4). */
export const FairStatusTag = ({ status }: { status: JobFairTimeStatus }) => (
  <Tag round intent={INTENTS[status]} data-testid="admin-lobby-fair-status">
    {status}
  </Tag>
);
