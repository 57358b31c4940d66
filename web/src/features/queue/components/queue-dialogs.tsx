import { Alert, Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { LOBBY_TEXTS } from '../queue-texts';

/** spec 2 §5: the minimum-score refusal (THRESHOLD_ERROR) with both of its texts and the resume drop-off option. */
export const ThresholdDialog = ({ isOpen, onClose, onDropOff }: { isOpen: boolean; onClose: () => void; onDropOff: () => void }) => (
  <Dialog isOpen={isOpen} onClose={onClose} title={LOBBY_TEXTS.thresholdTitle}>
    <DialogBody>
      <p data-testid="threshold-refusal">{LOBBY_TEXTS.thresholdRefusal}</p>
      <p>{LOBBY_TEXTS.thresholdDetail}</p>
      <p>{LOBBY_TEXTS.dropOff}</p>
    </DialogBody>
    <DialogFooter
      actions={
        <>
          <Button text={LOBBY_TEXTS.clickHere} icon="document-share" onClick={onDropOff} />
          <Button intent="primary" text={LOBBY_TEXTS.ok} onClick={onClose} />
        </>
      }
    />
  </Dialog>
);

/** spec 2 §2.2: the leave-queue confirmation; the next in queue (priority 0) is told what they give up. */
export const LeaveQueueAlert = ({
  isOpen,
  isNext,
  leaving,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  isNext: boolean;
  leaving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) => (
  <Alert
    isOpen={isOpen}
    intent="danger"
    icon="log-out"
    confirmButtonText={LOBBY_TEXTS.leaveQueue}
    cancelButtonText={LOBBY_TEXTS.cancel}
    loading={leaving}
    onConfirm={onConfirm}
    onCancel={onCancel}
  >
    <p>{isNext ? LOBBY_TEXTS.leaveConfirmNext : LOBBY_TEXTS.leaveConfirm}</p>
  </Alert>
);
