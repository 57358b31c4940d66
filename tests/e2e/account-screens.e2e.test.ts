import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID } from '../../infra/seed/demo-accounts';
import { closeContextsAfterEachTest, launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { signIn, submitSignIn } from '../support/sign-in';
import { jumpToIdleWarning, useIdleTestLimits } from '../support/idle';

// Every account screen at a laptop width and at a narrow 390 px window, as a person sees it: the
// screen's own heading or text shows, and nothing is wider than the window (no sideways scrolling).
// The screenshots are kept in tests/e2e/screenshots/screens-<width>-<screen>.png.
let platform: Platform;
let browser: Browser;
const landing = `/job-seeker/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}`;

beforeAll(async () => {
  platform = await startTestPlatform('e2e_account_screens');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});
closeContextsAfterEachTest(() => [browser]);

const WIDTHS = [1280, 390] as const;

const newPage = async (width: number): Promise<Page> => (await browser.newContext({ viewport: { width, height: 900 } })).newPage();

/** Waits for the text, then checks the page fits the window and keeps the picture. */
const shows = async (page: Page, width: number, name: string, text: string | RegExp) => {
  await expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
  await page.waitForTimeout(350); // dialogs and callouts finish their opening transition
  await captureScreen(page, `screens-${width}-${name}`, { fullPage: true });
  // The elements that stick out name themselves in the failure.
  const sticking = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width} px is wider than the window: ${sticking.join(', ')}`).toBeLessThanOrEqual(0);
};

const temporaryUser = async (roles: ['Recruiter'] | ['EmployerAdmin'], temporary: boolean) => {
  const email = `screens-${randomUUID().slice(0, 8)}@example.com`;
  await platform.identity.createUser({
    userId: randomUUID(),
    email,
    firstName: 'Walter',
    lastName: 'Skinner',
    roles,
    organizationId: randomUUID(),
    password: 'Temp@12345ab',
    temporary,
  });
  return email;
};

describe.each(WIDTHS)('account screens at %i px', (width) => {
  it('sign-in: the form, the lockout warning and the locked banner', async () => {
    const page = await newPage(width);
    await page.goto(`${platform.url}/auth/login`);
    await shows(page, width, 'sign-in', 'Forgot Password ?');
    const email = await temporaryUser(['Recruiter'], false);
    await submitSignIn(page, platform.url, email, 'Wrong@12345');
    await shows(page, width, 'sign-in-warning', '4 attempts remaining before temporary lockout.');
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await page.getByLabel('Password', { exact: true }).fill(`Wrong@1234${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect
        .poll(() => page.getByText(attempt < 5 ? `${5 - attempt} attempts remaining` : 'Account temporarily locked').count())
        .toBe(1);
    }
    await shows(
      page,
      width,
      'sign-in-locked',
      'Account temporarily locked due to multiple failed login attempts. Please try again in 15 minutes.',
    );
  });

  it('the new-password modal', async () => {
    const page = await newPage(width);
    await submitSignIn(page, platform.url, await temporaryUser(['Recruiter'], true), 'Temp@12345ab');
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password', { exact: true }).fill('other');
    await page.getByLabel('New Password', { exact: true }).focus();
    await shows(page, width, 'new-password', 'Passwords must match');
  });

  it('employer registration with its messages, and the confirmation step', async () => {
    const page = await newPage(width);
    await page.goto(`${platform.url}/auth/registration`);
    await page.getByLabel('Email').fill('not an email');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('First Name').focus();
    await shows(page, width, 'registration', 'Create an Employer Account');
    await page.goto(`${platform.url}/auth/registration?email=someone%40example.com&confirm=true`);
    await shows(page, width, 'confirmation', 'Resend Confirmation Code');
  });

  it('forgot and reset password', async () => {
    const page = await newPage(width);
    await page.goto(`${platform.url}/auth/forgot-password?email=someone%40example.com`);
    await shows(page, width, 'forgot-password', 'Send verification code');
    await page.goto(`${platform.url}/auth/forgot-password-code-verify/someone%40example.com?sent=true`);
    await page.getByLabel('New Password', { exact: true }).fill('abc');
    await page.getByLabel('Verification Code').focus();
    await shows(page, width, 'reset-password', 'Sent password reset code. Please check your email');
  });

  it('the job fair landing: email, password and registration steps', async () => {
    const page = await newPage(width);
    await page.goto(`${platform.url}${landing}`);
    await shows(page, width, 'landing-email', "Join Acme Corporation's Job Fair!");
    await page.getByLabel('Email').fill('seeker1@demo.jobfair.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shows(page, width, 'landing-password', 'Forgot Password ?');
    await page.getByRole('button', { name: 'Forgot Password ?' }).click();
    await shows(page, width, 'landing-forgot-dialog', 'We will send a verification code to seeker1@demo.jobfair.test.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Use another email' }).click();
    await page.getByLabel('Email').fill(`new-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await shows(page, width, 'landing-registration', 'Create an Account');
  });

  it('the profile of an applicant, an employer admin and a recruiter', async () => {
    for (const [email, name, path] of [
      ['seeker1@demo.jobfair.test', 'profile-applicant', `${landing}/profile`],
      ['employer@demo.jobfair.test', 'profile-employer-admin', '/profile'],
      ['recruiter1@demo.jobfair.test', 'profile-recruiter', '/profile'],
    ] as const) {
      const page = await newPage(width);
      await signIn(page, platform.url, email);
      await page.goto(`${platform.url}${path}`);
      await shows(page, width, name, 'Save Changes');
      await page.context().close();
    }
  });

  it('the idle warning', async () => {
    const page = await newPage(width);
    await useIdleTestLimits(page.context());
    await page.clock.install(); // the quiet part jumped on the page's own clock
    await signIn(page, platform.url, 'employer@demo.jobfair.test');
    // Over the employer's own profile: the dashboard behind it is another screen's business.
    await page.goto(`${platform.url}/profile`);
    await jumpToIdleWarning(page);
    await shows(page, width, 'idle-warning', /signed out in \d+ seconds\.$/);
  });
});
