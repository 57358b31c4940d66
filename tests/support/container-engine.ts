import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';

// Whether a Docker-compatible engine runs here, found fast: testcontainers is asked only when a socket or
// DOCKER_HOST points somewhere that answers, so a machine without an engine skips in milliseconds and
// never waits on a runtime strategy.

type Target = Readonly<{ path: string } | { host: string; port: number }>;

const socketCandidates = () =>
  [
    '/var/run/docker.sock',
    join(homedir(), '.docker/run/docker.sock'),
    join(homedir(), '.docker/desktop/docker.sock'),
    process.env.XDG_RUNTIME_DIR && join(process.env.XDG_RUNTIME_DIR, 'docker.sock'),
    process.env.XDG_RUNTIME_DIR && join(process.env.XDG_RUNTIME_DIR, 'podman/podman.sock'),
  ].filter((path): path is string => Boolean(path));

const targetOf = (dockerHost: string): Target | null => {
  if (dockerHost.startsWith('unix://')) return { path: dockerHost.slice('unix://'.length) };
  const url = URL.canParse(dockerHost) ? new URL(dockerHost) : null;
  if (url && (url.protocol === 'tcp:' || url.protocol === 'http:' || url.protocol === 'https:'))
    return { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 2376 : 2375)) };
  return null;
};

const answers = (target: Target, timeoutMs: number) =>
  new Promise<boolean>((resolve) => {
    const socket = 'path' in target ? connect(target.path) : connect(target.port, target.host);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

/** Null when a container engine is there to use; otherwise why the container tests are skipped. */
export const containerEngineMissing = async (): Promise<string | null> => {
  const dockerHost = process.env.DOCKER_HOST?.trim();
  const target = dockerHost
    ? targetOf(dockerHost)
    : (socketCandidates()
        .filter((path) => existsSync(path))
        .map((path) => ({ path }))[0] ?? null);
  if (!target)
    return dockerHost
      ? `DOCKER_HOST=${dockerHost} is not a unix or tcp address`
      : `no container engine: DOCKER_HOST is unset and no Docker socket exists (${socketCandidates().join(', ')})`;
  const where = 'path' in target ? target.path : `${target.host}:${target.port}`;
  if (!(await answers(target, 2_000))) return `nothing answers at ${where}`;
  // Something listens: let testcontainers confirm it is an engine it can drive.
  const { getContainerRuntimeClient } = await import('testcontainers');
  return getContainerRuntimeClient().then(
    () => null,
    (error: unknown) => `testcontainers cannot use the engine at ${where}: ${(error as Error).message}`,
  );
};
