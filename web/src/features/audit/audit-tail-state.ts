import { AUDIT_TAIL_SIZE, type AuditEventView } from '../../../../domain/audit/audit-event-view';

// The console's live tail on the client (docs/audit.md): each push carries the newest
// events of the query; what is newer than anything seen goes on top of the list, or, while paused, waits
// and is counted. Memory is bounded: at most LIVE_LIMIT events shown and LIVE_LIMIT waiting.

export const LIVE_LIMIT = 500;

export type AuditTailState = Readonly<{
  /** The newest position seen (the first page's newest, then every push's); null until the first page is in. */
  head: bigint | null;
  /** Events the tail added above the first page, newest first. */
  shown: readonly AuditEventView[];
  paused: boolean;
  /** Events that arrived while paused, newest first, not shown yet. */
  waiting: readonly AuditEventView[];
  /** How many arrived while paused (may exceed `waiting` once it is full). */
  arrived: number;
  /** Events may be missing from the list: a push was all new (more came than one push holds) or a buffer overflowed. */
  gap: boolean;
}>;

export type AuditTailAction =
  | { type: 'pageHead'; position: string | null }
  | { type: 'push'; rows: readonly AuditEventView[] }
  | { type: 'pause' }
  | { type: 'resume' };

export const initialAuditTail: AuditTailState = { head: null, shown: [], paused: false, waiting: [], arrived: 0, gap: false };

const newestFirst = (rows: readonly AuditEventView[]) => [...rows].sort((a, b) => (BigInt(b.position) > BigInt(a.position) ? 1 : -1));

export const auditTailReducer = (state: AuditTailState, action: AuditTailAction): AuditTailState => {
  switch (action.type) {
    case 'pageHead':
      // Only the first page sets where the tail starts; a later page of Load More is older.
      return state.head === null ? { ...state, head: action.position === null ? 0n : BigInt(action.position) } : state;
    case 'push': {
      if (state.head === null) return state;
      const head = state.head;
      const fresh = newestFirst(action.rows.filter((event) => BigInt(event.position) > head));
      if (fresh.length === 0) return state;
      // A full push of nothing but new events may hide more behind it.
      const gap = state.gap || fresh.length >= AUDIT_TAIL_SIZE;
      const next = { ...state, head: BigInt(fresh[0]!.position), gap };
      if (state.paused) {
        const waiting = [...fresh, ...state.waiting];
        return {
          ...next,
          waiting: waiting.slice(0, LIVE_LIMIT),
          arrived: state.arrived + fresh.length,
          gap: gap || waiting.length > LIVE_LIMIT,
        };
      }
      // Dropping the oldest shown would leave a hole above the first page: that is a gap too.
      const shown = [...fresh, ...state.shown];
      return { ...next, shown: shown.slice(0, LIVE_LIMIT), gap: gap || shown.length > LIVE_LIMIT };
    }
    case 'pause':
      return { ...state, paused: true };
    case 'resume': {
      const shown = [...state.waiting, ...state.shown];
      return {
        ...state,
        paused: false,
        shown: shown.slice(0, LIVE_LIMIT),
        waiting: [],
        arrived: 0,
        gap: state.gap || shown.length > LIVE_LIMIT,
      };
    }
    default:
      return state;
  }
};
