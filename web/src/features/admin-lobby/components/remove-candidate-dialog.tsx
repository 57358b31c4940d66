import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import type { QueueEntryView } from '../../../../../domain/queue/queue-view';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useRemoveCandidate } from '../api/remove-candidate';
import { ADMIN_LOBBY_TEXTS } from '../admin-lobby-texts';
import { candidateName } from './candidate-name';

type RemoveCandidateDialogProps = Readonly<{ candidate: QueueEntryView | null; onClose: () => void }>;

/** The admin takes one waiting candidate out with a reason, which the candidate's booth page shows them. */
export const RemoveCandidateDialog = ({ candidate, onClose }: RemoveCandidateDialogProps) => {
  const remove = useRemoveCandidate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const error = tried && reason.trim() === '' ? ADMIN_LOBBY_TEXTS.reasonRequired : undefined;
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!candidate || reason.trim() === '') return;
    remove.mutate(
      { jobFairId: candidate.jobFairId, queueId: candidate.queueId, entryId: candidate.id, reason: reason.trim() },
      {
        onSuccess: () => {
          showToast({ intent: 'success', icon: 'tick', message: ADMIN_LOBBY_TEXTS.removed(candidateName(candidate)) });
          close();
        },
        onError: (failure) =>
          showToast({
            intent: 'danger',
            icon: 'error',
            message: isApiError(failure) ? failure.message : ADMIN_LOBBY_TEXTS.somethingWentWrong,
          }),
      },
    );
  };
  return (
    <Dialog isOpen={candidate !== null} onClose={close} title={ADMIN_LOBBY_TEXTS.removeTitle}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>{candidate && ADMIN_LOBBY_TEXTS.removeQuestion(candidateName(candidate))}</p>
          <TextField id="removal-reason" label={ADMIN_LOBBY_TEXTS.reason} value={reason} error={error} onChange={setReason} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={ADMIN_LOBBY_TEXTS.cancel} onClick={close} />
              <Button type="submit" intent="danger" text={ADMIN_LOBBY_TEXTS.remove} loading={remove.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
};
