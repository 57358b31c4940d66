import { inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ensureDatabase } from '../../infra/postgres/embedded';

/** A fresh, empty database on the run's embedded Postgres (see global-setup.ts). */
export const createTestDatabase = async (label = 'test'): Promise<string> => {
  const name = `${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomUUID().slice(0, 8)}`;
  return ensureDatabase(inject('postgresServerUrl'), name);
};
