import { useCallback, useSyncExternalStore } from 'react';
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { writtenAhead, type WrittenRow } from '../lib/written-ahead';
import { socketClient } from './realtime';

/**
 * The `select` of a live list's query: the server's rows with those this tab's commands wrote ahead of
 * them (lib/written-ahead.ts), merged again whenever what is kept changes, so the caller's own writes stay
 * shown whatever order the answers and the pushes arrive in.
 */
export const useWrittenAhead = <Row extends WrittenRow>(queryKey: QueryKey): ((rows: Row[]) => Row[]) => {
  const kept = useSyncExternalStore(writtenAhead.subscribe, writtenAhead.version);
  const list = hashKey(queryKey);
  return useCallback(
    (rows: Row[]) => writtenAhead.merge(queryKey, rows, socketClient.lastCheckpoint),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's hash stands for the key; `kept` is what makes the merged list change
    [list, kept],
  );
};
