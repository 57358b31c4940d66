import { Callout } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { QueueEntryView } from '../../../../../domain/queue/queue-view';
import { connectionStore } from '../../../stores/connection-store';
import { useConnectionGrace } from '../api/get-connection-grace';
import { LOBBY_TEXTS } from '../queue-texts';

/**
 * Beyond the spec: while the connection is down, a waiting candidate is told that the server keeps
 * their place for the grace period and how much of it is left. A called candidate (in interview) is
 * never removed for a lost connection, so they are not told this.
 */
export const ReconnectingBanner = ({ entries }: { entries: readonly QueueEntryView[] | undefined }) => {
  const { socketStatus, disconnectedSince, online } = useSnapshot(connectionStore);
  const grace = useConnectionGrace();
  const [now, setNow] = useState(() => Date.now());
  const lost = socketStatus === 'reconnecting' || !online;
  const waiting = (entries ?? []).some((entry) => entry.status !== 'IN_INTERVIEW');

  useEffect(() => {
    if (!lost) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [lost]);

  if (!lost || !waiting || grace.data === undefined) return null;
  const since = disconnectedSince ?? now;
  const graceSeconds = Math.round(grace.data / 1000);
  // The tick may lag the moment the socket dropped by up to a second: never count above the grace.
  const secondsLeft = Math.min(graceSeconds, Math.max(0, Math.ceil((since + grace.data - now) / 1000)));
  return (
    <Callout
      className="reconnecting-banner"
      intent="warning"
      icon="offline"
      title={LOBBY_TEXTS.reconnectingTitle}
      data-testid="reconnecting-banner"
    >
      <p>{LOBBY_TEXTS.placeKept(graceSeconds)}</p>
      <p data-testid="reconnecting-countdown">{secondsLeft > 0 ? LOBBY_TEXTS.placeKeptLeft(secondsLeft) : LOBBY_TEXTS.placeMayBeLost}</p>
    </Callout>
  );
};
