import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { signIn } from '../support/sign-in';
import { envelopeDataOf } from '../support/http';

// In-app messages in a real browser on the demo fair running now (spec 1 §2.4, spec 2 §2.1, spec 3 §2.2):
// the platform admin's announcement to JobSeeker reaches a signed-in job seeker's notifications menu live and
// is marked read there; a recruiter's broadcast to the queue reaches both job seekers waiting in it.
let platform: Platform;
let browser: Browser;
const engineering = DEMO_BOOTH_IDS[0]; // Rita's booth
const seekerLobby = () => `${platform.url}/job-seeker/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}/lobby`;
const api = (method: string, path: string, token: string, body?: unknown) => envelopeDataOf(platform.url, method, path, token, body);
const tokenOf = async (email: string) =>
  ((await api('POST', '/auth/sign-in', '', { email, password: DEMO_PASSWORD })) as { accessToken: string }).accessToken;
const enterQueue = async (email: string) => {
  const token = await tokenOf(email);
  const { questions } = (await api('GET', `/jobfairs/${DEMO_JOB_FAIR_ID}/boothQuestions/${engineering}`, token)) as {
    questions: { id: string }[];
  };
  await api('POST', `/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byBoothId/${engineering}`, token, {
    answers: questions.map((question) => ({ questionId: question.id, answer: true })),
  });
};
const openPage = async (email: string) => {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(page, platform.url, email);
  return page;
};
const unread = (page: Page) => page.getByTestId('notifications-unread').textContent({ timeout: 15_000 });
const openMenu = async (page: Page) => {
  await page.getByTestId('notifications-button').click();
  await page.getByTestId('notifications-menu').waitFor();
};
// Closed for good before the next open, which would otherwise find the old menu fading out. Escape works
// after 'Mark read' too, whose button goes away with the focus it had.
const closeMenu = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.getByTestId('notifications-menu').waitFor({ state: 'hidden' });
};

beforeAll(async () => {
  platform = await startTestPlatform('e2e_messages');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe('messages in the browser', () => {
  let seeker1: Page;
  let seeker2: Page;

  it("an admin's announcement to JobSeeker reaches a signed-in job seeker's notifications live, and is marked read", async () => {
    seeker1 = await openPage('seeker1@demo.jobfair.test');
    await seeker1.goto(seekerLobby());
    await seeker1.getByTestId('notifications-button').waitFor();

    const admin = await openPage('admin@demo.jobfair.test');
    await admin.goto(`${platform.url}/admin/lobby/${DEMO_ORGANIZATION_ID}/${DEMO_JOB_FAIR_ID}`);
    await admin.getByRole('button', { name: 'Announcements' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Announcements' });
    await dialog.getByRole('button', { name: 'Broadcast' }).click();
    await dialog.getByText('Please choose an audience').waitFor();
    await dialog.getByText('Message is required').waitFor();
    await dialog.getByText('JobSeeker', { exact: true }).click();
    expect(await dialog.getByLabel('JobSeeker').isChecked()).toBe(true);
    const text = 'Welcome! Recruiters from Acme are on video until five.';
    await dialog.getByLabel('Message').fill(text);
    await captureScreen(admin, 'messages-announcements');
    await dialog.getByRole('button', { name: 'Broadcast' }).click();
    await admin.getByText(/Message sent to \d+ (person|people)/).waitFor();

    expect(await unread(seeker1)).toBe('1');
    await openMenu(seeker1);
    const item = seeker1.getByTestId('notification').first();
    expect(await item.innerText()).toContain('Welcome! Recruiters …');
    await item.getByTitle(text).waitFor();
    expect(await item.getAttribute('data-read')).toBe('false');
    await captureScreen(seeker1, 'messages-notifications');
    await item.getByRole('button', { name: /^Mark read/ }).click();
    await expect.poll(() => item.getAttribute('data-read')).toBe('true');
    expect(await seeker1.getByTestId('notifications-unread').count()).toBe(0);
    await closeMenu(seeker1);

    // Clear Notifications says so in the spec's words.
    await admin.getByRole('button', { name: 'Clear Notifications' }).click();
    await admin.getByRole('button', { name: 'Clear', exact: true }).click();
    await admin.getByText(`Success clearing Notifications for job fair id ${DEMO_JOB_FAIR_ID}`).waitFor();
    await openMenu(seeker1);
    await seeker1.getByText('No notifications').waitFor();
    await closeMenu(seeker1);
  });

  it("a recruiter's broadcast to the queue reaches every job seeker in it", async () => {
    seeker2 = await openPage('seeker2@demo.jobfair.test');
    await seeker2.goto(seekerLobby());
    await seeker2.getByTestId('notifications-button').waitFor();
    await enterQueue('seeker1@demo.jobfair.test');
    await enterQueue('seeker2@demo.jobfair.test');

    const rita = await openPage('recruiter1@demo.jobfair.test');
    await rita.goto(`${platform.url}/recruiter/booth`);
    await expect.poll(() => rita.getByTestId('recruiter-booth-name').textContent()).toBe('Acme Engineering');
    await rita.getByRole('button', { name: 'Broadcast message' }).click({ timeout: 10_000 });
    const dialog = rita.getByRole('dialog', { name: 'Broadcast message' });
    expect(await dialog.getByRole('radio', { name: 'Queue' }).isChecked({ timeout: 10_000 })).toBe(true);
    await dialog.getByLabel('Message').fill('We are running ten minutes late, thank you for waiting.');
    await captureScreen(rita, 'messages-broadcast');
    await dialog.getByRole('button', { name: 'Broadcast' }).click();
    await rita.getByText(/Message sent to \d+ (person|people)/).waitFor({ timeout: 10_000 });
    expect(await rita.getByText(/Message sent to/).textContent()).toBe('Message sent to 2 people');

    for (const seeker of [seeker1, seeker2]) {
      expect(await unread(seeker)).toBe('1');
      await openMenu(seeker);
      await seeker.getByTestId('notification').first().getByTitle('We are running ten minutes late, thank you for waiting.').waitFor();
    }
    await seeker2.getByRole('menuitem', { name: 'Mark all read' }).click();
    await expect.poll(() => seeker2.getByTestId('notifications-unread').count()).toBe(0);
  });

  it('looks right at 390 px', async () => {
    await seeker1.setViewportSize({ width: 390, height: 844 });
    await captureScreen(seeker1, 'messages-notifications-390');
    expect(await seeker1.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
