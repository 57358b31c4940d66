import { readFileSync } from 'node:fs';
import { killRoleProcess, startRoleProcess } from '../../support/role-process';

/** RSS of a process in bytes, from /proc (the gateway is another process: its own memoryUsage is out of reach). */
const rssOf = (pid: number): number => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

export type GatewayProcess = Readonly<{ url: string; pid: number; rss: () => number; close: () => Promise<void> }>;

/**
 * BENCH_GATEWAY_PROCESS=1: the websockets on a gateway of their own (`npm start`'s entry with ROLE=gateway,
 * BUS=postgres), the capacity of one gateway pod (docs/deploy.md); the bench's own process keeps the API,
 * the projection runner and the process managers.
 */
export const startGatewayProcess = async (databaseUrl: string, dataDir: string): Promise<GatewayProcess> => {
  // BENCH_GATEWAY_NODE_FLAGS: node and V8 flags for the gateway alone, e.g. --optimize-for-size (docs/deploy.md).
  const nodeFlags = (process.env.BENCH_GATEWAY_NODE_FLAGS ?? '').split(' ').filter((flag) => flag !== '');
  const gateway = await startRoleProcess({
    role: 'gateway',
    label: 'gateway',
    databaseUrl,
    dataDir,
    env: { LOG_LEVEL: 'warn' },
    nodeFlags,
  });
  const pid = gateway.child.pid!;
  return { url: gateway.url, pid, rss: () => rssOf(pid), close: () => killRoleProcess(gateway) };
};
