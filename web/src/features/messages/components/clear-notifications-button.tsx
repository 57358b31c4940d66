import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../../lib/toaster';
import { useClearNotifications } from '../api/send-messages';
import { MESSAGES_TEXTS } from '../messages-texts';
import { ConfirmDeleteAlert } from '../../../components/confirm-delete-alert';

/** spec 3 §2.2 Clear Notifications, with §8's success and failure alerts; asked first, since it cannot be undone. */
export const ClearNotificationsButton = ({ jobFairId, disabled }: { jobFairId: string; disabled?: boolean }) => {
  const [asking, setAsking] = useState(false);
  const clear = useClearNotifications();
  return (
    <>
      <Button icon="notifications-snooze" text={MESSAGES_TEXTS.clearNotifications} onClick={() => setAsking(true)} disabled={disabled} />
      <ConfirmDeleteAlert
        isOpen={asking}
        cancelText={MESSAGES_TEXTS.cancel}
        confirmText={MESSAGES_TEXTS.clear}
        loading={clear.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          clear.mutate(jobFairId, {
            onSuccess: () => showToast({ intent: 'success', icon: 'tick', message: MESSAGES_TEXTS.cleared(jobFairId) }),
            onError: () => showToast({ intent: 'danger', icon: 'error', message: MESSAGES_TEXTS.clearFailed(jobFairId) }),
            onSettled: () => setAsking(false),
          })
        }
      >
        <p>{MESSAGES_TEXTS.clearQuestion}</p>
      </ConfirmDeleteAlert>
    </>
  );
};
