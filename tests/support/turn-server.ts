import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer } from 'node:net';
import { onPath } from '../../infra/documents/document-converter-from-env';
import { until } from './wait';

/** Null when coturn's `turnserver` can run here; otherwise why the relay tests are skipped. */
export const TURNSERVER_MISSING = onPath('turnserver') ? null : 'turnserver is not on PATH (apt-get install coturn; .ci/run does)';

export type TurnServer = Readonly<{
  /** TURN_URLS and TURN_SECRET for the platform. */
  settings: Readonly<{ TURN_URLS: string; TURN_SECRET: string }>;
  /** What coturn logged, to tell why an allocation was refused. */
  log: () => string;
  close: () => Promise<void>;
}>;

/** A port free for both TCP and UDP on 127.0.0.1 (TURN listens on both). */
const freePort = async (): Promise<number> => {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: taken } = server.address() as { port: number };
        server.close(() => resolve(taken));
      });
      server.once('error', reject);
    });
    const udpFree = await new Promise<boolean>((resolve) => {
      const socket = createSocket('udp4');
      socket.once('error', () => resolve(false));
      socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
    });
    if (udpFree) return port;
  }
};

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * A real coturn on loopback, on a free port with a fresh secret, checking credentials the way production does
 * (`use-auth-secret`, the TURN REST API). Relay addresses are on 127.0.0.1 too, so both browsers' relayed
 * candidates are loopback addresses: coturn refuses loopback peers by default (a relay must not reach the
 * server's own services), and `--allow-loopback-peers` lets this one-machine test through. Never in production.
 */
export const startTurnServer = async (): Promise<TurnServer> => {
  const port = await freePort();
  const secret = randomBytes(24).toString('hex');
  // Its pid file and (unused) user database in a folder of its own, not the package's shared /var paths.
  const dir = mkdtempSync(join(tmpdir(), 'turnserver-'));
  let output = '';
  const child = spawn(
    'turnserver',
    [
      '-n', // no configuration file: everything is on this command line
      '--listening-ip=127.0.0.1',
      `--listening-port=${port}`,
      '--relay-ip=127.0.0.1',
      '--allow-loopback-peers',
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=jobfair.test',
      '--fingerprint',
      '--verbose', // each allocation and refusal in the log, which a failing test prints
      '--no-tls',
      '--no-dtls',
      // Several test files or engineers may run one at once: no CLI (fixed port 5766), no web admin, no metrics port.
      '--no-cli',
      `--pidfile=${join(dir, 'turnserver.pid')}`,
      `--userdb=${join(dir, 'turndb')}`,
      '--log-file=stdout',
      '--simple-log',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test process that dies without its afterAll (an uncaught error) must not leave coturn running.
  const stopWithUs = () => child.kill('SIGTERM');
  process.once('exit', stopWithUs);
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`turnserver exited ${child.exitCode}:\n${output}`);
    return listening(port);
  }, `turnserver listening on 127.0.0.1:${port}`);
  return {
    settings: { TURN_URLS: `turn:127.0.0.1:${port}?transport=udp`, TURN_SECRET: secret },
    log: () => output,
    close: async () => {
      process.off('exit', stopWithUs);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
