import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromClients, ToClients } from './socket-messages';

export type SocketClientProcess = Readonly<{
  connect(address: string, topicId: string, userIds: string[]): Promise<Extract<FromClients, { type: 'connected' }>>;
  /** Resolves with every push's arrival time once `count` pushes have arrived. */
  arrivals(count: number): Promise<number[]>;
  close(): Promise<void>;
}>;

/** Starts socket-clients.ts in a child process and speaks to it over IPC. */
export const startSocketClients = (): SocketClientProcess => {
  const child = fork(fileURLToPath(new URL('./socket-clients.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waiting = new Map<FromClients['type'], (message: FromClients) => void>();
  child.on('message', (message: FromClients) => waiting.get(message.type)?.(message));
  const answer = <T extends FromClients['type']>(type: T, request: ToClients): Promise<Extract<FromClients, { type: T }>> =>
    new Promise((resolve, reject) => {
      waiting.set(type, resolve as (message: FromClients) => void);
      void exited.then(() => reject(new Error(`The socket client process exited before answering '${type}'`)));
      child.send(request);
    });
  return {
    connect: (address, topicId, userIds) => answer('connected', { type: 'connect', address, topicId, userIds }),
    arrivals: async (count) => (await answer('arrived', { type: 'await', count })).arrivals,
    close: async () => {
      if (child.connected) child.send({ type: 'close' } satisfies ToClients);
      await exited;
    },
  };
};
