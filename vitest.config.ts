import { defineConfig } from 'vitest/config';

// Limits only a failure waits for: a passing test moves on the moment its state holds, so they are set for a
// slow day (a shared 2-core machine with a core taken), never tuned to a quiet one. No test shortens them.
const POLL_TIMEOUT_MS = 60_000;
const INT_TEST_TIMEOUT_MS = 180_000;
const E2E_TEST_TIMEOUT_MS = 600_000;

// Files that replace a module with vi.mock: a worker shared with other files may have loaded the real one first.
const MOCKING_FILES = ['tests/command-api/sign-in-lockout.int.test.ts'];

const INT = {
  globalSetup: ['tests/support/global-setup.ts'],
  testTimeout: INT_TEST_TIMEOUT_MS,
  hookTimeout: INT_TEST_TIMEOUT_MS,
  expect: { poll: { timeout: POLL_TIMEOUT_MS } },
  maxWorkers: 2,
  sequence: { groupOrder: 1 },
};

// Three levels told apart by suffix (STYLE.md): unit (pure), int (real Postgres), e2e (real Chromium).
// Unit and int files share their workers (isolate: false): a fresh process per file cost more than most files'
// tests, each loading the platform's modules again. Each file still starts its own database and platform.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/**/*.unit.test.ts'], isolate: false, sequence: { groupOrder: 0 } } },
      { test: { name: 'int', include: ['tests/**/*.int.test.ts'], exclude: MOCKING_FILES, isolate: false, ...INT } },
      { test: { name: 'int-isolated', include: MOCKING_FILES, ...INT } },
      {
        test: {
          name: 'e2e',
          include: ['tests/**/*.e2e.test.ts'],
          // One worker process runs file after file: each file's platform and browser are its own, and loading
          // the platform's modules again for every file cost about 7 s of CPU per file.
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts', 'tests/support/web-build.ts'],
          testTimeout: E2E_TEST_TIMEOUT_MS,
          hookTimeout: E2E_TEST_TIMEOUT_MS,
          expect: { poll: { timeout: POLL_TIMEOUT_MS } },
          // Two files at a time on two cores: each runs its own platform and Chromium, and a third file at once
          // only slowed every step of the others (a test near its limits is a test that fails on a busy day).
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
