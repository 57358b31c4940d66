import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { connectionStore } from '../../stores/connection-store';
import { NAV_TEXTS } from './nav-texts';

/** How long the socket may be down (while it retries with backoff) before the user is told. */
export const INTERRUPTED_AFTER_MS = 15_000;
/** A video link that stays down this long (it renegotiates by itself meanwhile) is reported too. */
export const CALL_INTERRUPTED_AFTER_MS = 10_000;

/** spec 1 §2.4: the 'Connection interrupted' modal with 'Reload now'. */
export const ConnectionInterruptedDialog = () => {
  const { socketStatus, disconnectedSince, callInterruptedSince } = useSnapshot(connectionStore);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (disconnectedSince === null && callInterruptedSince === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [disconnectedSince, callInterruptedSince]);

  const socketDown = socketStatus === 'reconnecting' && disconnectedSince !== null && now - disconnectedSince >= INTERRUPTED_AFTER_MS;
  const callDown = callInterruptedSince !== null && now - callInterruptedSince >= CALL_INTERRUPTED_AFTER_MS;
  const interrupted = socketDown || callDown;
  return (
    <Dialog
      isOpen={interrupted}
      title={NAV_TEXTS.connectionInterrupted}
      icon="offline"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p>{socketDown ? NAV_TEXTS.connectionInterruptedMessage : NAV_TEXTS.callInterruptedMessage}</p>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={NAV_TEXTS.reloadNow} onClick={() => window.location.reload()} />} />
    </Dialog>
  );
};
