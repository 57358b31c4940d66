import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID } from '../../infra/seed/demo-accounts';
import { launchChromium } from '../support/browser';
import { fillReportMoment, moveReportToStart, serverNow } from '../support/report-moment';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { chooseAnswer } from '../support/questionnaire';
import { signIn } from '../support/sign-in';

// The recruiter's Report page (spec 2 §2.1) in a real browser against the real platform: a seeker opens
// the booth, leaves a resume, answers the questionnaire and queues; the server calls them, the interview
// runs through the API (joined, one chat line, rated, ended) because video is not what this is about;
// then the recruiter reads the report as a person would: numbers, conversation, candidate, resumes, CSV.
let platform: Platform;
let browser: Browser;
const contexts: BrowserContext[] = [];
const boothId = DEMO_BOOTH_IDS[0];
const fair = `/jobfairs/${DEMO_JOB_FAIR_ID}`;
/** A real one-page PDF, so the report's viewer has a page to show. */
const RESUME_PDF = 'infra/seed/assets/demo-resume.pdf';
const lobby = () => `${platform.url}/job-seeker/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}/lobby`;
const boothPage = () => `${lobby()}/booth/${boothId}`;

beforeAll(async () => {
  platform = await startTestPlatform('e2e_report');
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await platform?.close();
});

const openSignedIn = async (email: string): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, platform.url, email);
  return page;
};

/** The API as the page's signed-in user calls it: the interview's steps and read-backs, not what is under test. */
const callApi = <T>(page: Page, method: string, path: string, body?: unknown): Promise<T> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const { accessToken } = JSON.parse(localStorage.getItem('jobfair.session')!) as { accessToken: string };
      const headers: Record<string, string> = { authorization: `Bearer ${accessToken}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const answer = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return ((await answer.json()) as { data: unknown }).data;
    },
    { method, path, body },
  ) as Promise<T>;
/** The screen at both widths it is looked at (1366 desktop, 390 phone), back at this file's 1280 afterwards. */
const captureBothWidths = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await captureScreen(page, `${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await captureScreen(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
};
/** A moment between the drop-off and the queue entry, on a whole second (the date-time field's step). */
let afterDropOff = 0;
const userIdOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('jobfair.session')!) as { user: { userId: string } }).user.userId);

describe('the recruiter report in a real browser', () => {
  let sam: Page;
  let rita: Page;

  it('a seeker opens the booth, leaves a resume and enters the queue', async () => {
    sam = await openSignedIn('seeker1@demo.jobfair.test');
    await sam.goto(boothPage());
    await sam.getByRole('button', { name: 'Click Here' }).click();
    const dropOff = sam.getByRole('dialog');
    await dropOff
      .locator('input[type=file]')
      .setInputFiles({ name: 'Sam Seeker CV.pdf', mimeType: 'application/pdf', buffer: await readFile(RESUME_PDF) });
    await dropOff.getByLabel('Job Title').fill('Firmware engineer');
    await dropOff.getByLabel('Note').fill('Happy to talk again next week.');
    await dropOff.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => sam.getByText('Your resume and note were left at the booth.').count()).toBe(1);
    await sam.keyboard.press('Escape');
    await expect.poll(() => sam.locator('.bp6-overlay-backdrop').count()).toBe(0);
    // The next whole second after the drop-off; the queue is entered only once the server's clock has passed it.
    afterDropOff = Math.ceil((await serverNow(sam)) / 1000) * 1000;
    await expect.poll(() => serverNow(sam)).toBeGreaterThan(afterDropOff);

    await sam.getByTestId('queue-panel').getByRole('button', { name: 'Enter Queue' }).click();
    const questions = sam.getByRole('dialog');
    for (const [index, answer] of (['Yes', 'Yes', 'No'] as const).entries()) await chooseAnswer(questions, index, answer);
    await questions.getByRole('button', { name: 'Enter Queue' }).click();
    await expect.poll(() => sam.getByTestId('queue-state').textContent()).toBe('You have joined the queue for this booth.');
  });

  it('the server calls the seeker; the interview is joined, chatted in, rated and ended', async () => {
    rita = await openSignedIn('recruiter1@demo.jobfair.test');
    const [samId, ritaId] = [await userIdOf(sam), await userIdOf(rita)];
    // The dashboard sets availability off on load (spec 2 §4); the recruiter then switches it on.
    await expect.poll(() => rita.getByText('Turn on to start next interview :').count()).toBe(1);
    await rita.locator('.availability-switch').click();
    let sessionId = '';
    await expect
      .poll(async () => {
        sessionId =
          (await callApi<{ id: string }[]>(sam, 'GET', `${fair}/interviewSessions/byCandidateId/${samId}?filter=active`))[0]?.id ?? '';
        return sessionId;
      })
      .not.toBe('');
    expect(
      await callApi<{ status: string }>(sam, 'PUT', `${fair}/interviewSessions/${sessionId}`, { status: 'IN_PROGRESS' }),
    ).toMatchObject({ status: 'IN_PROGRESS' });
    await callApi(sam, 'POST', `${fair}/interviewSessions/${sessionId}/chatMessages`, { message: 'Hello from Sam, thanks for your time!' });
    await callApi(rita, 'POST', `${fair}/reviewUsers/${sessionId}/${ritaId}`, { rating: 4, notes: 'Great firmware answers' });
    expect(
      await callApi<{ status: string }>(rita, 'POST', `${fair}/queueUsers/endInterview`, {
        interviewSessionId: sessionId,
        endReason: 'ENDED',
      }),
    ).toMatchObject({ status: 'ENDING' });
    await expect
      .poll(async () => (await callApi<{ status: string }>(rita, 'GET', `${fair}/interviewSessions/${sessionId}`)).status)
      .toBe('ENDED');
  });

  it('the report shows the numbers, the conversation, and the candidate with profile, questions and chat', async () => {
    await rita.goto(`${platform.url}/recruiter/history`);
    // A dialog left over from the ended interview (if any) is dismissed as a person would.
    await expect.poll(() => rita.getByTestId('report-title').textContent()).toBe('Report - Acme Engineering');
    expect(await rita.locator('.bp6-breadcrumbs').innerText()).toMatch(/Booth\s*Report/);
    const metric = (key: string) => rita.getByTestId(`metric-${key}`);
    const expected = {
      jobSeekerLogins: 'Applicant Logins',
      boothVisitors: 'Unique booth visitors',
      jobSeekersEnteredBooth: 'Entered booth queue',
      boothInterviews: 'Booth Interviews',
      resumesLeftAtBooth: 'Resumes Left',
    };
    for (const [key, label] of Object.entries(expected)) {
      // The read models catch up on their own; the refresh icon reads them again.
      await expect
        .poll(async () => {
          await rita.getByRole('button', { name: 'Refresh metrics' }).click();
          return (await metric(key).innerText()).replace(/\s+/g, ' ').trim();
        })
        .toBe(`1 ${label}`);
    }

    const row = rita.getByTestId('conversation');
    await expect.poll(() => row.count()).toBe(1);
    const cells = await row.locator('td').allInnerTexts();
    expect(cells[0]).toBe('Sam Seeker');
    expect(await row.locator('td').nth(1).getAttribute('aria-label')).toBe('4 / 5');
    expect(cells.slice(2)).toEqual(['Great firmware answers', 'Rita Recruiter']);
    await row.click();
    const panel = rita.getByTestId('candidate-panel');
    await expect.poll(() => panel.getByText('+16175550101').count()).toBe(1);
    const profile = await rita.getByTestId('candidate-profile').innerText();
    for (const value of [
      'seeker1@demo.jobfair.test',
      'Bachelors',
      'Computer Science',
      'Information Technology',
      '$100,000-$150,000',
      'None',
      'Northeast',
      'Yes',
      '2026-01-05',
    ])
      expect(profile).toContain(value);
    const questions = await rita.getByTestId('candidate-questions').innerText();
    expect(questions).toContain('Score: 2/3');
    expect(questions.replace(/\s+/g, ' ')).toContain(
      'Are you authorized to work in the United States? Yes Do you have 3 or more years of professional experience? Yes Are you open to hybrid work in Boston? No',
    );
    expect(await rita.getByTestId('candidate-chat').innerText()).toContain('Hello from Sam, thanks for your time!');
    await rita.getByTestId('candidate-resume').getByRole('button', { name: 'expand section' }).click();
    expect(await rita.getByTestId('candidate-resume').locator('a[download]').getAttribute('download')).toBe('resume_Seeker_Sam.pdf');
    // For the picture only: Chromium's PDF viewer paints the page a moment after the frame loads.
    await rita.waitForTimeout(1500);
    await captureScreen(rita, 'report-01-conversation-1280', { fullPage: true });
  });

  it("'Select Recruiter' filters the conversations and counts the recruiter's interviews", async () => {
    const select = rita.getByRole('combobox', { name: 'Select Recruiter' });
    await expect.poll(() => select.locator('option').count()).toBe(3);
    await select.selectOption({ label: 'Rita Recruiter' });
    await expect.poll(() => rita.getByTestId('interviews-count').textContent()).toBe('No. of Interviews: 1');
    await expect.poll(() => rita.getByTestId('conversation').count()).toBe(1);
    await select.selectOption({ label: 'Ravi Recruiter' });
    await expect.poll(() => rita.getByTestId('interviews-count').textContent()).toBe('No. of Interviews: 0');
    await expect.poll(() => rita.getByText('No Conversations').count()).toBe(1);
    await select.selectOption({ label: 'All recruiters' });
    await expect.poll(() => rita.getByTestId('conversation').count()).toBe(1);
  });

  it("'Registered Applicants' lists the seeker who signed in to the fair", async () => {
    await rita.getByRole('button', { name: 'Registered Applicants' }).click();
    const dialog = rita.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Registered Jobseekers').count()).toBe(1);
    const table = dialog.getByTestId('registered-jobseekers');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['Given Name', 'Family Name', 'Email', 'Phone Number', 'Invitation']);
    expect(await table.locator('tbody tr td').allInnerTexts()).toEqual([
      'Sam',
      'Seeker',
      'seeker1@demo.jobfair.test',
      '+16175550101',
      'Invite',
    ]);
    await rita.locator('.bp6-overlay-backdrop.bp6-overlay-enter-done').waitFor();
    await captureScreen(rita, 'report-02-registered-1280');
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => rita.locator('.bp6-overlay-backdrop').count()).toBe(0);
  });

  it("the tab 'Resumes and Notes Left at Booth' lists the drop-off and selects its candidate", async () => {
    await rita.getByRole('tab', { name: 'Resumes and Notes Left at Booth' }).click();
    const resume = rita.getByTestId('booth-resume');
    await expect.poll(() => resume.count()).toBe(1);
    expect(await rita.getByTestId('booth-resumes').locator('thead th').allInnerTexts()).toEqual([
      'Candidate',
      'Resume',
      'Job Title & Notes',
    ]);
    const text = await resume.innerText();
    for (const value of ['Sam Seeker', 'Sam Seeker CV.pdf', 'Firmware engineer', 'Happy to talk again next week.'])
      expect(text).toContain(value);
    await resume.locator('td').first().click();
    await expect.poll(() => rita.getByTestId('candidate-panel').getByRole('heading', { name: 'Sam Seeker' }).count()).toBe(1);
    const viewer = rita.getByTestId('candidate-resume').locator('iframe');
    await rita.getByTestId('candidate-resume').getByRole('button', { name: 'expand section' }).click();
    const href = await viewer.getAttribute('src');
    const pdf = await rita.request.get(new URL(href!, platform.url).toString());
    expect((await pdf.body()).equals(await readFile(RESUME_PDF))).toBe(true);
    // For the picture only: Chromium's PDF viewer paints the page a moment after the frame loads.
    await rita.waitForTimeout(1500);
    await captureScreen(rita, 'report-03-resumes-1280', { fullPage: true });
  });

  it("'Download Candidate Ratings' saves history-{date}-job-fair.csv with the rating and notes", async () => {
    const [download] = await Promise.all([
      rita.waitForEvent('download'),
      rita.getByRole('button', { name: 'Download Candidate Ratings' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^history-\d{4}-\d{2}-\d{2}-job-fair\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Great firmware answers');
    expect(csv).toContain('Sam');
  });

  it('moves the report to a past moment: the figures, conversations and resumes of then; a figure lists its events', async () => {
    await rita.setViewportSize({ width: 1366, height: 900 });
    await rita.getByRole('tab', { name: 'Conversations' }).click();
    const figure = async (key: string) => (await rita.getByTestId(`metric-${key}`).innerText()).replace(/\s+/g, ' ').trim();
    const state = rita.getByTestId('report-moment-state');
    expect(await state.innerText()).toBe('Live');
    // The slider's start is the fair's start, before anyone came.
    await moveReportToStart(rita);
    await expect.poll(() => figure('boothInterviews')).toBe('0 Booth Interviews');
    expect(await figure('resumesLeftAtBooth')).toBe('0 Resumes Left');

    // The date-time field, to the second: after Sam left the resume, before Sam queued.
    await fillReportMoment(rita, afterDropOff);
    await expect.poll(() => figure('resumesLeftAtBooth')).toBe('1 Resumes Left');
    expect({
      logins: await figure('jobSeekerLogins'),
      visitors: await figure('boothVisitors'),
      entered: await figure('jobSeekersEnteredBooth'),
      interviews: await figure('boothInterviews'),
    }).toEqual({
      logins: '1 Applicant Logins',
      visitors: '1 Unique booth visitors',
      entered: '0 Entered booth queue',
      interviews: '0 Booth Interviews',
    });
    expect(await rita.getByTestId('interviews-count').innerText()).toBe('No. of Interviews: 0');
    await expect.poll(() => rita.getByText('No Conversations').count()).toBe(1);
    await rita.getByRole('tab', { name: 'Resumes and Notes Left at Booth' }).click();
    await expect.poll(() => rita.getByTestId('booth-resume').count()).toBe(1);
    expect(await rita.getByTestId('booth-resume').innerText()).toContain('Firmware engineer');
    await captureScreen(rita, 'report-05-as-of-1366', { fullPage: true });

    // A figure lists the events that made it, each a link into the audit console.
    await rita.getByTestId('metric-resumesLeftAtBooth').click();
    const dialog = rita.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('traced-event').count()).toBe(1);
    const cells = await dialog.getByTestId('traced-event').locator('td').allInnerTexts();
    expect(cells[0]).toBe('BoothResumeSaved');
    expect(cells[2]).toBe('Sam Seeker');
    expect(await dialog.getByRole('link').getAttribute('href')).toMatch(/^\/audit\/events\/\d+$/);
    await rita.locator('.bp6-overlay-backdrop.bp6-overlay-enter-done').waitFor();
    await captureScreen(rita, 'report-06-trace-1366');
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => rita.locator('.bp6-overlay-backdrop').count()).toBe(0);

    // Back to live: the interview is there again, and its rating lists the recruiter's review.
    await rita.getByRole('button', { name: 'Back to live' }).click();
    await expect.poll(() => state.innerText()).toBe('Live');
    await expect.poll(() => figure('boothInterviews')).toBe('1 Booth Interviews');
    await rita.getByRole('tab', { name: 'Conversations' }).click();
    await rita.getByTestId('conversation-rating').click();
    await expect.poll(() => dialog.getByTestId('traced-event').count()).toBe(1);
    expect(await dialog.getByTestId('traced-event').locator('td').allInnerTexts()).toEqual([
      'ReviewSaved',
      expect.any(String),
      'Rita Recruiter',
      expect.stringMatching(/^Event #\d+$/),
    ]);
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => rita.locator('.bp6-overlay-backdrop').count()).toBe(0);

    // On a phone the control stacks; the past still reads the same.
    await rita.setViewportSize({ width: 390, height: 844 });
    await fillReportMoment(rita, afterDropOff);
    await expect.poll(() => figure('boothInterviews')).toBe('0 Booth Interviews');
    const overflow = await rita.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await captureScreen(rita, 'report-07-as-of-390', { fullPage: true });
    await rita.getByRole('button', { name: 'Back to live' }).click();
    await rita.setViewportSize({ width: 1280, height: 900 });
  });

  it('fits a phone-sized screen, and the dashboard no longer carries the resume list', async () => {
    await rita.setViewportSize({ width: 390, height: 844 });
    await rita.getByRole('tab', { name: 'Conversations' }).click();
    await rita.getByTestId('conversation').click();
    await expect.poll(() => rita.getByTestId('candidate-panel').count()).toBe(1);
    const overflow = await rita.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await captureScreen(rita, 'report-04-phone-390', { fullPage: true });
    await rita.setViewportSize({ width: 1280, height: 900 });
    await rita
      .getByRole('link', { name: 'Booth' })
      .or(rita.locator('.bp6-breadcrumb', { hasText: 'Booth' }))
      .first()
      .click();
    await expect.poll(() => rita.getByTestId('recruiter-booth-name').count()).toBe(1);
    expect(await rita.getByTestId('booth-resumes').count()).toBe(0);
  });

  it('the recruiter invites the seeker from Registered Applicants; the lobby says so live; the queue row carries the invite icon', async () => {
    await sam.goto(lobby());
    await expect.poll(() => sam.getByTestId('booth-card').count()).toBe(3);
    expect(await sam.getByTestId('lobby-invitation').count()).toBe(0);

    await rita.goto(`${platform.url}/recruiter/history`);
    await expect.poll(() => rita.getByTestId('report-title').textContent()).toBe('Report - Acme Engineering');
    await rita.getByRole('button', { name: 'Registered Applicants' }).click();
    const dialog = rita.getByRole('dialog');
    await dialog.getByRole('searchbox', { name: 'Search by name or email' }).fill('seeker1');
    await expect.poll(() => dialog.getByTestId('registered-jobseeker').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Invite Sam Seeker to this booth' }).click();
    await expect.poll(() => dialog.getByTestId('jobseeker-invited').textContent()).toBe('Invited');
    expect(await dialog.getByRole('button', { name: 'Withdraw the invitation of Sam Seeker' }).count()).toBe(1);
    await captureBothWidths(rita, 'report-05-invited');

    // Pushed by the gateway: Sam's lobby, untouched since it loaded, shows the invitation and marks the card.
    await expect.poll(() => sam.getByTestId('lobby-invitation').textContent()).toContain('You are invited to Acme Engineering');
    const card = sam.getByTestId('booth-card').filter({ hasText: 'Acme Engineering' });
    expect(await card.getByTestId('booth-invited').textContent()).toBe('Invited');
    await captureBothWidths(sam, 'report-06-lobby-invited');

    await sam.getByTestId('lobby-invitation').getByRole('button', { name: 'Go to booth' }).click();
    await sam.waitForURL(`**/lobby/booth/${boothId}`);
    await sam.getByTestId('queue-panel').getByRole('button', { name: 'Enter Queue' }).click();
    const questions = sam.getByRole('dialog');
    for (const [index, answer] of (['Yes', 'Yes', 'No'] as const).entries()) await chooseAnswer(questions, index, answer);
    await questions.getByRole('button', { name: 'Enter Queue' }).click();
    await expect.poll(() => sam.getByTestId('queue-state').textContent()).toBe('You have joined the queue for this booth.');

    // Availability is off on the dashboard's load, so the row waits with its icon rather than being called.
    await rita.keyboard.press('Escape');
    await rita.goto(`${platform.url}/recruiter/booth`);
    const row = rita.getByTestId('queue-candidate').filter({ hasText: 'Sam Seeker' });
    await expect.poll(() => row.getByTestId('queue-invited').count()).toBe(1);
    expect(await row.getByRole('img', { name: 'Invited to this booth' }).count()).toBe(1);
    await captureBothWidths(rita, 'report-07-queue-invited');

    // The invitation is used up: the lobby no longer shows it.
    await sam.goto(lobby());
    await expect.poll(() => sam.getByTestId('booth-card').count()).toBe(3);
    expect(await sam.getByTestId('lobby-invitation').count()).toBe(0);
  });
});
