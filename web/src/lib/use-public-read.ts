import { useEffect, useEffectEvent, useState } from 'react';

export type PublicRead<T> =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: false; data: T; error: null }
  | { isPending: false; isError: true; data: undefined; error: Error };

const PENDING = { isPending: true, isError: false, data: undefined, error: null } as const;

/**
 * A public page's read, once per `key`, outside the query cache: the app drops every cached query while
 * signed out (use-app-effects), which would strand a signed-out page's query in flight.
 */
export const usePublicRead = <T>(key: string, read: () => Promise<T>): PublicRead<T> => {
  const [state, setState] = useState<PublicRead<T>>(PENDING);
  const readNow = useEffectEvent(read);
  useEffect(() => {
    let live = true;
    setState(PENDING);
    readNow().then(
      (data) => live && setState({ isPending: false, isError: false, data, error: null }),
      (error: Error) => live && setState({ isPending: false, isError: true, data: undefined, error }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
};
