import { expect } from 'vitest';
import type { Decider } from '../../domain/shared/decider';
import type { Command, Event } from '../../domain/shared/event';

/** given(events).when(command).then(events) | .thenThrows(check), as emmett's DeciderSpecification. */
export const deciderSpec = <S, C extends Command, E extends Event>(decider: Decider<S, C, E>) => ({
  given: (history: E[]) => ({
    when: (command: C) => {
      const decide = () => {
        const state = history.reduce(decider.evolve, decider.initialState());
        const decided = decider.decide(command, state);
        return Array.isArray(decided) ? decided : [decided];
      };
      return {
        then: (expected: E[]) => expect(decide()).toEqual(expected),
        thenThrows: (check: (error: unknown) => boolean) => {
          let thrown: unknown;
          try {
            decide();
          } catch (error) {
            thrown = error;
          }
          expect(thrown, 'expected the command to be refused').toBeDefined();
          expect(check(thrown), String(thrown)).toBe(true);
        },
      };
    },
  }),
});
