import type { Clock } from '../../domain/ports/clock';
import type { EventStore } from '../../domain/ports/event-store';
import type { Command, Event } from '../../domain/shared/event';
import type { HandledCommand } from '../../domain/shared/handle-command';
import { systemContext } from '../services/command-context';
import { createCommandRunner, type CommandRun } from '../services/command-runner';

export type RunSystemCommand = <State, C extends Command, E extends Event>(
  run: CommandRun<State, C, E>,
) => Promise<HandledCommand<State, E>>;

/** The command runner bound to the system's context: each command its own correlation, at the clock's time. */
export const systemCommands = ({
  store,
  clock,
  newId,
}: Readonly<{ store: EventStore; clock: Clock; newId: () => string }>): RunSystemCommand => {
  const run = createCommandRunner({ store, newId });
  return (command) => run(systemContext(clock, newId), command);
};
