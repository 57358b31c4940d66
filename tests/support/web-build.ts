import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const newest = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);

/**
 * Builds the web client for the end-to-end tests unless dist/web is newer than every source file. The build is
 * the production one, as `npm run build:web` makes it: vitest runs with NODE_ENV=test, which Vite would otherwise
 * carry into the bundle, and React's development build costs the browser about twice the script time per page.
 */
export default async function buildWebClient() {
  const index = 'dist/web/index.html';
  const sources = Math.max(newest('web'), newest('domain'));
  if (existsSync(index) && statSync(index).mtimeMs > sources) return;
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'web/vite.config.ts', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
