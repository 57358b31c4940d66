import { spawn, type ChildProcess } from 'node:child_process';

// The platform's own entry (`npm start` runs infra/main.ts) as a child process with ROLE set, on a
// database the test shares with the other parts (BUS=postgres), for tests of a split deployment.

export type RoleProcess = Readonly<{ label: string; child: ChildProcess; url: string; output: () => string }>;

/** Starts infra/main.ts with `role` and resolves once it prints its URL; its log is kept for assertions. */
export const startRoleProcess = (
  options: Readonly<{
    role: string;
    label: string;
    databaseUrl: string;
    dataDir: string;
    env?: Record<string, string>;
    /** Flags for node and V8 before the entry (as a Deployment's command would give them). */
    nodeFlags?: readonly string[];
  }>,
) =>
  new Promise<RoleProcess>((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.nodeFlags ?? []), '--import', 'tsx', 'infra/main.ts'], {
      env: {
        ...process.env,
        ROLE: options.role,
        BUS: 'postgres',
        DATABASE_URL: options.databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: `${options.dataDir}/${options.label}`,
        LOG_LEVEL: 'info',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /running at (http:\/\/localhost:\d+)/.exec(output)?.[1];
      if (url) resolve({ label: options.label, child, url, output: () => output });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`${options.label} exited (${code}) before it started:\n${output}`)));
  });

/** SIGKILL, as a crash or an evicted pod: no graceful stop. */
export const killRoleProcess = async ({ child }: RoleProcess): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
};

/** Whether the process's log says it took the named lease (infra/roles/lease.ts). */
export const tookLease = (process: RoleProcess, lease: string): boolean =>
  process
    .output()
    .split('\n')
    .some((line) => line.includes('"msg":"lease acquired"') && line.includes(`"lease":"${lease}"`));
