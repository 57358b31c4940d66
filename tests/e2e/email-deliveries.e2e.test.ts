import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../domain/jobfair/jobfair-schema';
import { jobFairStart } from '../../domain/jobfair/time-status';
import type { Platform } from '../../infra/platform';
import { DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { testClock } from '../support/api';
import { closeContextsAfterEachTest, launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { signIn } from '../support/sign-in';

// Delivery of notification templates (docs/notifications.md "Delivery"): a template enabled for ReminderBeforeJobFairStart 30 minutes
// before, the fair's start moved, and the reminder in the delivery screen at the new time only; a failed send retried. The test drives
// the platform clock and runs a delivery pass after each move (no waiting on the interval).
const clock = testClock();
let platform: Platform;
let browser: Browser;
let page: Page;
let adminToken: string;

const call = async (method: string, path: string, body?: unknown) => {
  const answer = await fetch(`${platform.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return answer.json();
};

// Sessions last a day on the platform clock: after the clock jumps days ahead the admin signs in again.
const signInAdmin = async () => {
  await signIn(page, platform.url, 'admin@demo.jobfair.test');
  const answer = await fetch(`${platform.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.jobfair.test', password: DEMO_PASSWORD }),
  });
  adminToken = ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
};

beforeAll(async () => {
  platform = await startTestPlatform('e2e_email_deliveries', { clock });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signInAdmin();
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});
closeContextsAfterEachTest(() => [browser]);

const captureBothWidths = async (name: string) => {
  await captureScreen(page, `${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await captureScreen(page, `${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
};

const reminderRows = () => page.getByTestId('delivery-row').filter({ hasText: 'ReminderBeforeJobFairStart' });
const showReminders = async () => {
  await page.goto(`${platform.url}/admin/email-deliveries`);
  await page.getByLabel('Event Type').selectOption('ReminderBeforeJobFairStart');
};

describe('a reminder before the fair starts, in a real browser', () => {
  it('is scheduled 30 minutes before the start, follows the moved start, and is sent at the new time only', async () => {
    await call('POST', '/organizations/templates', {
      templateId: 'fair-reminder-30',
      eventType: 'ReminderBeforeJobFairStart',
      channel: 'email',
      recipientType: 'platformAdmin',
      subject: '{{jobFairName}} starts at {{startTime}}',
      body: '<p>Hello {{firstName}}, <strong>{{jobFairName}}</strong> starts at {{startTime}} ({{timezone}}).</p>',
      enabled: true,
      sendRelativeTo: {
        mode: 'components',
        offsetMinutes: -30,
        componentPaths: { date: 'data.startDate', time: 'data.startTime', timezone: 'data.timezone' },
      },
    });
    const fairUrl = `/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}`;
    const fair = (await call('GET', fairUrl)).data as { name: string };
    const form = {
      name: fair.name,
      startDate: addDays(clock.now().toISOString().slice(0, 10), 2),
      timezone: 'EST',
      durationHours: 3,
      durationMinutes: 0,
    };
    const dueOf = (startTime: string) => new Date(jobFairStart({ ...form, startTime }).getTime() - 30 * 60_000);
    await call('PUT', fairUrl, { ...form, startTime: '10:00' });
    await platform.notificationDelivery.tick();
    await call('PUT', fairUrl, { ...form, startTime: '12:00' });
    await platform.notificationDelivery.tick();

    await showReminders();
    await expect.poll(() => reminderRows().count()).toBe(1);
    expect(await reminderRows().getByText('Scheduled').count()).toBe(1);
    expect(await reminderRows().locator('time').getAttribute('datetime')).toBe(dueOf('12:00').toISOString());
    await captureBothWidths('email-deliveries-scheduled');

    // The old time passes: nothing is sent.
    clock.set(new Date(dueOf('10:00').getTime() + 60_000));
    await platform.notificationDelivery.tick();
    await signInAdmin();
    await showReminders();
    await expect.poll(() => reminderRows().getByText('Scheduled').count()).toBe(1);
    expect(await reminderRows().getByText('Sent').count()).toBe(0);

    // The new time comes: one send to the platform admin, listed as Sent.
    clock.set(dueOf('12:00'));
    await platform.notificationDelivery.tick();
    await signInAdmin();
    await showReminders();
    await expect.poll(() => reminderRows().filter({ hasText: 'admin@demo.jobfair.test' }).getByText('Sent').count()).toBe(1);
    expect(await reminderRows().getByText('Scheduled').count()).toBe(0);
    const mails = (await call('GET', '/admin/mail-outbox?to=admin@demo.jobfair.test')).data as { subject: string; purpose: string }[];
    expect(mails.filter((mail) => mail.purpose === 'notification:ReminderBeforeJobFairStart').map((mail) => mail.subject)).toEqual([
      `${fair.name} starts at 12:00`,
    ]);
    await captureBothWidths('email-deliveries-sent');

    // A failed send shows why; Retry records the admin's retry, the delivery sends it again under its key, and the
    // row says it was retried (the SMS to the demo admin without a phone number fails again, for the same reason;
    // the other admin's, with a phone, is sent).
    await call('POST', '/organizations/templates', {
      templateId: 'fair-reminder-sms',
      eventType: 'ReminderBeforeJobFairStart',
      channel: 'sms',
      recipientType: 'platformAdmin',
      body: '{{jobFairName}} starts at {{startTime}}',
    });
    await platform.notificationDelivery.tick();
    // The platform's own delivery loop runs beside this tick and may hold the schedule's row lock, so the tick
    // can return before the failed send is stored; the page reads the sends once, so it opens after that.
    await expect
      .poll(async () => Number((await platform.db('notification_sends').where({ channel: 'sms' }).count({ n: '*' }).first())?.n))
      .toBeGreaterThan(0);
    await showReminders();
    const smsRows = page.getByTestId('delivery-row').filter({ hasText: 'fair-reminder-sms' });
    const sms = smsRows.filter({ hasText: 'No phone number is registered for this recipient' });
    await expect.poll(() => sms.count()).toBe(1);
    expect(await sms.getByText('Failed').count()).toBe(1);
    await sms.getByRole('button', { name: /^Retry fair-reminder-sms/ }).click();
    await page.getByText('The send is queued again.').waitFor();
    await expect.poll(() => sms.getByText('Retried 1×').count()).toBe(1);
    await captureBothWidths('email-deliveries-retried');
  });
});
