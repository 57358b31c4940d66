import type { Command, Event } from './event';

/** An aggregate as three pure functions (emmett's Decider): time and ids come in through commands. */
export type Decider<State, C extends Command, E extends Event> = Readonly<{
  initialState: () => State;
  evolve: (state: State, event: E) => State;
  decide: (command: C, state: State) => E | E[];
}>;

/** Compile-time check that a switch handled every member of a union. */
export const assertNever = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
};
