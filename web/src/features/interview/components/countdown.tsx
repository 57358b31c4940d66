import { Tag } from '@blueprintjs/core';
import { useSnapshot } from 'valtio';
import { clockStore } from '../../../stores/clock-store';
import { INTERVIEW_TEXTS } from '../interview-texts';

/** m:ss of what is left; never negative (the server ends the session when time runs out). */
export const formatRemaining = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The booth's interview length plus time added, counted down on the server's clock to the session's endsAt. */
export const Countdown = ({ endsAt }: { endsAt: string | null }) => {
  const { now } = useSnapshot(clockStore);
  if (!endsAt) return null;
  const left = Date.parse(endsAt) - now;
  return (
    <Tag large round minimal intent={left <= 60_000 ? 'danger' : 'primary'} icon="time" aria-label={INTERVIEW_TEXTS.timeLeft}>
      <span data-testid="interview-countdown">{formatRemaining(left)}</span>
    </Tag>
  );
};
