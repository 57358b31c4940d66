import { useEffect } from 'react';
import type { SubscriptionName } from '../../../domain/realtime/protocol';
import { socketClient } from './realtime';

/** Keeps a gateway subscription open while the component is mounted; pushes land in the query cache. */
export const useLiveSubscription = (name: SubscriptionName, props: Record<string, string> | null): void => {
  const key = props ? JSON.stringify(props) : null;
  useEffect(() => {
    if (!key) return undefined;
    return socketClient.subscribe(name, JSON.parse(key) as Record<string, string>);
  }, [name, key]);
};
