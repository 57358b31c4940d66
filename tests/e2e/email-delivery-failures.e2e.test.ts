import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/jobfair/jobfair-schema';
import type { Platform } from '../../infra/platform';
import { DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { testClock } from '../support/api';
import { closeContextsAfterEachTest, launchChromium } from '../support/browser';
import { startTestPlatform } from '../support/platform';
import { captureScreen } from '../support/screens';
import { signIn } from '../support/sign-in';

// docs/notifications.md "Exactly once": the platform mails through SMTP (SMTP_URL) to a real smtp-server that refuses
// the recipients at first; the admin's Email Deliveries page shows the server's reason, and Retry, once the server
// accepts again, reaches it with one message.
const clock = testClock();
const ADMIN = 'admin@demo.jobfair.test';
let smtp: SMTPServer;
let refusing = true;
const received: string[] = [];
let platform: Platform;
let browser: Browser;
let page: Page;

const tokenOf = async (email: string) => {
  const answer = await fetch(`${platform.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
};
const call = async (token: string, method: string, path: string, body: unknown) => {
  const answer = await fetch(`${platform.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo: (_address, _session, callback) =>
      callback(refusing ? Object.assign(new Error('5.7.1 Relay access denied'), { responseCode: 554 }) : undefined),
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  // The platform reads SMTP_URL once, as it starts (infra/mail/mail-from-env.ts); this worker runs other files after.
  const before = process.env.SMTP_URL;
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  try {
    platform = await startTestPlatform('e2e_email_delivery_failures', { clock });
  } finally {
    if (before === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = before;
  }
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(page, platform.url, ADMIN);
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
closeContextsAfterEachTest(() => [browser]);

const adminRow = () => page.getByTestId('delivery-row').filter({ hasText: 'fair-created-smtp' }).filter({ hasText: ADMIN });
/** The page reads the sends when it opens: opened again until the admin's row says `text`. */
const rowSays = (text: string) =>
  expect
    .poll(async () => {
      await page.goto(`${platform.url}/admin/email-deliveries`);
      await page.getByLabel('Event Type').selectOption('JobFairCreated');
      await page.getByTestId('deliveries').waitFor();
      return adminRow().getByText(text).count();
    })
    .toBe(1);

describe('a mail the SMTP server refuses, in a real browser', () => {
  it('shows the server’s reason, and Retry sends it once the server accepts', async () => {
    const admin = await tokenOf(ADMIN);
    await call(admin, 'POST', '/organizations/templates', {
      templateId: 'fair-created-smtp',
      eventType: 'JobFairCreated',
      channel: 'email',
      recipientType: 'platformAdmin',
      subject: '{{jobFairName}} was created',
      body: '<p>{{companyName}} created <strong>{{jobFairName}}</strong>.</p>',
      enabled: true,
    });
    await call(await tokenOf('employer@demo.jobfair.test'), 'POST', `/organizations/${DEMO_ORGANIZATION_ID}/jobfairs`, {
      name: 'Refused Mail Fair',
      startDate: addDays(clock.now().toISOString().slice(0, 10), 7),
      startTime: '10:00',
      timezone: 'EST',
      durationHours: 3,
      durationMinutes: 0,
    });
    await platform.notificationDelivery.tick();

    await rowSays('The SMTP server refused the message at RCPT TO: 554 5.7.1 Relay access denied');
    expect(await adminRow().getByText('Failed').count()).toBe(1);
    expect(received).toEqual([]);
    await captureScreen(page, 'email-deliveries-smtp-refused-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await captureScreen(page, 'email-deliveries-smtp-refused-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    refusing = false;
    await adminRow()
      .getByRole('button', { name: /^Retry fair-created-smtp/ })
      .click();
    await page.getByText('The send is queued again.').waitFor();
    await rowSays('Sent');
    expect(received.filter((address) => address === ADMIN)).toEqual([ADMIN]);
  });
});
