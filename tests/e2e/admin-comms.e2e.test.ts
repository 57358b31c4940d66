import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { addDays } from '../../domain/jobfair/jobfair-schema';
import { jobFairStart } from '../../domain/jobfair/time-status';
import { DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { testClock } from '../support/api';
import { closeContextsAfterEachTest, launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { signIn } from '../support/sign-in';

// The platform admin's Comms screens (spec 3 §2.2), one journey on one platform:
// an email identity verified through the link of its mail, then a template written with the rich-text editor and
// sent, rendered, 30 minutes before the fair's moved start on the platform clock.
const clock = testClock();
let platform: Platform;
let browser: Browser;
let page: Page;
let adminToken: string;
const SENDER = 'news@metro-herald.example';

beforeAll(async () => {
  platform = await startTestPlatform('e2e_admin_comms', { clock });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(page, platform.url, 'admin@demo.jobfair.test');
  await signInApi();
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});
closeContextsAfterEachTest(() => [browser]);

// Sessions last a day on the platform clock: after it jumps days ahead the admin signs in again.
const signInApi = async () => {
  const answer = await fetch(`${platform.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.jobfair.test', password: DEMO_PASSWORD }),
  });
  adminToken = ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
};
const apiCall = async <T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> => {
  const answer = await fetch(`${platform.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return ((await answer.json()) as { data: T }).data;
};
const apiGet = <T>(path: string) => apiCall<T>('GET', path);

/** Both widths the screens are looked at (1366 desktop, 390 phone), back at desktop afterwards. */
const captureBothWidths = async (name: string) => {
  await captureScreen(page, `${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await captureScreen(page, `${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
};

describe('the Comms screens in a real browser', () => {
  it('adds an email identity and verifies it through the link mailed to it', async () => {
    await page.goto(`${platform.url}/admin/email-identities`);
    await expect.poll(() => page.getByRole('heading', { name: 'Email Identities', exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText('Sandbox Mode').count()).toBe(1);
    await expect.poll(() => page.getByText('No email identities found').count()).toBe(1);

    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Please select identities to delete' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Add Identity' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill('not an address');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => dialog.getByText('Please enter a valid email address').count()).toBe(1);
    await dialog.getByLabel('Email address').fill(SENDER);
    await dialog.getByRole('button', { name: 'Add' }).click();
    const row = page.getByRole('row').filter({ hasText: SENDER });
    await expect.poll(() => row.getByText('Pending').count()).toBe(1);
    expect(await row.getByRole('button', { name: `Resend verification to ${SENDER}` }).count()).toBe(1);
    await captureBothWidths('email-identities');

    const [mail] = await apiGet<{ text: string; purpose: string }[]>(`/admin/mail-outbox?to=${encodeURIComponent(SENDER)}`);
    expect(mail?.purpose).toBe('email-identity-verification');
    const link = /https?:\/\/\S+/.exec(mail!.text)![0];
    await page.goto(link);
    await expect.poll(() => page.getByText(`${SENDER} is verified.`).count()).toBe(1);
    await captureBothWidths('email-identity-verified');

    await page.goto(`${platform.url}/admin/email-identities`);
    await expect.poll(() => row.getByText('Verified').count()).toBe(1);
    expect(await row.getByRole('button', { name: `Resend verification to ${SENDER}` }).count()).toBe(0);
  });

  it('writes a scheduled template with bold, a list, a link and a merge field, and lists it', async () => {
    await page.getByRole('button', { name: 'Notification Templates' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Notification Templates' }).count()).toBe(1);
    await page.getByRole('button', { name: 'New Template' }).click();
    const dialog = page.getByRole('dialog');
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);

    await dialog.getByLabel('Template ID').fill('fair reminder');
    await dialog.getByLabel('Subject').fill('Hi');
    await expect
      .poll(() => dialog.getByText('Template ID can only contain letters, numbers, underscores and hyphens, without spaces').count())
      .toBe(1);
    await expect.poll(() => dialog.getByText('Subject must be at least 3 characters').count()).toBe(1);
    await dialog.getByLabel('Template ID').fill('fair_reminder');
    await dialog.getByLabel('Event Type').selectOption('ReminderBeforeJobFairStart');
    await dialog.getByLabel('Recipient').selectOption('platformAdmin');
    await dialog.getByLabel('Sender').selectOption(SENDER);
    await dialog.getByLabel('Subject').fill('Your job fair starts soon');
    expect(await dialog.getByText('25/200').count()).toBe(1);

    const body = dialog.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.type('Hello ');
    await dialog.getByRole('button', { name: 'Insert merge field' }).click();
    await page.getByRole('menuitem', { name: /First name/ }).click();
    await page.keyboard.type(', ');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('the fair starts in 30 minutes');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Bullet list' }).click();
    await page.keyboard.type('Test your camera');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Open the lobby');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Agenda');
    await page.keyboard.press('Shift+Home');
    await dialog.getByRole('button', { name: 'Link' }).click();
    await page.getByLabel('Link address').fill('https://fair.example/agenda');
    await page.getByRole('button', { name: 'Apply' }).click();

    await dialog.getByText('Schedule relative to the event').click();
    expect(await dialog.getByLabel('Offset in minutes (negative is before)').inputValue()).toBe('-30');
    await expect.poll(() => save.isDisabled()).toBe(false);
    await captureBothWidths('template-modal');

    await save.click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const row = page.getByRole('row').filter({ hasText: 'fair_reminder' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'fair_reminder',
      'ReminderBeforeJobFairStart',
      'Email',
      'Platform admin',
      'Enabled',
      '',
    ]);
    await captureBothWidths('templates');

    const saved = await apiGet<{ body: string; sender: string; sendRelativeTo: { mode: string; offsetMinutes: number } }>(
      '/organizations/templates/fair_reminder?channel=email',
    );
    expect(saved.sender).toBe(SENDER);
    expect(saved.sendRelativeTo).toMatchObject({ mode: 'components', offsetMinutes: -30 });
    expect(saved.body).toContain('Hello {{firstName}}, <strong>the fair starts in 30 minutes</strong>');
    expect(saved.body).toContain('<ul><li><p>Test your camera</p></li><li><p>Open the lobby</p></li></ul>');
    expect(saved.body).toMatch(/<a [^>]*href="https:\/\/fair\.example\/agenda"[^>]*>Agenda<\/a>/);

    // The template ID of an existing template is read-only; Save waits for a change.
    await row.getByRole('button', { name: 'Edit fair_reminder (email)' }).click();
    expect(await page.getByRole('dialog').getByLabel('Template ID').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  });

  it('sends that template 30 minutes before the fair’s moved start, at the new time only, rendered', async () => {
    const fairUrl = `/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}`;
    const { name } = await apiGet<{ name: string }>(fairUrl);
    const form = {
      name,
      startDate: addDays(clock.now().toISOString().slice(0, 10), 2),
      timezone: 'EST',
      durationHours: 3,
      durationMinutes: 0,
    };
    const reminderAt = (startTime: string) => new Date(jobFairStart({ ...form, startTime }).getTime() - 30 * 60_000);
    const reminders = async () =>
      (
        await apiGet<{ subject: string; purpose: string; sentAt: string; html?: string }[]>('/admin/mail-outbox?to=admin@demo.jobfair.test')
      ).filter((mail) => mail.purpose === 'notification:ReminderBeforeJobFairStart');
    for (const startTime of ['10:00', '12:00']) {
      await apiCall('PUT', fairUrl, { ...form, startTime });
      await platform.notificationDelivery.tick();
    }

    clock.set(new Date(reminderAt('10:00').getTime() + 60_000));
    await platform.notificationDelivery.tick();
    await signInApi();
    expect(await reminders()).toEqual([]);

    clock.set(reminderAt('12:00'));
    await platform.notificationDelivery.tick();
    await signInApi();
    const [reminder, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ subject: 'Your job fair starts soon', sentAt: reminderAt('12:00').toISOString() });
    expect(reminder!.html).toContain('Hello Ada, <strong>the fair starts in 30 minutes</strong>');
    expect(reminder!.html).toContain('<ul><li><p>Test your camera</p></li><li><p>Open the lobby</p></li></ul>');
    expect(reminder!.html).toMatch(/<a [^>]*href="https:\/\/fair\.example\/agenda"[^>]*>Agenda<\/a>/);
  });
});
