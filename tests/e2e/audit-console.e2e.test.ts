import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { launchChromium } from '../support/browser';
import { envelopeDataOf } from '../support/http';
import { startTestPlatform } from '../support/platform';
import { captureScreen } from '../support/screens';
import { signIn } from '../support/sign-in';

// The auditor's journey (docs/audit.md) in a real browser on the demo fair: a seeker queues at a booth,
// is called and declines (the interview's end takes them out of the queue); a platform admin makes a
// recruiter an auditor of the organization; the auditor filters the log to the booth's queue stream and
// the seeker, follows the causation chain from the interview's end to the queue removal it caused,
// exports the query as CSV and finds their own queries recorded in the log. Between, the log is tailed
// live: a queue entry made meanwhile appears, Pause holds the list and counts, Resume shows what came.
let platform: Platform;
let browser: Browser;
const boothId = DEMO_BOOTH_IDS[0];
const fair = `/jobfairs/${DEMO_JOB_FAIR_ID}`;
const api = (method: string, path: string, token: string, body?: unknown) => envelopeDataOf(platform.url, method, path, token, body);
const signInApi = async (email: string) =>
  (await api('POST', '/auth/sign-in', '', { email, password: DEMO_PASSWORD })) as { accessToken: string; user: { userId: string } };

beforeAll(async () => {
  platform = await startTestPlatform('e2e_audit_console');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe('the event-history console', () => {
  let auditor: Page;
  let seekerId = '';
  let auditorId = '';

  it('a seeker queues, is called and declines; an admin makes a recruiter an auditor', async () => {
    const [seeker, recruiter, admin] = await Promise.all([
      signInApi('seeker2@demo.jobfair.test'),
      signInApi('recruiter1@demo.jobfair.test'),
      signInApi('admin@demo.jobfair.test'),
    ]);
    seekerId = seeker.user.userId;
    const { questions } = (await api('GET', `${fair}/boothQuestions/${boothId}`, seeker.accessToken)) as { questions: { id: string }[] };
    await api('POST', `${fair}/queueUsers/byBoothId/${boothId}`, seeker.accessToken, {
      answers: questions.map((question) => ({ questionId: question.id, answer: true })),
    });
    await api('PUT', `${fair}/recruiters/${recruiter.user.userId}/availability`, recruiter.accessToken, {
      boothId,
      isAvailableForChat: true,
    });
    let sessionId = '';
    await expect
      .poll(
        async () =>
          (sessionId =
            (
              (await api('GET', `${fair}/interviewSessions/byCandidateId/${seekerId}?filter=active`, seeker.accessToken)) as {
                id: string;
              }[]
            )[0]?.id ?? ''),
      )
      .not.toBe('');
    await api('POST', `${fair}/queueUsers/endInterview`, seeker.accessToken, { interviewSessionId: sessionId, endReason: 'DECLINED' });
    await expect
      .poll(async () => ((await api('GET', `${fair}/interviewSessions/${sessionId}`, seeker.accessToken)) as { status: string }).status)
      .toBe('ENDED');
    const granted = (await api('POST', '/admin/auditors', admin.accessToken, {
      email: 'recruiter2@demo.jobfair.test',
      scope: 'Organization',
    })) as { userId: string; email: string }[];
    auditorId = granted.find((row) => row.email === 'recruiter2@demo.jobfair.test')!.userId;
  });

  it("filters the log to the booth's queue stream and the seeker", async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    auditor = await context.newPage();
    await signIn(auditor, platform.url, 'recruiter2@demo.jobfair.test');
    await auditor.waitForURL((url) => url.pathname === '/audit');
    await auditor.getByLabel('Stream', { exact: true }).fill(`queue-${boothId}`);
    await auditor.getByLabel('Actor id').fill(seekerId);
    await auditor.getByRole('button', { name: 'Search' }).click();
    const rows = auditor.getByTestId('audit-event-row');
    await expect.poll(() => rows.locator('td:nth-child(3)').allInnerTexts()).toContain('QueueEntered');
    expect(new Set(await rows.locator('td:nth-child(4)').allInnerTexts())).toEqual(new Set([`queue-${boothId}`]));
    expect(new URL(auditor.url()).searchParams.get('actorId')).toBe(seekerId);
    await captureScreen(auditor, 'audit-console-1366');
  });

  it("follows the causation chain from the interview's end to the queue removal it caused", async () => {
    await auditor.getByLabel('Actor id').fill('');
    await auditor.getByLabel('Event type').fill('QueueLeft');
    await auditor.getByRole('button', { name: 'Search' }).click();
    const left = auditor.getByTestId('audit-event-row').filter({ hasText: 'QueueLeft' }).first();
    await expect.poll(() => left.count()).toBe(1);
    await left.getByRole('link').first().click();
    await expect.poll(() => auditor.getByRole('heading', { level: 2 }).innerText()).toMatch(/^QueueLeft #/);
    expect(await auditor.locator('.audit-json').first().innerText()).toContain('"reason": "InterviewEnded"');
    // Caused by the end of the interview, which in turn lists the removal among what it caused.
    await auditor.getByRole('link', { name: /^InterviewEnding · session-/ }).click();
    await expect.poll(() => auditor.getByRole('heading', { level: 2 }).innerText()).toMatch(/^InterviewEnding #/);
    expect(await auditor.locator('.audit-json').first().innerText()).toContain('"endReason": "DECLINED"');
    await expect
      .poll(() =>
        auditor
          .locator('.audit-caused')
          .getByRole('link', { name: /^QueueLeft · queue-/ })
          .count(),
      )
      .toBe(1);
    await captureScreen(auditor, 'audit-event-1366', { fullPage: true });
    await auditor
      .locator('.audit-caused')
      .getByRole('link', { name: /^QueueLeft · queue-/ })
      .click();
    await expect.poll(() => auditor.getByRole('heading', { level: 2 }).innerText()).toMatch(/^QueueLeft #/);
  });

  it('tails the log live: a new queue entry appears on top, Pause holds the list and counts, Resume shows what came', async () => {
    const [seeker, recruiter] = await Promise.all([signInApi('seeker3@demo.jobfair.test'), signInApi('recruiter1@demo.jobfair.test')]);
    // Nobody available at the booth: the entry waits, and its queue stream moves only when the test moves it.
    await api('PUT', `${fair}/recruiters/${recruiter.user.userId}/availability`, recruiter.accessToken, {
      boothId,
      isAvailableForChat: false,
    });
    await auditor.goto(`${platform.url}/audit?stream=queue-${boothId}`);
    const rows = auditor.getByTestId('audit-event-row');
    const types = () => rows.locator('td:nth-child(3)').allInnerTexts();
    /** The types of the rows above the `shown` the list had: what the tail added. */
    const addedSince = async (shown: number) => {
      const all = await types();
      return all.slice(0, all.length - shown);
    };
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await expect.poll(() => auditor.getByRole('button', { name: 'Pause' }).count()).toBe(1);
    // The first page is in: rows above it can only come through the gateway.
    const before = await rows.count();
    const { questions } = (await api('GET', `${fair}/boothQuestions/${boothId}`, seeker.accessToken)) as { questions: { id: string }[] };
    const entry = (await api('POST', `${fair}/queueUsers/byBoothId/${boothId}`, seeker.accessToken, {
      answers: questions.map((question) => ({ questionId: question.id, answer: true })),
    })) as { id: string };
    await expect.poll(() => addedSince(before)).toContain('QueueEntered');

    await auditor.getByRole('button', { name: 'Pause' }).click();
    const held = await types();
    await api('DELETE', `${fair}/queueUsers/byBoothIdAndId/${boothId}/${entry.id}`, seeker.accessToken);
    const arrived = auditor.getByTestId('audit-arrived');
    await expect.poll(() => arrived.innerText()).toMatch(/^[1-9]\d* new events? since paused$/);
    // Held: the list did not move.
    expect(await types()).toEqual(held);
    await captureScreen(auditor, 'audit-console-paused-1366');

    await auditor.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => addedSince(held.length)).toContain('QueueLeft');
    expect(await arrived.innerText()).toBe('');
  });

  it('exports the query as CSV and sees their own queries recorded', async () => {
    await auditor.goto(`${platform.url}/audit?stream=queue-${boothId}&order=asc`);
    await expect.poll(() => auditor.getByTestId('audit-event-row').count()).toBeGreaterThan(0);
    const [download] = await Promise.all([auditor.waitForEvent('download'), auditor.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-.*\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^position,at,type,streamId/);
    expect(csv).toContain('QueueLeft');

    await auditor.goto(`${platform.url}/audit?type=AuditLogQueried&actorId=${auditorId}`);
    const recorded = auditor.getByTestId('audit-event-row');
    await expect.poll(() => recorded.count()).toBeGreaterThan(2);
    await recorded.first().getByRole('link').first().click();
    await expect.poll(() => auditor.getByRole('heading', { level: 2 }).innerText()).toMatch(/^AuditLogQueried #/);
    expect(await auditor.locator('.audit-json').first().innerText()).toContain(`"auditorId": "${auditorId}"`);
    // Among the records: the stream-and-seeker query of the first step, the live tail, and the CSV export.
    const token = (await signInApi('recruiter2@demo.jobfair.test')).accessToken;
    const records = async (type: string) =>
      (
        (await api('GET', `/audit/events?type=${type}&actorId=${auditorId}&limit=200`, token)) as {
          events: { data: { filter: Record<string, string>; live?: boolean; format?: string } }[];
        }
      ).events.map((event) => event.data);
    const queries = await records('AuditLogQueried');
    expect(queries.some(({ filter }) => filter.stream === `queue-${boothId}` && filter.actorId === seekerId)).toBe(true);
    expect(queries.some(({ filter, live }) => live === true && filter.stream === `queue-${boothId}`)).toBe(true);
    expect((await records('AuditLogExported')).map(({ format, filter }) => [format, filter.stream])).toContainEqual([
      'csv',
      `queue-${boothId}`,
    ]);

    await auditor.setViewportSize({ width: 390, height: 844 });
    await auditor.goto(`${platform.url}/audit?stream=queue-${boothId}`);
    await expect.poll(() => auditor.getByTestId('audit-event-row').count()).toBeGreaterThan(0);
    await captureScreen(auditor, 'audit-console-390', { fullPage: true });
  });

  it("lets a recruiter open an event their report's trace lists, redacted, without the console", async () => {
    const recruiter = await signInApi('recruiter1@demo.jobfair.test');
    const trace = (await api('GET', `${fair}/report/${boothId}/trace?metric=jobSeekersEnteredBooth`, recruiter.accessToken)) as {
      events: { position: string; type: string }[];
    };
    const entered = trace.events.find((event) => event.type === 'QueueEntered')!;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, platform.url, 'recruiter1@demo.jobfair.test');
    await page.goto(`${platform.url}/audit/events/${entered.position}`);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).innerText()).toBe(`QueueEntered #${entered.position}`);
    expect(await page.getByText("Other people's personal data is redacted.", { exact: false }).count()).toBe(1);
    expect(await page.locator('.audit-json').first().innerText()).toContain('"answer": "[redacted]"');
    expect(await page.getByRole('link', { name: 'Back to the event history' }).count()).toBe(0);
    await captureScreen(page, 'audit-traced-event-390', { fullPage: true });
    await page.goto(`${platform.url}/audit`);
    await page.waitForURL((url) => url.pathname === '/recruiter/booth');
    await context.close();
  });
});
