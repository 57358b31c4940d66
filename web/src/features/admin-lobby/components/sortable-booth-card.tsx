import { Button, Card, Icon, Tag } from '@blueprintjs/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from '@tanstack/react-router';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import { BoothLogo } from '../../../components/booth-logo';
import { ADMIN_LOBBY_TEXTS } from '../admin-lobby-texts';

type SortableBoothCardProps = Readonly<{
  booth: BoothView;
  /** The assigned recruiters' names, booth and groups (spec 3 §2.2). */
  recruiterNames: readonly string[];
  onManage: () => void;
  onEmptyQueue: () => void;
}>;

/**
 * One card of the Event Lobby (spec 3 §2.2): logo, name, description, interview duration, minimum score,
 * recruiters, the Featured ribbon, Manage Booth and Empty Queue. Dragged by its handle only, so the
 * buttons stay buttons; the handle is a real button the keyboard sensor picks up.
 */
export const SortableBoothCard = ({ booth, recruiterNames, onManage, onEmptyQueue }: SortableBoothCardProps) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: booth.id });
  return (
    <div
      ref={setNodeRef}
      className="admin-lobby__cell"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-dragging={isDragging || undefined}
    >
      <Card
        className="admin-booth-card"
        elevation={isDragging ? 3 : 1}
        role="article"
        aria-label={booth.name}
        data-testid="admin-booth-card"
      >
        {booth.isFeatured && (
          <span className="admin-booth-card__ribbon" data-testid="booth-featured">
            {ADMIN_LOBBY_TEXTS.featured}
          </span>
        )}
        <div className="admin-booth-card__header">
          <BoothLogo imageKey={booth.companyImageUrl} name={booth.name} />
          {/* A plain button with Blueprint's classes: Blueprint's Button cancels Space on keydown before any
              handler of ours runs, which kept dnd-kit's keyboard sensor from ever starting a drag. */}
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="bp6-button bp6-minimal admin-booth-card__handle"
            aria-label={ADMIN_LOBBY_TEXTS.reorderHandle(booth.name)}
            data-testid="booth-drag-handle"
            {...attributes}
            {...listeners}
          >
            <Icon icon="drag-handle-vertical" />
          </button>
        </div>
        <h3 className="admin-booth-card__name">
          <Link to="/admin/lobby/booth/$boothId" params={{ boothId: booth.id }}>
            {booth.name}
          </Link>
        </h3>
        <p className="admin-booth-card__description">{booth.description}</p>
        <div className="admin-booth-card__facts">
          <Tag minimal icon="time">
            {ADMIN_LOBBY_TEXTS.interviewDuration(booth.chatDuration)}
          </Tag>
          <Tag minimal icon="numerical">
            {ADMIN_LOBBY_TEXTS.minimumScore(booth.minimumScore)}
          </Tag>
        </div>
        <p className="admin-booth-card__recruiters" data-testid="booth-recruiters">
          {recruiterNames.length === 0 ? (
            ADMIN_LOBBY_TEXTS.noRecruiters
          ) : (
            <>
              <strong>{ADMIN_LOBBY_TEXTS.recruitersLabel}</strong> {recruiterNames.join(', ')}
            </>
          )}
        </p>
        <div className="admin-booth-card__actions">
          <Button intent="primary" icon="edit" text={ADMIN_LOBBY_TEXTS.manageBooth} onClick={onManage} />
          <Button intent="danger" variant="outlined" icon="trash" text={ADMIN_LOBBY_TEXTS.emptyQueue} onClick={onEmptyQueue} />
        </div>
      </Card>
    </div>
  );
};
