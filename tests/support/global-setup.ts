import type { TestProject } from 'vitest/node';
import { rmSync } from 'node:fs';
import { startEmbeddedPostgres } from '../../infra/postgres/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresServerUrl: string;
  }
}

/** One real embedded Postgres for the whole run; each test file creates its own database in it. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresServerUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dataDir = `.data/test-pg-${process.pid}-${project.name}`;
  // A run's data is thrown away at its end: no test needs it on the disk before then, so commits and checkpoints
  // do not wait for the disk. A killed server process loses nothing this way (the OS still holds the writes); only
  // a crash of the machine would, and the run would be lost anyway.
  const server = await startEmbeddedPostgres({
    dataDir,
    persistent: false,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  project.provide('postgresServerUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
