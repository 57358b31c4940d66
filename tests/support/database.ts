import { inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ensureDatabase } from '../../infra/postgres/embedded';

const databaseName = (label: string) => `${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomUUID().slice(0, 8)}`;

const withServer = async <T>(serverUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
};

const urlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A fresh, empty database on the run's embedded Postgres (see global-setup.ts). */
export const createTestDatabase = async (label = 'test'): Promise<string> =>
  ensureDatabase(inject('postgresServerUrl'), databaseName(label));

/**
 * A template database on the run's server, made once by the first test file that asks (the others wait on an
 * advisory lock), kept for the rest of the run. `make` fills the database at the url it is given.
 */
export const ensureTemplate = async (name: string, make: (databaseUrl: string) => Promise<void>): Promise<string> => {
  const serverUrl = inject('postgresServerUrl');
  await withServer(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return;
      // Made under another name and renamed when complete: a run that dies half-way leaves no half-made template.
      const building = `${name}_building_${randomUUID().slice(0, 8)}`;
      await client.query(`CREATE DATABASE "${building}"`);
      await make(urlOf(serverUrl, building));
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
};

/** A new database copied from a template of ensureTemplate (a file copy: far cheaper than making it again). */
export const createDatabaseFrom = async (template: string, label: string): Promise<string> => {
  const serverUrl = inject('postgresServerUrl');
  const name = databaseName(label);
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return urlOf(serverUrl, name);
};
