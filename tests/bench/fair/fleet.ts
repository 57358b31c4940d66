import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { FleetClient, FleetProgress, FleetResults, FromFleet, ToFleet } from './fleet-messages';
import type { TimedNotice } from './instrument';

type Offer = Extract<FromFleet, { type: 'offer' }>;

export type Fleet = Readonly<{
  /** The client process, for its CPU figures. */
  pid: number;
  connect(wsUrl: string, clients: readonly FleetClient[]): Promise<Extract<FromFleet, { type: 'connected' }>>;
  notice(notice: TimedNotice): void;
  measureFrom(from: number): void;
  onOffer(listener: (offer: Offer) => void): void;
  progress(): Promise<FleetProgress>;
  results(): Promise<FleetResults>;
  close(): Promise<void>;
}>;

const CONNECT_WIDTH = 64;

/** Starts client-fleet.ts in a child process (with gc exposed, for honest memory figures). */
export const startFleet = (): Fleet => {
  const child = fork(fileURLToPath(new URL('./client-fleet.ts', import.meta.url)), [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // BENCH_CLIENT_NICE lowers the simulated browsers' priority (they share the platform's two cores here,
  // and a client woken by a frame preempts the platform's thread in its write): how much that costs is
  // read by comparing runs with and without it.
  const nice = Number(process.env.BENCH_CLIENT_NICE ?? 0);
  if (nice !== 0) os.setPriority(child.pid!, nice);
  let closing = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!closing) console.error(`The client process ended early (exit code ${code}, signal ${signal})`);
      resolve();
    }),
  );
  // A notice posted as the client process dies must not take the bench down with EPIPE.
  child.on('error', (error) => console.error(`Client process channel: ${error.message}`));
  const offerListeners: ((offer: Offer) => void)[] = [];
  const waiting = new Map<string, (message: FromFleet) => void>();
  child.on('message', (message: FromFleet) => {
    if (message.type === 'offer') return offerListeners.forEach((listener) => listener(message));
    waiting.get(message.type)?.(message);
    waiting.delete(message.type);
  });
  const post = (message: ToFleet) => void child.send(message);
  const answer = <T extends FromFleet['type']>(type: T, request: ToFleet): Promise<Extract<FromFleet, { type: T }>> =>
    new Promise((resolve, reject) => {
      waiting.set(type, resolve as (message: FromFleet) => void);
      void exited.then(() => reject(new Error(`The client fleet exited before answering '${type}'`)));
      post(request);
    });
  return {
    pid: child.pid!,
    connect: (wsUrl, clients) => answer('connected', { type: 'connect', wsUrl, clients, width: CONNECT_WIDTH }),
    notice: (notice) => child.connected && post({ type: 'notice', notice }),
    measureFrom: (from) => post({ type: 'measureFrom', from }),
    onOffer: (listener) => void offerListeners.push(listener),
    progress: () => answer('progress', { type: 'progress' }),
    results: () => answer('results', { type: 'results' }),
    close: async () => {
      closing = true;
      if (child.connected) post({ type: 'close' });
      await exited;
    },
  };
};
