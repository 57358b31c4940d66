import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/postgres/embedded';

// `npm start` as a user runs it (infra/main.ts in its own process, on its own data directory), killed
// with SIGKILL as a crash or the OOM killer would, then started again on the same data directory.

// A temp directory as `mktemp -d` makes it, opened up: as root the embedded Postgres runs as the
// 'postgres' user, who must enter it (the closed case is a start failure of its own, with its line).
const dataDir = mkdtempSync(join(tmpdir(), 'jobfair-restart-'));
chmodSync(dataDir, 0o755);
afterAll(() => {
  // A failed run may leave its Postgres behind: stop it before its directory goes.
  if (existsSync(join(dataDir, 'postgres', 'postmaster.pid'))) process.kill(postmasterPid(), 'SIGINT');
  rmSync(dataDir, { recursive: true, force: true });
});

type Started = Readonly<{ child: ChildProcess; output: () => string }>;

const start = async (port: number): Promise<Started> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes('is running at')) resolve();
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => reject(new Error(`the platform exited (${code}) before it was up:\n${output}`)));
  });
  return { child, output: () => output };
};

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

const postmasterPid = () => Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start after a crash', () => {
  it('starts again on the same data directory after SIGKILL, stopping the Postgres the crash left behind; SIGINT stops everything', async () => {
    const port = await freePort();
    const first = await start(port);
    const leftover = postmasterPid();
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(isAlive(leftover)).toBe(true); // the crash left its Postgres running without a parent

    const second = await start(port);
    expect(second.output()).toContain(`Stopped the embedded Postgres an earlier run left behind (process ${leftover}).`);
    expect(isAlive(leftover)).toBe(false);
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);

    const running = postmasterPid();
    second.child.kill('SIGINT');
    expect(await exited(second.child)).toBe(0);
    expect(isAlive(running)).toBe(false);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    // Two whole starts (initdb, migrations, demo seed) on two shared cores: seen taking over the int default of 60 s.
  });
});
