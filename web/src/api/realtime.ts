import { subscribeKey } from 'valtio/utils';
import { jobFairTimeStatus } from '../../../domain/jobfair/time-status';
import { setSocketStatus } from '../stores/connection-store';
import { clockStore } from '../stores/clock-store';
import { jobFairSelectionStore } from '../stores/job-fair-selection-store';
import { endSession, sessionStore } from '../stores/session-store';
import { queryClient } from '../lib/query-client';
import { primaryRole } from '../lib/role-area';
import { liveQueryKey, SocketClient } from '../lib/socket-client';
import { writtenAhead } from '../lib/written-ahead';

const socketUrl = (): string | null => {
  const token = sessionStore.session?.accessToken;
  if (!token) return null;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/ws?token=${encodeURIComponent(token)}`;
};

/** The tab's one live connection, started by the signed-in shell and stopped on sign-out. */
export const socketClient = new SocketClient({
  url: socketUrl,
  queryClient,
  identity: () => {
    const user = sessionStore.session?.user;
    if (!user) return null;
    const fair = jobFairSelectionStore.activeJobFair;
    const status = fair ? jobFairTimeStatus(fair, new Date(clockStore.now)) : null;
    return {
      userId: user.userId,
      role: primaryRole(user.roles) ?? 'Unknown',
      organizationId: user.organizationId,
      jobFairId: fair?.id ?? null,
      jobFairLive: status === 'Started' || status === 'ClosingSession',
    };
  },
  onStatus: setSocketStatus,
  onSignedOut: endSession,
  online: () => navigator.onLine,
  onServerError: (message) => console.warn('[socket]', message.subscriptionName ?? '', message.status, message.message),
});

// Rows written ahead of the live lists follow the socket's reopenings, lists and checkpoint (lib/written-ahead.ts).
socketClient.onOpen(writtenAhead.socketOpened);
socketClient.onData((name, props) => {
  writtenAhead.listArrived(liveQueryKey(name, props));
  writtenAhead.socketAdvanced(socketClient.lastCheckpoint);
});

/** When the browser comes back online the socket reconnects at once instead of waiting out its backoff. */
export const reconnectWhenOnline = (): (() => void) => {
  const onOnline = () => socketClient.reconnectNow();
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
};

/**
 * A browser that reports itself offline has lost the network even if its socket has not noticed yet
 * (and emulated offline leaves sockets open): dropping it at once starts the server's grace period
 * now and shows the reconnecting banner.
 */
export const dropWhenOffline = (): (() => void) => {
  const onOffline = () => socketClient.drop();
  window.addEventListener('offline', onOffline);
  return () => window.removeEventListener('offline', onOffline);
};

/** Each refreshed access token goes to the open socket too (a new sign-in opens a new socket instead). */
export const reauthenticateOnRefresh = (): (() => void) => {
  let token = sessionStore.session?.accessToken;
  return subscribeKey(sessionStore, 'session', (session) => {
    if (!session || session.accessToken === token) return;
    token = session.accessToken;
    socketClient.reauthenticate(token);
  });
};
