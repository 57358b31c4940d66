import { defineConfig } from 'vitest/config';

// expect.poll waits for what a real server and browser do; vitest's 1 s default fails them on a busy
// 2-core machine though nothing is wrong. A condition that never holds still fails, after 15 s.
const POLL_TIMEOUT_MS = 15_000;

// Three levels told apart by suffix (STYLE.md): unit (pure), int (real Postgres), e2e (real Chromium).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/**/*.unit.test.ts'], sequence: { groupOrder: 0 } } },
      {
        test: {
          name: 'int',
          include: ['tests/**/*.int.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: POLL_TIMEOUT_MS } },
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/**/*.e2e.test.ts'],
          globalSetup: ['tests/support/global-setup.ts', 'tests/support/web-build.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: POLL_TIMEOUT_MS } },
          // Three files at a time on two cores: each starts its own platform on its own database and ports,
          // and a file keeps about half a core busy (its browser and server mostly wait on each other and on
          // timers: queue.e2e used 49 s of CPU in 87 s alone), so two files at a time left a core idle.
          maxWorkers: 3,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
