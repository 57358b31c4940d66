import { NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import { jobFairSelectionStore } from '../../../stores/job-fair-selection-store';
import { sessionStore } from '../../../stores/session-store';
import { useRecruiterBooths } from '../api/get-recruiter-booths';
import { RECRUITER_BOOTH_TEXTS } from '../recruiter-booth-texts';

export type AssignedBooth = Readonly<{ jobFairId: string; booth: BoothView; recruiterId: string; refetch: () => void }>;

/**
 * The signed-in recruiter's booth in the selected fair, handed to `children`; otherwise what every
 * recruiter page shows instead (spec 2 §2.1): no fair selected, loading, or 'Oh snap! …' with no booth.
 */
export const WithAssignedBooth = ({ children }: { children: (assigned: AssignedBooth) => ReactNode }) => {
  const { session } = useSnapshot(sessionStore);
  const { activeJobFair } = useSnapshot(jobFairSelectionStore);
  const jobFairId = activeJobFair?.id ?? null;
  const booths = useRecruiterBooths(jobFairId, session?.user.userId ?? null);

  if (!jobFairId) return <NonIdealState icon="calendar" title={RECRUITER_BOOTH_TEXTS.noFair} />;
  if (booths.isPending) return <Spinner className="page-spinner" size={40} />;
  const booth = booths.data?.[0];
  if (!booth)
    return <NonIdealState icon="warning-sign" title={RECRUITER_BOOTH_TEXTS.noBoothTitle} description={RECRUITER_BOOTH_TEXTS.noBoothHint} />;
  return <>{children({ jobFairId, booth, recruiterId: session!.user.userId, refetch: () => void booths.refetch() })}</>;
};
