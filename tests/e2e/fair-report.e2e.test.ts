import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { launchChromium } from '../support/browser';
import { envelopeDataOf } from '../support/http';
import { fillReportMoment, moveReportToStart, serverNow } from '../support/report-moment';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { signIn } from '../support/sign-in';

// The fair-wide report (docs/reports.md "The fair-wide report") in a real browser against the real platform: a seeker
// waits at one booth, the employer admin opens the report from the navigation, reads the matrix and the
// charts, switches the charts to tables, and watches the staffing view change as a recruiter of another
// booth goes available, pushed by the gateway without a reload. The time control moves the whole report to
// the fair's start and back (docs/reports.md); an auditor of the organization reads the same report and a
// booth's own, read-only, from the auditor's navigation.
let platform: Platform;
let browser: Browser;
const contexts: BrowserContext[] = [];
const fair = `/jobfairs/${DEMO_JOB_FAIR_ID}`;
// Booth 1 is staffed by recruiter1 alone, booth 2 by recruiter2 alone (infra/seed/demo-data.ts).
const [, lineBooth, idleBooth] = DEMO_BOOTH_IDS;
/** A moment after the demo fair's booths were made and before the seeker queued, on a whole second (the date-time field's step). */
let beforeQueue = 0;

beforeAll(async () => {
  platform = await startTestPlatform('e2e_fair_report');
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await platform?.close();
});

const openSignedIn = async (email: string): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, platform.url, email);
  return page;
};

/** The API as the page's signed-in user calls it: the seeker's queue entry and the recruiter's switch, not what is under test. */
const callApi = <T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const { accessToken } = JSON.parse(localStorage.getItem('jobfair.session')!) as { accessToken: string };
      const headers: Record<string, string> = { authorization: `Bearer ${accessToken}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const answer = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: answer.status, data: ((await answer.json()) as { data: unknown }).data };
    },
    { method, path, body },
  ) as Promise<{ status: number; data: T }>;
const userIdOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('jobfair.session')!) as { user: { userId: string } }).user.userId);

describe('the fair-wide report in a real browser', () => {
  let employer: Page;

  it('a seeker waits in the queue of a booth whose recruiter is away', async () => {
    const seeker = await openSignedIn('seeker2@demo.jobfair.test');
    const { data } = await callApi<{ questions: { id: string }[] }>(seeker, 'GET', `${fair}/boothQuestions/${lineBooth}`);
    const answers = data.questions.map((question) => ({ questionId: question.id, answer: true }));
    beforeQueue = Math.floor((await serverNow(seeker)) / 1000) * 1000;
    expect((await callApi(seeker, 'POST', `${fair}/queueUsers/byBoothId/${lineBooth}`, { answers })).status).toBe(201);
  });

  it('the employer admin opens the report from the navigation and reads the matrix and the charts', async () => {
    employer = await openSignedIn('employer@demo.jobfair.test');
    const link = employer.locator('.app-navbar a', { hasText: 'Fair Report' });
    await expect.poll(() => link.getAttribute('aria-disabled')).not.toBe('true');
    await link.click();
    const title = employer.locator('.fair-report__header h1');
    await expect.poll(() => title.textContent()).toBe('Fair Report - Acme Spring Career Fair');
    const matrix = employer.getByTestId('fair-matrix');
    expect(await matrix.locator('tbody tr').count()).toBe(3);
    expect((await employer.getByTestId('fair-matrix-totals').innerText()).replace(/\s+/g, ' ').trim()).toMatch(
      /^All booths \d+ 1 \d+ \d+$/,
    );
    // Charts are SVG drawn by recharts, each with its title.
    await expect.poll(() => employer.locator('[data-testid$="-chart"] .recharts-wrapper').count()).toBe(4);
    const lineRow = employer.getByTestId(`staffing-${lineBooth}`);
    await expect.poll(() => lineRow.innerText()).toMatch(/Line$/);
    await captureScreen(employer, 'fair-report', { fullPage: true });
  });

  it('switches every chart to its table and back', async () => {
    await employer.getByText('Show charts as tables').click();
    for (const name of ['staffing', 'queue-length', 'interviews', 'waits'])
      await expect.poll(() => employer.getByTestId(`${name}-table`).count()).toBe(1);
    expect(await employer.locator('.recharts-wrapper').count()).toBe(0);
    const staffingTable = employer.getByTestId('staffing-table');
    const lineCells = staffingTable.locator('tbody tr').nth(1).locator('td');
    expect(await lineCells.nth(1).innerText()).toBe('1');
    await captureScreen(employer, 'fair-report-tables', { fullPage: true });
  });

  it('moves the whole report to the fair’s start with the slider, then to a moment before the seeker queued, then back to live', async () => {
    const state = employer.getByTestId('report-moment-state');
    expect(await state.innerText()).toBe('Live');
    await moveReportToStart(employer);
    // The demo fair started before its booths were made: at its start the report has no booth yet.
    await expect.poll(() => employer.getByText('This job fair has no booths yet.').count()).toBe(1);
    await fillReportMoment(employer, beforeQueue);
    // Before the seeker queued: every booth, nobody in a queue, no line, and the staffing view names the moment it shows.
    await expect.poll(() => employer.getByTestId('fair-matrix').locator('tbody tr').count()).toBe(3);
    await expect.poll(() => employer.getByTestId('fair-metric-jobSeekersEnteredBooth').innerText()).toMatch(/^0\s/);
    expect(await employer.getByTestId(`staffing-${lineBooth}`).innerText()).toMatch(/Quiet$/);
    expect(await employer.locator('#fair-report-staffing').innerText()).toMatch(/^Staffing at /);
    await captureScreen(employer, 'fair-report-as-of', { fullPage: true });
    await employer.getByRole('button', { name: 'Back to live' }).click();
    await expect.poll(() => state.innerText()).toBe('Live');
    await expect.poll(() => employer.getByTestId(`staffing-${lineBooth}`).innerText()).toMatch(/Line$/);
  });

  it('shows a recruiter going available live, without a reload', async () => {
    const idleRow = employer.getByTestId(`staffing-${idleBooth}`);
    expect(await idleRow.innerText()).toMatch(/Quiet$/);
    const recruiter = await openSignedIn('recruiter2@demo.jobfair.test');
    // The booth dashboard switches availability off on load (spec 2 §4): let it, then leave it, so the switch below stays.
    await expect.poll(() => recruiter.getByText('Turn on to start next interview :').count()).toBe(1);
    await recruiter.goto(`${platform.url}/profile`);
    const recruiterId = await userIdOf(recruiter);
    const switched = await callApi(recruiter, 'PUT', `${fair}/recruiters/${recruiterId}/availability`, {
      boothId: idleBooth,
      isAvailableForChat: true,
    });
    expect(switched.status).toBe(200);
    await expect.poll(() => idleRow.innerText()).toMatch(/Idle recruiters$/);
    const idleCells = employer.getByTestId('staffing-table').locator('tbody tr', { hasText: 'Acme Operations' }).locator('td');
    await expect.poll(() => idleCells.nth(2).innerText()).toBe('1');
  });

  it('looks right at 390 px', async () => {
    await employer.getByText('Show charts as tables').click();
    await employer.setViewportSize({ width: 390, height: 844 });
    // The live change of the previous step is still there after the switch back to charts.
    expect(await employer.getByTestId(`staffing-${idleBooth}`).innerText()).toMatch(/Idle recruiters$/);
    await expect.poll(() => employer.locator('.recharts-wrapper').count()).toBe(4);
    await captureScreen(employer, 'fair-report-390', { fullPage: true });
    expect(await employer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('an auditor of the organization reads the fair-wide report and a booth’s report from the navigation, read-only', async () => {
    const token = async (email: string) =>
      ((await envelopeDataOf(platform.url, 'POST', '/auth/sign-in', '', { email, password: DEMO_PASSWORD })) as { accessToken: string })
        .accessToken;
    await envelopeDataOf(platform.url, 'POST', '/admin/auditors', await token('admin@demo.jobfair.test'), {
      email: 'recruiter1@demo.jobfair.test',
      scope: 'Organization',
    });
    const auditor = await openSignedIn('recruiter1@demo.jobfair.test');
    await auditor.waitForURL((url) => url.pathname === '/audit');
    await auditor.locator('.app-navbar a', { hasText: 'Reports' }).click();
    await expect.poll(() => auditor.getByTestId('audited-job-fairs').count()).toBe(1);
    await captureScreen(auditor, 'audit-reports');
    await auditor.getByRole('link', { name: 'Open the fair report of Acme Spring Career Fair' }).click();
    const title = auditor.locator('.fair-report__header h1');
    await expect.poll(() => title.textContent()).toBe('Fair Report - Acme Spring Career Fair');
    expect(await auditor.getByTestId('fair-matrix').locator('tbody tr').count()).toBe(3);
    await captureScreen(auditor, 'fair-report-auditor', { fullPage: true });
    const boothLink = auditor.locator(`[data-testid="fair-matrix"] a[href$="/booths/${lineBooth}"]`);
    const boothName = await boothLink.innerText();
    await boothLink.click();
    await expect.poll(() => auditor.getByTestId('report-title').textContent()).toBe(`Report - ${boothName}`);
    await expect.poll(() => auditor.getByTestId('metric-jobSeekersEnteredBooth').innerText()).toMatch(/^1\s/);
    // Read-only: the registered jobseekers carry no Invite.
    await auditor.getByRole('button', { name: 'Registered Applicants' }).click();
    const dialog = auditor.getByRole('dialog');
    await expect.poll(() => dialog.locator('table, .bp6-non-ideal-state').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: /^Invite / }).count()).toBe(0);
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => auditor.locator('.bp6-overlay-backdrop').count()).toBe(0);
    await captureScreen(auditor, 'booth-report-auditor', { fullPage: true });
    await auditor.setViewportSize({ width: 390, height: 844 });
    await captureScreen(auditor, 'booth-report-auditor-390', { fullPage: true });
  });
});
