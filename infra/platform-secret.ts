import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * A secret shared by every process of one platform (file link signatures): taken from the
 * environment when set, otherwise generated once and kept in the database so restarts and
 * sibling processes agree.
 */
export const platformSecret = async (db: Knex, name: string, fromEnv: string | undefined): Promise<string> => {
  if (fromEnv) return fromEnv;
  await db.raw('CREATE TABLE IF NOT EXISTS platform_secrets (name text PRIMARY KEY, value text NOT NULL)');
  await db.raw('INSERT INTO platform_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const row = await db<{ name: string; value: string }>('platform_secrets').where({ name }).first();
  return row!.value;
};
