import { Button, Callout, NonIdealState } from '@blueprintjs/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { type ReactNode, useState } from 'react';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import { BoothLogo } from '../../../components/booth-logo';
import { useFairBooths } from '../../../api/get-fair-booths';
import { useRecruiters } from '../../../api/get-recruiters';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useLobbyFair } from '../api/lobby-fair';
import { useReorderBooths } from '../api/reorder-booths';
import { ADMIN_LOBBY_TEXTS } from '../admin-lobby-texts';
import '../admin-lobby.css';
import { EmptyQueueAlert } from './empty-queue-alert';
import { FairStatusTag } from './fair-status-tag';
import { SortableBoothCard } from './sortable-booth-card';
import { UploadLogoDialog } from './upload-logo-dialog';
import { LinkButton } from '../../../components/link-button';

/** The booths feature's 'Edit Booth' modal, handed in by the router (features do not import each other). */
export type EditBoothSlot = (props: {
  jobFairId: string;
  booth: BoothView;
  isOpen: boolean;
  onClose: () => void;
  onSaved: () => void;
}) => ReactNode;

/** The messages feature's Announcements and Clear Notifications buttons (spec 3 §2.2), handed in by the router. */
export type MessageActionsSlot = (jobFairId: string) => ReactNode;

type AdminLobbyPageProps = Readonly<{ orgId: string; jobFairId: string; editBooth: EditBoothSlot; messageActions: MessageActionsSlot }>;

const byOrder = (booths: readonly BoothView[]) => [...booths].sort((a, b) => a.sortOrder - b.sortOrder);

/** spec 3 §2.2 Event Lobby and §4 Lobby: the platform admin's booth grid of one fair, in sortOrder, reordered by dragging. */
export const AdminLobbyPage = ({ orgId, jobFairId, editBooth, messageActions }: AdminLobbyPageProps) => {
  const fair = useLobbyFair(orgId, jobFairId);
  const booths = useFairBooths(jobFairId);
  const recruiters = useRecruiters(orgId);
  const reorder = useReorderBooths(jobFairId);
  const [editing, setEditing] = useState<BoothView | null>(null);
  const [emptying, setEmptying] = useState<BoothView | null>(null);
  const [uploading, setUploading] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const sorted = byOrder(booths.data ?? []);
  const nameOf = (id: string | number) => sorted.find((booth) => booth.id === id)?.name ?? '';
  const placeOf = (id: string | number) => sorted.findIndex((booth) => booth.id === id) + 1;
  // Read to screen reader users in the booths' names, not dnd-kit's ids.
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${placeOf(active.id)} of ${sorted.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over position ${placeOf(over.id)} of ${sorted.length}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at position ${placeOf(over.id)} of ${sorted.length}.` : undefined,
    onDragCancel: ({ active }) => `Reordering cancelled; ${nameOf(active.id)} stays at position ${placeOf(active.id)}.`,
  };
  const names = new Map((recruiters.data ?? []).map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
  const recruiterNames = (booth: BoothView) =>
    [...new Set([...booth.recruiters, ...booth.subBooths.flatMap((group) => group.recruiters)])].flatMap((id) => {
      const name = names.get(id);
      return name ? [name] : [];
    });

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = sorted.map((booth) => booth.id);
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    reorder.mutate(next, {
      onSuccess: () => showToast({ intent: 'success', icon: 'tick', message: ADMIN_LOBBY_TEXTS.orderSaved }, 'booth-order'),
      onError: (error) =>
        showToast({ intent: 'danger', icon: 'error', message: isApiError(error) ? error.message : ADMIN_LOBBY_TEXTS.somethingWentWrong }),
    });
  };

  return (
    <section className="admin-lobby" aria-labelledby="admin-lobby-title">
      <header className="admin-lobby__header">
        <BoothLogo imageKey={fair.data.logoKey ?? null} name={fair.data.name} />
        <div className="admin-lobby__title">
          <span className="admin-lobby__eyebrow bp6-text-muted">{ADMIN_LOBBY_TEXTS.title}</span>
          <h2 id="admin-lobby-title" data-testid="admin-lobby-fair-name">
            {fair.data.name}
          </h2>
          <FairStatusTag status={fair.data.status} />
        </div>
        <div className="admin-lobby__toolbar" role="toolbar" aria-label={ADMIN_LOBBY_TEXTS.title}>
          {messageActions(jobFairId)}
          <Button icon="upload" text={ADMIN_LOBBY_TEXTS.uploadLogo} onClick={() => setUploading(true)} />
          <LinkButton
            icon="timeline-bar-chart"
            text={ADMIN_LOBBY_TEXTS.fairReport}
            to="/admin/fair-report/$orgId/$jobFairId"
            params={{ orgId, jobFairId }}
          />
        </div>
      </header>
      {booths.isPending ? (
        <p className="admin-lobby__loading" role="status">
          {ADMIN_LOBBY_TEXTS.loading}
        </p>
      ) : booths.isError ? (
        <Callout intent="danger">{ADMIN_LOBBY_TEXTS.loadFailed}</Callout>
      ) : sorted.length === 0 ? (
        <NonIdealState icon="shop" title={ADMIN_LOBBY_TEXTS.noBooths} />
      ) : (
        <>
          <p className="bp6-text-muted" id="admin-lobby-reorder-help">
            {ADMIN_LOBBY_TEXTS.reorderHelp}
          </p>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={dropped}
            accessibility={{ announcements, screenReaderInstructions: { draggable: ADMIN_LOBBY_TEXTS.reorderHelp } }}
          >
            <SortableContext items={sorted.map((booth) => booth.id)} strategy={rectSortingStrategy}>
              <div className="admin-lobby__grid" data-testid="admin-lobby-grid">
                {sorted.map((booth) => (
                  <SortableBoothCard
                    key={booth.id}
                    booth={booth}
                    recruiterNames={recruiterNames(booth)}
                    onManage={() => setEditing(booth)}
                    onEmptyQueue={() => setEmptying(booth)}
                  />
                ))}
              </div>
            </SortableContext>
          </DndContext>
        </>
      )}
      {editing &&
        editBooth({
          jobFairId,
          booth: editing,
          isOpen: true,
          onClose: () => setEditing(null),
          onSaved: () => showToast({ intent: 'success', icon: 'tick', message: `${editing.name} saved` }),
        })}
      <EmptyQueueAlert booth={emptying} onClose={() => setEmptying(null)} />
      <UploadLogoDialog
        orgId={orgId}
        jobFairId={jobFairId}
        logoKey={fair.data.logoKey}
        isOpen={uploading}
        onClose={() => setUploading(false)}
      />
    </section>
  );
};
