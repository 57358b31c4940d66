import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { connectionStore } from '../../stores/connection-store';
import { NAV_TEXTS } from './nav-texts';

/** How long the socket may be down (while it retries with backoff) before the user is told. */
export const INTERRUPTED_AFTER_MS = 15_000;

/** spec 1 §2.4: the 'Connection interrupted' modal with 'Reload now'. */
export const ConnectionInterruptedDialog = () => {
  const { socketStatus, disconnectedSince } = useSnapshot(connectionStore);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (disconnectedSince === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [disconnectedSince]);

  const interrupted = socketStatus === 'reconnecting' && disconnectedSince !== null && now - disconnectedSince >= INTERRUPTED_AFTER_MS;
  return (
    <Dialog isOpen={interrupted} title={NAV_TEXTS.connectionInterrupted} icon="offline" isCloseButtonShown={false} canEscapeKeyClose={false} canOutsideClickClose={false}>
      <DialogBody>
        <p>{NAV_TEXTS.connectionInterruptedMessage}</p>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={NAV_TEXTS.reloadNow} onClick={() => window.location.reload()} />} />
    </Dialog>
  );
};
