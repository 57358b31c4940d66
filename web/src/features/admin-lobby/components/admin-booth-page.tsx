import { Button, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import type { QueueEntryView } from '../../../../../domain/queue/queue-view';
import { useBoothQueue } from '../../../api/get-booth-queue';
import { useAdminBooth } from '../api/get-admin-booth';
import { ADMIN_LOBBY_TEXTS } from '../admin-lobby-texts';
import '../admin-lobby.css';
import type { EditBoothSlot } from './admin-lobby-page';
import { BoothQueueTable } from './booth-queue-table';
import { EmptyQueueAlert } from './empty-queue-alert';
import { RemoveCandidateDialog } from './remove-candidate-dialog';

type AdminBoothPageProps = Readonly<{
  boothId: string;
  /** The job seeker's booth page as a preview, handed in by the router. */
  seekerView: (booth: BoothView) => ReactNode;
  editBooth: EditBoothSlot;
}>;

const LiveQueue = ({ booth, onRemove }: { booth: BoothView; onRemove: (candidate: QueueEntryView) => void }) => {
  const queue = useBoothQueue(booth.jobFairId, booth.id);
  const candidates = queue.data ?? [];
  return (
    <Card className="admin-booth__queue-card">
      <h3>{ADMIN_LOBBY_TEXTS.queueTitle(candidates.length)}</h3>
      {queue.isPending ? <Spinner size={24} /> : <BoothQueueTable candidates={candidates} onRemove={onRemove} />}
    </Card>
  );
};

/**
 * spec 3 §2.2 /lobby/booth/:boothId (content not shown by the spec): the booth as job seekers see it, its
 * live queue, and the admin's actions (Manage Booth, Empty Queue, remove one candidate with a reason).
 */
export const AdminBoothPage = ({ boothId, seekerView, editBooth }: AdminBoothPageProps) => {
  const booth = useAdminBooth(boothId);
  const [editing, setEditing] = useState(false);
  const [emptying, setEmptying] = useState(false);
  const [removing, setRemoving] = useState<QueueEntryView | null>(null);

  if (booth.isPending) return <Spinner className="page-spinner" size={40} />;
  if (!booth.data) return <NonIdealState icon="shop" title={ADMIN_LOBBY_TEXTS.noBooths} />;
  const current = booth.data;
  return (
    <section className="admin-booth" aria-label={current.name}>
      <header className="admin-lobby__header">
        <Link to="/admin/lobby/$orgId/$jobFairId" params={{ orgId: current.organizationId, jobFairId: current.jobFairId }}>
          {ADMIN_LOBBY_TEXTS.backToLobby}
        </Link>
        <div className="admin-lobby__toolbar" role="toolbar" aria-label={current.name}>
          <Button intent="primary" icon="edit" text={ADMIN_LOBBY_TEXTS.manageBooth} onClick={() => setEditing(true)} />
          <Button intent="danger" variant="outlined" icon="trash" text={ADMIN_LOBBY_TEXTS.emptyQueue} onClick={() => setEmptying(true)} />
        </div>
      </header>
      <LiveQueue booth={current} onRemove={setRemoving} />
      {seekerView(current)}
      {editing &&
        editBooth({
          jobFairId: current.jobFairId,
          booth: current,
          isOpen: true,
          onClose: () => setEditing(false),
          onSaved: () => void booth.refetch(),
        })}
      <EmptyQueueAlert booth={emptying ? current : null} onClose={() => setEmptying(false)} />
      <RemoveCandidateDialog candidate={removing} onClose={() => setRemoving(null)} />
    </section>
  );
};
