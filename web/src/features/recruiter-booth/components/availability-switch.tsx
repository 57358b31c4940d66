import { Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { jobFairTimeStatus } from '../../../../../domain/jobfair/time-status';
import { showToast } from '../../../lib/toaster';
import { clockStore } from '../../../stores/clock-store';
import { jobFairSelectionStore } from '../../../stores/job-fair-selection-store';
import { useSetAvailability } from '../api/set-availability';
import { RECRUITER_BOOTH_TEXTS } from '../recruiter-booth-texts';

type AvailabilitySwitchProps = Readonly<{ jobFairId: string; recruiterId: string; boothId: string }>;

/** spec 2 §4: off on load (pushed to the server), toggled by the recruiter, meaningful while the fair is Started or ClosingSession. */
export const AvailabilitySwitch = ({ jobFairId, recruiterId, boothId }: AvailabilitySwitchProps) => {
  const [available, setAvailable] = useState(false);
  const mutation = useSetAvailability();
  const { activeJobFair } = useSnapshot(jobFairSelectionStore);
  const { now } = useSnapshot(clockStore);
  const status = activeJobFair ? jobFairTimeStatus(activeJobFair, new Date(now)) : null;
  const meaningful = status === 'Started' || status === 'ClosingSession';

  const push = (isAvailableForChat: boolean) =>
    mutation.mutate(
      { jobFairId, recruiterId, boothId, isAvailableForChat },
      {
        onSuccess: (answer) => setAvailable(answer.isAvailableForChat),
        onError: (error) => showToast({ message: error.message, intent: 'danger' }),
      },
    );
  useEffect(() => {
    push(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobFairId, recruiterId, boothId]);

  return (
    <Switch
      className="availability-switch"
      large
      checked={available}
      disabled={!meaningful || mutation.isPending}
      labelElement={available ? RECRUITER_BOOTH_TEXTS.availabilityOn : RECRUITER_BOOTH_TEXTS.availabilityOff}
      alignIndicator="right"
      onChange={(event) => push(event.currentTarget.checked)}
      data-testid="availability-switch"
    />
  );
};
