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
  const server = await startEmbeddedPostgres({ dataDir, persistent: false });
  project.provide('postgresServerUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
