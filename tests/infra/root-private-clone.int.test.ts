import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../infra/postgres/embedded';

// `npm start` as root in a clone the 'postgres' user cannot enter (under /root, or a fresh `mktemp -d`):
// the server's files go to a directory of its own under the base, and the next start of the same clone finds them.

const cloneDir = mkdtempSync(join(tmpdir(), 'jobfair-root-clone-'));
chmodSync(cloneDir, 0o700);
// The base stands in for /var/lib/jobfair-platform, so the test leaves nothing behind in /var/lib.
const base = mkdtempSync(join(tmpdir(), 'jobfair-root-base-'));
chmodSync(base, 0o755);
let server: EmbeddedDatabase | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(cloneDir, { recursive: true, force: true });
  rmSync(base, { recursive: true, force: true });
});

const query = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
};

describe.skipIf(process.getuid?.() !== 0)('the embedded Postgres as root in a private clone', () => {
  it('runs with its files under the base, and keeps them across restarts of the same clone', async () => {
    const dataDir = join(cloneDir, '.data', 'postgres');
    server = await startEmbeddedPostgres({ dataDir, persistent: true, rootDataBase: base });
    expect(server.blocked).toBe(cloneDir);
    expect(server.databaseDir.startsWith(`${base}/`)).toBe(true);
    expect(existsSync(join(server.databaseDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(dataDir)).toBe(false);
    // Whose files they are, for an operator looking in the base.
    expect(readFileSync(join(server.databaseDir, '..', 'clone'), 'utf8').trim()).toBe(dataDir);
    await query(server.url, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('from the first start')");
    const first = server.databaseDir;
    await server.stop();
    server = undefined;

    server = await startEmbeddedPostgres({ dataDir, persistent: true, rootDataBase: base });
    expect(server.databaseDir).toBe(first);
    expect(await query(server.url, 'SELECT note FROM kept')).toEqual([{ note: 'from the first start' }]);
  });
});
