import type pg from 'pg';
import type { EventStore } from '../../domain/ports/event-store';
import { StartFailure } from '../start-failure';
import { createPostgresEventStore, PLATFORM_STORE_OPTIONS, type PostgresEventStoreOptions } from './postgres-event-store';

/** The connection string without its credentials, for a line a person reads. */
const withoutCredentials = (url: string) => url.replace(/\/\/[^@/]*@/, '//');

/**
 * The event log: EventStoreDB / KurrentDB when EVENTSTORE_URL is set (docs/deploy.md), else the Postgres
 * store on the platform's database. A set but unreachable EventStoreDB stops the start with one line. Its
 * client library (gRPC) is loaded only when it is configured: it cost every process start, and each projection
 * worker's, about a quarter of a second.
 */
export const eventStoreFromEnv = async (
  pool: pg.Pool,
  options: PostgresEventStoreOptions = PLATFORM_STORE_OPTIONS,
  env: NodeJS.ProcessEnv = process.env,
): Promise<EventStore> => {
  const url = env.EVENTSTORE_URL?.trim();
  if (!url) return createPostgresEventStore(pool, options);
  const { createEventStoreDbEventStore } = await import('./eventstoredb/eventstoredb-event-store');
  const store = createEventStoreDbEventStore(url);
  try {
    await store.headCheckpoint();
  } catch (error) {
    await store.close().catch(() => {});
    throw new StartFailure(
      `EVENTSTORE_URL=${withoutCredentials(url)} does not answer (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): start KurrentDB there, or unset EVENTSTORE_URL to keep the log in Postgres.`,
    );
  }
  return store;
};
