import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';

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

/**
 * Closes, after each test of the file, the browser contexts that test opened; those of beforeAll stay. A page left
 * open keeps its socket, timers and renderer running through every later test of the file, each of which then
 * shared the machine with all the pages before it.
 */
export const closeContextsAfterEachTest = (browsers: () => readonly (Browser | undefined)[]) => {
  let before = new Set<BrowserContext>();
  const contexts = () => browsers().flatMap((browser) => browser?.contexts() ?? []);
  beforeEach(() => {
    before = new Set(contexts());
  });
  afterEach(async () => {
    await Promise.all(
      contexts()
        .filter((context) => !before.has(context))
        .map((context) => context.close()),
    );
  });
};

export const SCREENSHOT_DIR = 'tests/e2e/screenshots';
export const screenshotPath = (name: string) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return `${SCREENSHOT_DIR}/${name}.png`;
};

const FAKE_CAMERA = { path: '.data/fake-camera.y4m', width: 160, height: 120, fps: 10, frames: 20 };

/**
 * Chromium's fake camera and microphone, with a small, slow picture: 160×120 at 10 frames a second, a bar
 * moving across grey (a y4m file). The default fake device's 640×480 video, encoded and decoded by both sides of
 * every call, kept a good part of a core busy through the interview tests.
 */
export const fakeMediaArgs = (): string[] => {
  const { path, width, height, fps, frames } = FAKE_CAMERA;
  if (!existsSync(path)) {
    mkdirSync('.data', { recursive: true });
    const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
    const chroma = Buffer.alloc((width * height) / 2, 128);
    const pictures = Array.from({ length: frames }, (_, frame) => {
      const luma = Buffer.alloc(width * height, 96);
      const bar = Math.floor((frame * width) / frames);
      for (let row = 0; row < height; row += 1) luma.fill(224, row * width + bar, row * width + Math.min(width, bar + 16));
      return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
    });
    // Written aside and renamed: two files starting at once each write their own, and either is whole.
    writeFileSync(`${path}.${process.pid}`, Buffer.concat([header, ...pictures]));
    renameSync(`${path}.${process.pid}`, path);
  }
  return ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${path}`];
};
