import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { useServerClockOffset } from '../features/clock/api/get-server-time';
import { queryClient } from '../lib/query-client';
import { reconnectWhenOnline, socketClient } from '../lib/realtime';
import { setServerClockOffset, startClock } from '../stores/clock-store';
import { watchOnlineStatus } from '../stores/connection-store';
import { clearJobFairSelection, jobFairSelectionStore } from '../stores/job-fair-selection-store';
import { sessionStore } from '../stores/session-store';

/** The app's long-lived wiring: clock, online flag, the socket's life with the session, and re-guarding routes. */
export const useAppEffects = (): void => {
  const router = useRouter();
  const { session } = useSnapshot(sessionStore);
  const token = session?.accessToken ?? null;
  const rolesKey = session?.user.roles.join(',') ?? '';
  const offset = useServerClockOffset();

  useEffect(() => {
    const stopClock = startClock();
    const stopWatchingOnline = watchOnlineStatus();
    const stopReconnecting = reconnectWhenOnline();
    // The gateway learns which fair the user looks at whenever it changes (spec 1 §4.9 setUserId).
    const stopAnnouncing = subscribeKey(jobFairSelectionStore, 'activeJobFair', () => socketClient.announce());
    return () => {
      stopClock();
      stopWatchingOnline();
      stopReconnecting();
      stopAnnouncing();
    };
  }, []);

  useEffect(() => {
    if (offset.data !== undefined) setServerClockOffset(offset.data);
  }, [offset.data]);

  // One socket per session: a new token opens a new connection; signing out closes it and forgets server state.
  useEffect(() => {
    socketClient.stop();
    if (token) socketClient.start();
    else {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'serverClockOffset' });
      clearJobFairSelection();
    }
  }, [token]);

  // The root guard decides by session and roles: run it again when either changes (e.g. a 401 ended the session).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void router.invalidate();
  }, [router, token, rolesKey]);

  useEffect(() => () => socketClient.stop(), []);
};
