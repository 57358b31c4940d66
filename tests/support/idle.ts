import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The idle limits a browser test runs with, through the app's own hook (web/src/features/idle-timeout/idle-timer.ts):
 * the spec's 2-minute warning, after only 30 seconds of quiet. The test jumps the page's clock
 * (`page.clock.fastForward`) over the quiet part; a jump of the spec's 18 minutes would also outrun the
 * 15-minute access token, whose refresh the server answers on its own clock.
 */
export const IDLE_TEST_LIMITS = { timeoutMs: 150_000, warningMs: 120_000 } as const;

/** How far to jump the page's clock from the last activity to a second into the warning. */
const IDLE_UNTIL_WARNING = IDLE_TEST_LIMITS.timeoutMs - IDLE_TEST_LIMITS.warningMs + 1_000;

export const useIdleTestLimits = (context: BrowserContext) =>
  context.addInitScript((limits) => {
    localStorage.setItem('jobfair.idleTimeoutMs', String(limits.timeoutMs));
    localStorage.setItem('jobfair.idleWarningMs', String(limits.warningMs));
  }, IDLE_TEST_LIMITS);

/**
 * Jumps the page's clock to a second into the warning. The idle timer starts with the signed-in shell, so the
 * jump waits for the shell: a jump made while the page still loads passes unseen, and the warning would then
 * come only after the quiet part in wall time.
 */
export const jumpToIdleWarning = async (page: Page) => {
  await expect.poll(() => page.locator('.app-shell').isVisible()).toBe(true);
  await page.clock.fastForward(IDLE_UNTIL_WARNING);
};
