import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult } from './load';
import type { FairScale } from './scale';
import type { SeededFair } from './seed-fair';

// The HTTP load runs in a process of its own, so the platform's event loop (and its CPU profile)
// holds only the platform, and a saturated platform does not also delay the load's own sends.

export type ToLoad =
  { type: 'run'; baseUrl: string; fair: SeededFair; scale: FairScale } | { type: 'join'; candidateId: string; sessionId: string };
export type FromLoad = { type: 'done'; result: LoadResult };

export type LoadProcess = Readonly<{
  pid: number;
  /** A candidate offered an interview joins it, as a browser would on the ring. */
  join(candidateId: string, sessionId: string): void;
  run(): Promise<LoadResult>;
  /** Ends the process (after its CPU time was read). */
  close(): Promise<void>;
}>;

export const startLoadProcess = (baseUrl: string, fair: SeededFair, scale: FairScale): LoadProcess => {
  const child = fork(fileURLToPath(new URL('./load-child.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const post = (message: ToLoad) => void (child.connected && child.send(message));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid!,
    join: (candidateId, sessionId) => post({ type: 'join', candidateId, sessionId }),
    run: () =>
      new Promise<LoadResult>((resolve, reject) => {
        child.once('message', (message: FromLoad) => resolve(message.result));
        child.once('exit', (code) => reject(new Error(`The load process ended before its result (exit code ${code})`)));
        post({ type: 'run', baseUrl, fair, scale });
      }),
    close: async () => {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
};
