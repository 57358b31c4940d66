import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The server's clock (GET /api/time): report moments are the server's. */
export const serverNow = async (page: Page): Promise<number> =>
  Date.parse(await page.evaluate(async () => ((await (await fetch('/api/time')).json()) as { data: { now: string } }).data.now));

/** Sets a report's time control to a moment through its date-time field ('Report as of'), in the browser's time zone, to the second. */
export const fillReportMoment = async (page: Page, ms: number) => {
  const local = await page.evaluate((moment) => {
    const date = new Date(moment);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }, ms);
  await page.getByLabel('Report as of').fill(local);
};

/** Moves a report's slider to the fair's start (Home), and waits until the report says it stands at a moment. */
export const moveReportToStart = async (page: Page) => {
  const slider = page.getByRole('slider', { name: 'Moment of the report, in minutes since the start of the fair' });
  await slider.focus();
  await slider.press('Home');
  await expect.poll(() => page.getByTestId('report-moment-state').innerText(), { timeout: 10_000 }).toMatch(/^As of /);
};
