import { proxy } from 'valtio';

// Live client state: is the browser online, and how is the websocket doing.
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export const connectionStore = proxy<{
  online: boolean;
  socketStatus: SocketStatus;
  disconnectedSince: number | null;
  callInterruptedSince: number | null;
}>({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  socketStatus: 'idle',
  disconnectedSince: null,
  /** Since when an interview's video link has been down (null while it is up or no call runs). */
  callInterruptedSince: null,
});

export const setCallInterrupted = (interrupted: boolean): void => {
  if (!interrupted) connectionStore.callInterruptedSince = null;
  else if (connectionStore.callInterruptedSince === null) connectionStore.callInterruptedSince = Date.now();
};

export const setSocketStatus = (status: SocketStatus): void => {
  connectionStore.socketStatus = status;
  if (status === 'open' || status === 'idle') connectionStore.disconnectedSince = null;
  else if (status === 'reconnecting' && connectionStore.disconnectedSince === null) connectionStore.disconnectedSince = Date.now();
};

/** Follows the browser's online/offline events; returns the unsubscribe. */
export const watchOnlineStatus = (): (() => void) => {
  const update = () => {
    connectionStore.online = navigator.onLine;
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
};
