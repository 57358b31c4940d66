import type { Decider } from './decider';
import type { Checkpoint } from './event';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the decider's identity and State matter here
type AnyDecider<State> = Decider<State, any, any>;

/** A decider's state folded up to `revision` of one stream, whose event stands at `checkpoint` in the log. */
export type CachedState<State> = Readonly<{ revision: bigint; state: State; checkpoint: Checkpoint }>;

/**
 * Folded aggregate state kept between commands (docs/adr/folded-state-cache.md), so a command on a
 * long stream reads only what it has not folded yet. An entry is a fact, "this is the state at
 * revision N", so it never goes stale: a
 * command reads only the events after N, and the append's expected-revision check refuses a decision
 * made on a state that another writer (this process or another) has moved past.
 */
export type StateCache = Readonly<{
  /** `decider` is the one whose evolve folded the entry (compared by identity). */
  get: <State>(decider: AnyDecider<State>, streamId: string) => CachedState<State> | undefined;
  /** Keeps the entry unless one at a later revision is already held (two commands of this process racing). */
  set: <State>(decider: AnyDecider<State>, streamId: string, entry: CachedState<State>) => void;
  delete: <State>(decider: AnyDecider<State>, streamId: string) => void;
  size: () => number;
}>;

/**
 * Freezes what is not frozen yet. States share structure with the previous one, so only the parts an
 * evolve made new are walked; a decider that mutates a cached state then throws instead of corrupting it.
 */
const deepFreeze = (value: unknown): void => {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of value instanceof Map || value instanceof Set ? value.values() : Object.values(value)) deepFreeze(child);
};

/** A least-recently-used cache holding at most `maxEntries` states (a Map iterates in insertion order). */
export const createStateCache = ({ maxEntries }: Readonly<{ maxEntries: number }>): StateCache => {
  const entries = new Map<string, CachedState<unknown>>();
  // Two deciders may fold the same stream; each keeps its own state.
  const deciderKeys = new WeakMap<object, number>();
  let deciders = 0;
  const keyOf = (decider: object, streamId: string) => {
    let key = deciderKeys.get(decider);
    if (key === undefined) deciderKeys.set(decider, (key = ++deciders));
    return `${key}:${streamId}`;
  };
  return {
    get: <State>(decider: AnyDecider<State>, streamId: string) => {
      const key = keyOf(decider, streamId);
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry as CachedState<State>;
    },
    set: (decider, streamId, entry) => {
      const key = keyOf(decider, streamId);
      const held = entries.get(key);
      if (held !== undefined && held.revision > entry.revision) return;
      deepFreeze(entry.state);
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete: (decider, streamId) => {
      entries.delete(keyOf(decider, streamId));
    },
    size: () => entries.size,
  };
};
