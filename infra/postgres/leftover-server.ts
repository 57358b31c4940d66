import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StartFailure } from '../start-failure';

// A platform killed with SIGKILL leaves its embedded Postgres running without a parent, holding the data
// directory (postmaster.pid) and the port. The next start finds it here and stops it first.

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM'; // alive, owned by another user
  }
};

/** On Linux the command line tells whether the pid is still a postgres; elsewhere a live pid is trusted. */
const isPostgres = (pid: number) => {
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync('/proc/self/cmdline')) return true;
  try {
    return readFileSync(cmdline, 'utf8').includes('postgres');
  } catch {
    return false;
  }
};

/** The platform process that started the server in `dataDir` writes its pid here. */
const ownerFile = (dataDir: string) => `${dataDir}.owner`;

export const recordOwner = (dataDir: string) => writeFileSync(ownerFile(dataDir), String(process.pid));
export const forgetOwner = (dataDir: string) => rmSync(ownerFile(dataDir), { force: true });

export const readPid = (file: string): number | null => {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

const waitForExit = async (pid: number, ms: number) => {
  for (let waited = 0; waited < ms && isAlive(pid); waited += 100) await sleep(100);
  return !isAlive(pid);
};

/**
 * Makes `dataDir` free for a new server: stops a server left by a platform that is gone (fast shutdown,
 * then immediate), removes a lock file whose pid is no postgres, and refuses when the platform that
 * owns the server still runs. Answers the pid stopped, if any.
 */
export const clearLeftoverServer = async (dataDir: string): Promise<number | null> => {
  const lockFile = resolve(dataDir, 'postmaster.pid');
  const pid = readPid(lockFile);
  if (pid === null) return null;
  if (!isAlive(pid) || !isPostgres(pid)) {
    rmSync(lockFile, { force: true }); // stale: Postgres would take a reused pid for a running server
    return null;
  }
  const owner = readPid(ownerFile(dataDir));
  if (owner !== null && owner !== process.pid && isAlive(owner))
    throw new StartFailure(
      `The embedded Postgres in ${dataDir} belongs to a platform that is still running (process ${owner}): stop that one first, or give this one its own DATA_DIR.`,
    );
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 10_000))) {
    process.kill(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, 5_000)))
      throw new StartFailure(
        `A leftover embedded Postgres (process ${pid}) in ${dataDir} does not stop: kill it (kill -9 ${pid}) and start again.`,
      );
  }
  return pid;
};

/**
 * The server in `dataDir` when a live platform process started it and it still runs, with where it listens
 * (its postmaster.pid: line 4 the port, line 5 the socket directory, empty when TCP only); else null.
 */
export const runningServerOfLivePlatform = (dataDir: string): { owner: number; port: number; socketDirectory: string | null } | null => {
  const pid = readPid(resolve(dataDir, 'postmaster.pid'));
  const owner = readPid(ownerFile(dataDir));
  if (pid === null || owner === null || !isAlive(pid) || !isPostgres(pid) || !isAlive(owner)) return null;
  const lines = readFileSync(resolve(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  const port = Number(lines[3]);
  if (!Number.isInteger(port) || port <= 0) return null;
  return { owner, port, socketDirectory: lines[4]?.trim() || null };
};
