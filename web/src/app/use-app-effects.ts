import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { restoreIdentityProviderSession } from '../features/auth/identity-session';
import { keepSessionFresh } from '../features/auth/keep-session-fresh';
import { useServerClockOffset } from '../features/clock/api/get-server-time';
import { queryClient } from '../lib/query-client';
import { dropWhenOffline, reauthenticateOnRefresh, reconnectWhenOnline, socketClient } from '../api/realtime';
import { setServerClockOffset, startClock } from '../stores/clock-store';
import { watchOnlineStatus } from '../stores/connection-store';
import { clearJobFairSelection, jobFairSelectionStore } from '../stores/job-fair-selection-store';
import { sessionStore } from '../stores/session-store';

/** The app's long-lived wiring: clock, online flag, token refresh, the socket's life with the session, and re-guarding routes. */
export const useAppEffects = (): void => {
  const router = useRouter();
  const { session, storedUntil } = useSnapshot(sessionStore);
  // One sign-in, whatever its current token: a refreshed token must not reopen the socket.
  const signInKey = session ? `${session.user.userId}|${storedUntil}` : null;
  const rolesKey = session?.user.roles.join(',') ?? '';
  const offset = useServerClockOffset();

  useEffect(() => {
    const stopClock = startClock();
    const stopWatchingOnline = watchOnlineStatus();
    const stopReconnecting = reconnectWhenOnline();
    const stopDropping = dropWhenOffline();
    const stopRefreshing = keepSessionFresh();
    const stopReauthenticating = reauthenticateOnRefresh();
    void restoreIdentityProviderSession();
    // The gateway learns which fair the user looks at whenever it changes (spec 1 §4.9 setUserId).
    const stopAnnouncing = subscribeKey(jobFairSelectionStore, 'activeJobFair', () => socketClient.announce());
    return () => {
      stopClock();
      stopWatchingOnline();
      stopReconnecting();
      stopDropping();
      stopRefreshing();
      stopReauthenticating();
      stopAnnouncing();
    };
  }, []);

  useEffect(() => {
    if (offset.data !== undefined) setServerClockOffset(offset.data);
  }, [offset.data]);

  // One socket per sign-in: a new sign-in opens a new connection (a refreshed token is handed to it, and
  // used at the next reconnect); signing out closes it and forgets server state.
  useEffect(() => {
    socketClient.stop();
    if (signInKey) socketClient.start();
    else {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'serverClockOffset' });
      clearJobFairSelection();
    }
  }, [signInKey]);

  // The root guard decides by session and roles: run it again when either changes (e.g. a 401 ended the session).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void router.invalidate();
  }, [router, signInKey, rolesKey]);

  useEffect(() => () => socketClient.stop(), []);
};
