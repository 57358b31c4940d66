import { hashKey, type QueryKey } from '@tanstack/react-query';
import { compareCheckpoints, type Checkpoint } from '../../../domain/shared/event';

/**
 * Rows written ahead of the live lists (docs/read-side.md "Read your writes", the client's half): a
 * command's answer goes out before the read models apply it, so a push read just before them can reach
 * the tab after the answer and undo it on screen. The command's caller notes the rows its answer added to
 * or removed from a live list (keyed by the list's live query key, with the answer's checkpoint); every
 * reader of that list merges them into the server's rows (react-query `select`) until the server's list
 * says the same by itself:
 *
 * - an added row until the list holds a row of its id, or
 * - either kind once the socket has passed its checkpoint (a push's checkpoint is the position up to
 *   which the tab has been sent every change of all its subscriptions) and that list has arrived on the
 *   current socket.
 *
 * Why the list must have come on the current socket: after a reconnect the cached list is the old
 * socket's, and a frame of another subscription may claim a checkpoint before the list is read again.
 * Three simpler rules fail: releasing on the checkpoint alone (a row removed by someone else while the tab
 * was offline comes back after reconnecting, as nothing merges the lists again when the checkpoint
 * advances); releasing as the socket opens (the row flashes away until the fresh list comes); releasing on
 * the fresh list alone (the same flash when the reconnect was quicker than the read models). From release
 * on, the server's lists hold the row or its later removal.
 *
 * A removal the answer gave no checkpoint for is kept for the tab's life: only for rows whose id is never
 * written again (a queue entry: each enter makes a new one).
 */
export type WrittenRow = Readonly<{ id: string }>;

type Written = Readonly<{ list: string; id: string; row: WrittenRow | null; checkpoint: Checkpoint | null }>;

export type WrittenAhead = Readonly<{
  /** An answer at `checkpoint` added `row` to the list `queryKey`. */
  added(queryKey: QueryKey, row: WrittenRow, checkpoint: Checkpoint): void;
  /** An answer at `checkpoint` (null: none named) removed the row `id` from the list `queryKey`. */
  removed(queryKey: QueryKey, id: string, checkpoint: Checkpoint | null): void;
  /** The server's rows of `queryKey` with what was written ahead of them, given the socket's checkpoint. */
  merge<Row extends WrittenRow>(queryKey: QueryKey, rows: Row[], pushedUpTo: Checkpoint | null): Row[];
  /** The socket opened (again): the lists cached so far came on another one. */
  socketOpened(): void;
  /** The list `queryKey` arrived on the open socket. */
  listArrived(queryKey: QueryKey): void;
  /**
   * A frame moved the socket's checkpoint: rows it has passed are released, and readers merge again (a
   * frame of another subscription changes no list, so nothing else would).
   */
  socketAdvanced(pushedUpTo: Checkpoint | null): void;
  /** For useSyncExternalStore: what is kept changed, so the lists must be merged again. */
  subscribe(listener: () => void): () => void;
  version(): number;
}>;

export const createWrittenAhead = (): WrittenAhead => {
  /** By list and row id: a later answer about the same row replaces an earlier one. */
  const kept = new Map<string, Written>();
  /** The lists that have arrived since the socket last opened. */
  const arrived = new Set<string>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    listeners.forEach((listener) => listener());
  };
  const keep = (written: Written) => {
    kept.set(`${written.list}\n${written.id}`, written);
    changed();
  };
  const passed = ({ list, checkpoint }: Written, pushedUpTo: Checkpoint | null) =>
    checkpoint !== null && pushedUpTo !== null && arrived.has(list) && compareCheckpoints(pushedUpTo, checkpoint) >= 0;

  return {
    added: (queryKey, row, checkpoint) => keep({ list: hashKey(queryKey), id: row.id, row, checkpoint }),
    removed: (queryKey, id, checkpoint) => keep({ list: hashKey(queryKey), id, row: null, checkpoint }),
    merge: (queryKey, rows, pushedUpTo) => {
      const list = hashKey(queryKey);
      let merged = rows;
      for (const [key, written] of kept) {
        if (written.list !== list) continue;
        const held = rows.some((row) => row.id === written.id);
        if (passed(written, pushedUpTo) || (written.row !== null && held)) kept.delete(key);
        else if (written.row !== null) merged = [...merged, written.row as (typeof rows)[number]];
        else if (held) merged = merged.filter((row) => row.id !== written.id);
      }
      return merged;
    },
    socketOpened: () => arrived.clear(),
    listArrived: (queryKey) => void arrived.add(hashKey(queryKey)),
    socketAdvanced: (pushedUpTo) => {
      let released = false;
      for (const [key, written] of kept)
        if (passed(written, pushedUpTo)) {
          kept.delete(key);
          released = true;
        }
      if (released) changed();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => version,
  };
};

/** The tab's rows written ahead, wired to its socket in api/realtime.ts and read by api/use-written-ahead.ts. */
export const writtenAhead = createWrittenAhead();
