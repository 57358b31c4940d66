import { Alert, Button } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../../lib/toaster';
import { useClearNotifications } from '../api/send-messages';
import { MESSAGES_TEXTS } from '../messages-texts';

/** spec 3 §2.2 Clear Notifications, with §8's success and failure alerts; asked first, since it cannot be undone. */
export const ClearNotificationsButton = ({ jobFairId, disabled }: { jobFairId: string; disabled?: boolean }) => {
  const [asking, setAsking] = useState(false);
  const clear = useClearNotifications();
  return (
    <>
      <Button icon="notifications-snooze" text={MESSAGES_TEXTS.clearNotifications} onClick={() => setAsking(true)} disabled={disabled} />
      <Alert
        isOpen={asking}
        icon="trash"
        intent="danger"
        cancelButtonText={MESSAGES_TEXTS.cancel}
        confirmButtonText={MESSAGES_TEXTS.clear}
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
      </Alert>
    </>
  );
};
