import type { Clock } from '../../../domain/ports/clock';
import type { EventStore } from '../../../domain/ports/event-store';
import type { Command, Event } from '../../../domain/shared/event';
import type { HandledCommand } from '../../../domain/shared/handle-command';
import { systemContext, type Cause } from '../command-context';
import { createCommandRunner, type CommandRun } from '../command-runner';

export type RunSystemCommand = <State, C extends Command, E extends Event>(
  run: CommandRun<State, C, E>,
  cause?: Cause,
) => Promise<HandledCommand<State, E>>;

/** The command runner bound to the system's context, at the clock's time: in the chain of the event given as cause, else its own correlation. */
export const systemCommands = ({
  store,
  clock,
  newId,
}: Readonly<{ store: EventStore; clock: Clock; newId: () => string }>): RunSystemCommand => {
  const run = createCommandRunner({ store, newId });
  return (command, cause) => run(systemContext(clock, newId, cause), command);
};
