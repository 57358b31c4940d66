import { Button, Card, Spinner } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import { queuesServedBy, queuesShownTo } from '../../../../../domain/queue/booth-groups';
import { useBoothQueue } from '../../../api/get-booth-queue';
import { RECRUITER_BOOTH_TEXTS, REFRESH_LOCK_MS } from '../recruiter-booth-texts';
import '../recruiter-booth.css';
import { BoothPeople } from '../../../components/presence/booth-people';
import { WithAssignedBooth } from './assigned-booth';
import { AvailabilitySwitch } from './availability-switch';
import { InterviewEndedDialog } from './interview-ended-dialog';
import { QueueList } from './queue-list';

/** The 'Edit Booth' modal behind Booth Info (spec 2 §2.1), given by the app so this feature need not import the booth form's. */
export type EditBoothSlot = (
  props: Readonly<{ jobFairId: string; booth: BoothView; isOpen: boolean; onClose: () => void; onSaved: () => void }>,
) => ReactNode;

/** The messages feature's 'Broadcast message' button and dialog (spec 2 §2.1), given by the app. */
export type BroadcastSlot = (props: Readonly<{ jobFairId: string; boothId: string }>) => ReactNode;

/** spec 2 §2.1: the recruiter's booth dashboard for the selected fair. */
export const RecruiterBoothPage = ({ editBooth, broadcast }: { editBooth: EditBoothSlot; broadcast: BroadcastSlot }) => (
  <WithAssignedBooth>
    {({ jobFairId, booth, recruiterId, refetch }) => (
      <BoothDashboard
        jobFairId={jobFairId}
        booth={booth}
        recruiterId={recruiterId}
        editBooth={editBooth}
        broadcast={broadcast}
        onBoothSaved={refetch}
      />
    )}
  </WithAssignedBooth>
);

type BoothDashboardProps = Readonly<{
  jobFairId: string;
  booth: BoothView;
  recruiterId: string;
  editBooth: EditBoothSlot;
  broadcast: BroadcastSlot;
  onBoothSaved: () => void;
}>;

const BoothDashboard = ({ jobFairId, booth, recruiterId, editBooth, broadcast, onBoothSaved }: BoothDashboardProps) => {
  const navigate = useNavigate();
  const boothId = booth.id;
  const queue = useBoothQueue(jobFairId, boothId);
  const [editing, setEditing] = useState(false);
  // spec 2 §3 Group: the recruiter sees their groups' queues; one group's recruiter sees the merged booth 'Parent > Sub'.
  const shown = queuesShownTo(boothId, booth, recruiterId);
  const ownGroups = booth.subBooths.filter((group) => queuesServedBy(boothId, booth, recruiterId).includes(`${boothId}-${group.id}`));
  const boothName = ownGroups.length === 1 ? RECRUITER_BOOTH_TEXTS.groupName(booth.name, ownGroups[0]!.name) : booth.name;
  const groupNames = new Map(booth.subBooths.map((group) => [`${boothId}-${group.id}`, group.name]));
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
        <Button icon="edit" text={RECRUITER_BOOTH_TEXTS.boothInfo} onClick={() => setEditing(true)} />
        <Button
          icon="eye-open"
          text={RECRUITER_BOOTH_TEXTS.boothPreview}
          onClick={() => void navigate({ to: '/recruiter/booth-preview/$boothId', params: { boothId } })}
        />
        <Button
          icon="refresh"
          text={RECRUITER_BOOTH_TEXTS.refreshQueue}
          disabled={lockedUntil !== 0}
          onClick={() => {
            setLockedUntil(Date.now() + REFRESH_LOCK_MS);
            void queue.refetch();
          }}
        />
        {broadcast({ jobFairId, boothId })}
      </div>
      <div className="recruiter-booth__columns">
        <div className="recruiter-booth__main">
          {shown.map((queueId) => {
            const waiting = candidates.filter((candidate) => candidate.queueId === queueId);
            return (
              <Card key={queueId} className="recruiter-booth__queue" data-testid="recruiter-queue">
                {groupNames.has(queueId) && <p className="recruiter-booth__group-name">{groupNames.get(queueId)}</p>}
                <h3 data-testid="recruiter-queue-title">{RECRUITER_BOOTH_TEXTS.queueTitle(waiting.length)}</h3>
                {queue.isPending ? <Spinner size={24} /> : <QueueList candidates={waiting} recruiterId={recruiterId} />}
              </Card>
            );
          })}
        </div>
        <Card className="recruiter-booth__team">
          <BoothPeople jobFairId={jobFairId} boothId={boothId} variant="team" />
        </Card>
      </div>
      {editBooth({ jobFairId, booth, isOpen: editing, onClose: () => setEditing(false), onSaved: onBoothSaved })}
    </section>
  );
};
