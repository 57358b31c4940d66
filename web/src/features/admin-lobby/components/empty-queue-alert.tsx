import type { BoothView } from '../../../../../domain/booth/booth-view';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useEmptyQueue } from '../api/empty-queue';
import { ADMIN_LOBBY_TEXTS } from '../admin-lobby-texts';
import { ConfirmDeleteAlert } from '../../../components/confirm-delete-alert';

type EmptyQueueAlertProps = Readonly<{ booth: BoothView | null; onClose: () => void }>;

/** spec 3 §2.2: 'Are you sure you want to empty booth?'; every waiting candidate is told live on their booth page. */
export const EmptyQueueAlert = ({ booth, onClose }: EmptyQueueAlertProps) => {
  const empty = useEmptyQueue();
  const confirm = () => {
    if (!booth) return;
    empty.mutate(
      { jobFairId: booth.jobFairId, boothId: booth.id },
      {
        onSuccess: ({ removed }) => showToast({ intent: 'success', icon: 'tick', message: ADMIN_LOBBY_TEXTS.emptied(removed) }),
        onError: (error) =>
          showToast({ intent: 'danger', icon: 'error', message: isApiError(error) ? error.message : ADMIN_LOBBY_TEXTS.somethingWentWrong }),
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDeleteAlert
      isOpen={booth !== null}
      confirmText={ADMIN_LOBBY_TEXTS.yes}
      cancelText={ADMIN_LOBBY_TEXTS.cancel}
      loading={empty.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p data-testid="empty-queue-question">{ADMIN_LOBBY_TEXTS.emptyQueueQuestion}</p>
    </ConfirmDeleteAlert>
  );
};
