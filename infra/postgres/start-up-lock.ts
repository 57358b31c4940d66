import pg from 'pg';

const START_UP_LOCK = 'jobfair:start-up';

/**
 * Serialises the start-up schema steps of processes starting at once on one database (a split
 * deployment's pods, two `npm start`s on one DATABASE_URL): knex's migrations, the adapters' `CREATE TABLE
 * IF NOT EXISTS` and the generated secrets all fail with a duplicate catalogue entry when two run side by
 * side. A session-level advisory lock on a connection of its own: a process that dies while starting
 * releases it with its connection. `release` may be called more than once.
 */
export const takeStartUpLock = async (databaseUrl: string): Promise<{ release: () => Promise<void> }> => {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'start-up lock' });
  client.on('error', () => {}); // a lost connection only releases the lock early
  await client.connect();
  await client.query('SELECT pg_advisory_lock(hashtext($1))', [START_UP_LOCK]);
  let released: Promise<void> | null = null;
  return { release: () => (released ??= client.end().catch(() => {})) };
};
