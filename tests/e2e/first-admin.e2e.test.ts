import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PASSWORD_LINK_MESSAGES, PASSWORD_LINK_TTL_MS } from '../../domain/auth/password-link';
import { runAdminCreate } from '../../infra/cli/admin/run-admin-create';
import type { Platform } from '../../infra/platform';
import { runningTestClock } from '../support/api';
import { closeContextsAfterEachTest, launchChromium } from '../support/browser';
import { createTestDatabase } from '../support/database';
import { startTestPlatform } from '../support/platform';
import { captureScreen } from '../support/screens';
import { signIn } from '../support/sign-in';

// The first platform admin of an install without the demo (README "First platform admin"): the link
// `npm run admin:create` prints, opened in Chromium, sets the password; the admin lands in the admin console.
let platform: Platform;
let browser: Browser;
let databaseUrl: string;
// Real time that a test can jump ahead: the command and the platform read the same clock.
const clock = runningTestClock();
const CHOSEN = 'Chosen@Pass1';

beforeAll(async () => {
  databaseUrl = await createTestDatabase('e2e_first_admin');
  platform = await startTestPlatform('e2e_first_admin', { databaseUrl, seed: false, clock });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});
closeContextsAfterEachTest(() => [browser]);

/** `npm run admin:create -- --email …` beside the running platform; answers the link it printed. */
const adminCreate = async (email: string) => {
  const printed: string[] = [];
  const code = await runAdminCreate({
    argv: ['--email', email],
    env: { PUBLIC_URL: platform.url },
    clock,
    connect: async () => ({ url: databaseUrl, embedded: false, location: null, notices: [], stop: async () => {} }),
    print: (line) => printed.push(line),
    printError: (line) => printed.push(line),
  });
  expect(code, printed.join('\n')).toBe(0);
  const link = printed.join('\n').match(/http:\/\/\S+\/auth\/set-password\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no link printed:\n${printed.join('\n')}`);
  return link;
};

const newPage = async (): Promise<Page> => (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();

/** The screen at 1366 px and at 390 px (screenshots and axe), back at 1366 afterwards. */
const captureBothWidths = async (page: Page, name: string) => {
  await captureScreen(page, `${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await captureScreen(page, `${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
};

const choosePassword = async (page: Page, password: string, confirmation = password) => {
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(confirmation);
};

const inAdminConsole = async (page: Page) => {
  await page.waitForURL((url) => url.pathname === '/admin/companies');
  await expect.poll(() => page.getByRole('heading', { name: 'Companies' }).isVisible()).toBe(true);
  // The admin's navigation (spec 1 §2.4), whose links are buttons to assistive technology.
  await expect.poll(() => page.getByRole('button', { name: 'Manage Sponsors' }).isVisible()).toBe(true);
};

describe('the first platform admin, in a real browser', () => {
  it('opens the printed link, chooses a password under the spec 1 §5.2 rules, and is signed in to the admin console', async () => {
    const email = `first-${randomUUID().slice(0, 8)}@example.org`;
    const link = await adminCreate(email);
    const page = await newPage();
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { name: 'Set Password' }).isVisible()).toBe(true);
    await captureBothWidths(page, 'set-password');

    // The forced new password's rules and words, letter for letter.
    await choosePassword(page, 'alllowercase1!', 'different');
    await page.getByLabel('Confirm Password', { exact: true }).blur();
    await expect
      .poll(() =>
        page
          .getByText('Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character')
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Set Password' }).isDisabled()).toBe(true);
    await choosePassword(page, CHOSEN, 'Chosen@Pass2');
    await expect.poll(() => page.getByText('Passwords must match').isVisible()).toBe(true);
    await captureBothWidths(page, 'set-password-rules');

    await choosePassword(page, CHOSEN);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await inAdminConsole(page);
    await captureBothWidths(page, 'first-admin-console');

    // The link works once.
    await page.goto(`${platform.url}/logout`);
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.goto(link);
    await choosePassword(page, 'Another@Pass3');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: PASSWORD_LINK_MESSAGES.used }).isVisible()).toBe(true);
    await captureBothWidths(page, 'set-password-used');

    // The chosen password signs in through the sign-in form.
    await signIn(page, platform.url, email, CHOSEN);
    await inAdminConsole(page);
  });

  it('refuses the link 24 hours and 1 second after it was printed', async () => {
    const link = await adminCreate(`late-${randomUUID().slice(0, 8)}@example.org`);
    clock.advance(PASSWORD_LINK_TTL_MS + 1_000);
    const page = await newPage();
    await page.goto(link);
    await choosePassword(page, CHOSEN);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: PASSWORD_LINK_MESSAGES.expired }).isVisible()).toBe(true);
    await captureBothWidths(page, 'set-password-expired');
  });

  it('says so when the link is incomplete', async () => {
    const page = await newPage();
    await page.goto(`${platform.url}/auth/set-password`);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: PASSWORD_LINK_MESSAGES.unknown }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Set Password' }).isDisabled()).toBe(true);
  });
});
