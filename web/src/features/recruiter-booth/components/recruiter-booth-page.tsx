import { Button, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { jobFairSelectionStore } from '../../../stores/job-fair-selection-store';
import { sessionStore } from '../../../stores/session-store';
import { useBoothQueue } from '../api/get-booth-queue';
import { useRecruiterBooths } from '../api/get-recruiter-booths';
import { RECRUITER_BOOTH_TEXTS, REFRESH_LOCK_MS } from '../recruiter-booth-texts';
import '../recruiter-booth.css';
import { BoothPeople } from '../../../components/presence/booth-people';
import { AvailabilitySwitch } from './availability-switch';
import { InterviewEndedDialog } from './interview-ended-dialog';
import { QueueList } from './queue-list';

/** spec 2 §2.1: the recruiter's booth dashboard for the selected fair. */
export const RecruiterBoothPage = () => {
  const { session } = useSnapshot(sessionStore);
  const { activeJobFair } = useSnapshot(jobFairSelectionStore);
  const jobFairId = activeJobFair?.id ?? null;
  const booths = useRecruiterBooths(jobFairId, session?.user.userId ?? null);

  if (!jobFairId) return <NonIdealState icon="calendar" title={RECRUITER_BOOTH_TEXTS.noFair} />;
  if (booths.isPending) return <Spinner className="page-spinner" size={40} />;
  const booth = booths.data?.[0];
  if (!booth) return <NonIdealState icon="warning-sign" title={RECRUITER_BOOTH_TEXTS.noBoothTitle} description={RECRUITER_BOOTH_TEXTS.noBoothHint} />;
  return <BoothDashboard jobFairId={jobFairId} boothId={booth.id} boothName={booth.name} recruiterId={session!.user.userId} />;
};

const BoothDashboard = ({ jobFairId, boothId, boothName, recruiterId }: { jobFairId: string; boothId: string; boothName: string; recruiterId: string }) => {
  const queue = useBoothQueue(jobFairId, boothId);
  const [lockedUntil, setLockedUntil] = useState(0);
  useEffect(() => {
    if (lockedUntil === 0) return undefined;
    const timer = setTimeout(() => setLockedUntil(0), Math.max(0, lockedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [lockedUntil]);
  const candidates = queue.data ?? [];
  // Offers and ends change availability on the server; remounting the switch reads it off again.
  const [switchKey, setSwitchKey] = useState(0);
  const resync = useCallback(() => setSwitchKey((key) => key + 1), []);

  return (
    <section className="recruiter-booth" aria-label={boothName}>
      <div className="recruiter-booth__header">
        <h2 data-testid="recruiter-booth-name">{boothName}</h2>
        <AvailabilitySwitch key={switchKey} jobFairId={jobFairId} recruiterId={recruiterId} boothId={boothId} />
        <InterviewEndedDialog jobFairId={jobFairId} recruiterId={recruiterId} onSessionChange={resync} />
        <Button
          icon="refresh"
          text={RECRUITER_BOOTH_TEXTS.refreshQueue}
          disabled={lockedUntil !== 0}
          onClick={() => {
            setLockedUntil(Date.now() + REFRESH_LOCK_MS);
            void queue.refetch();
          }}
        />
      </div>
      <div className="recruiter-booth__columns">
        <Card className="recruiter-booth__queue">
          <h3 data-testid="recruiter-queue-title">{RECRUITER_BOOTH_TEXTS.queueTitle(candidates.length)}</h3>
          {queue.isPending ? <Spinner size={24} /> : <QueueList candidates={candidates} />}
        </Card>
        <Card className="recruiter-booth__team">
          <BoothPeople jobFairId={jobFairId} boothId={boothId} variant="team" />
        </Card>
      </div>
    </section>
  );
};
