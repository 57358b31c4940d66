import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshotPath } from './browser';
import { KNOWN_VIOLATIONS } from './known-violations';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0–2.2 A and AA rules; best-practice rules stay out of the pass/fail line. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
export const AXE_REPORT = '.data/axe/violations.jsonl';

type Violation = Readonly<{ id: string; impact: string | null; help: string; targets: string[] }>;

const audit = async (page: Page): Promise<Violation[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> } }).axe;
    // A toast whose timeout ends while the audit runs starts fading out: half-transparent text on its way out
    // of the page, measured or not depending on the moment. Toasts are audited while they show, not as they go.
    const context = { exclude: [['.bp6-toast-exit'], ['.bp6-toast-exit-active']] };
    const { violations } = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return (violations as { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]).map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
};

/**
 * Waits until no finite CSS transition or animation runs (a toast fading in, a dialog closing): mid-way,
 * axe measures half-transparent text and shrinking buttons, and the finding depends on timing. Endless
 * animations (spinners, progress stripes) and long ones (countdowns) are not waited for.
 */
const transitionsSettled = (page: Page) =>
  page.evaluate(async () => {
    // Blueprint's transitions last 100–300 ms; a longer one is content (a call's countdown ring), not a transition.
    const finite = () =>
      document.getAnimations().filter((animation) => {
        const end = Number(animation.effect?.getComputedTiming().endTime);
        return Number.isFinite(end) && end <= 1000;
      });
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A transition that ends may unmount its element a frame later, and a new one may start: look again.
    for (let round = 0; round < 5; round += 1) {
      const running = finite();
      if (running.length === 0) return;
      // Never more than a second a round, whatever a browser reports.
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 1000)),
      ]);
      await frame();
    }
  });

/**
 * Every screen an end-to-end test looks at: a screenshot to open by eye, and an axe-core audit. A serious
 * or critical WCAG violation fails the test unless it is listed in known-violations.ts (each one is in
 * docs/accessibility.md with what remains); every violation found is written to .data/axe/ for that report.
 */
export const captureScreen = async (page: Page, name: string, options: Readonly<{ fullPage?: boolean }> = {}) => {
  await transitionsSettled(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: options.fullPage ?? false });
  const violations = await audit(page);
  mkdirSync('.data/axe', { recursive: true });
  for (const violation of violations)
    appendFileSync(AXE_REPORT, `${JSON.stringify({ screen: name, url: new URL(page.url()).pathname, ...violation })}\n`);
  const blocking = violations.filter(
    (violation) =>
      BLOCKING.has(violation.impact ?? '') && !KNOWN_VIOLATIONS.some((known) => known.rule === violation.id && known.screen.test(name)),
  );
  expect(blocking, `serious accessibility violations on screen ${name}`).toEqual([]);
};
