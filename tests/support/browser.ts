import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (CHROMIUM_PATH overrides), with the flags this closed network needs. */
export const launchChromium = async (extraArgs: string[] = []): Promise<Browser> => {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}: apt-get install chromium`);
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
};

export const SCREENSHOT_DIR = 'tests/e2e/screenshots';
export const screenshotPath = (name: string) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return `${SCREENSHOT_DIR}/${name}.png`;
};
