import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const newest = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);

/** Builds the web client for the end-to-end tests unless dist/web is newer than every source file. */
export default async function buildWebClient() {
  const index = 'dist/web/index.html';
  const sources = Math.max(newest('web'), newest('domain'));
  if (existsSync(index) && statSync(index).mtimeMs > sources) return;
  await build({ configFile: 'web/vite.config.ts', logLevel: 'warn' });
}
