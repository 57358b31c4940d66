import type { Knex } from 'knex';
import type { BaseLogger } from 'pino';
import type { EventStore } from '../../domain/ports/event-store';
import type { RunCommand } from './command-runner';

/** What every application service works with: the command runner, the stored streams it folds, the read models it consults. */
export type ServiceDeps = Readonly<{
  run: RunCommand;
  store: EventStore;
  /** Read side, read through projections/queries only. */
  db: Knex;
  newId: () => string;
  /** For what a service notes but does not answer (a follow-up step that failed); lines carry the context's correlationId. */
  log: Pick<BaseLogger, 'error'>;
}>;
