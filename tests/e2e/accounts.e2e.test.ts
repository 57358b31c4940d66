import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { createBuiltinIdentity } from '../../infra/identity/builtin-identity';
import { closeContextsAfterEachTest, launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { signIn, submitSignIn } from '../support/sign-in';
import { IDLE_TEST_LIMITS, jumpToIdleWarning, useIdleTestLimits } from '../support/idle';

// Accounts (spec 3 §2.1, §4) in a real browser: an employer registers, reads the code from the outbox, confirms and is
// signed in; five wrong passwords lock the form and the server refuses a sixth try too (as a wrong password); a user with a
// temporary password must choose a new one in the blocking modal.
let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  platform = await startTestPlatform('e2e_accounts');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});
closeContextsAfterEachTest(() => [browser]);

const newPage = async (): Promise<Page> => (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
const codeMailedTo = async (email: string) => {
  const row = await platform.db('mail_outbox').where({ recipient: email }).orderBy('sent_at', 'desc').first();
  return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? null;
};

describe('employer registration (spec 3 §2.1, §4)', () => {
  it('registers with every field, the terms and the robot check, confirms with the mailed code and is signed in', async () => {
    const page = await newPage();
    const sponsorId = randomUUID();
    const email = `new-employer-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto(`${platform.url}/auth/registration?sponsorId=${sponsorId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Create an Employer Account' }).count()).toBe(1);

    await page.getByLabel('First Name').fill('Fox');
    await page.getByLabel('Last Name').fill('Mulder');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile Phone').pressSequentially('2125550100');
    expect(await page.getByLabel('Mobile Phone').inputValue()).toBe('(212) 555-0100');
    await page.getByLabel('City').fill('Washington');
    await page.getByLabel('State').selectOption('DC');
    await page.getByLabel('ZIP').fill('20535');
    await page.getByLabel('Password', { exact: true }).fill('Trust@No1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Trust@No2');
    await page.getByLabel('ZIP').focus();
    await expect.poll(() => page.getByText("Password and Confirm Password didn't match").count()).toBe(1);
    await page.getByLabel('Confirm Password', { exact: true }).fill('Trust@No1');
    await page.getByRole('button', { name: 'Show password (Password)' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');

    await page.getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect.poll(() => page.getByText('You must be 18 years of age or older').count()).toBe(1);
    await page.waitForTimeout(400); // the dialog's opening transition
    await captureScreen(page, 'accounts-01-terms');
    await page.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await page.locator('#acceptTerms').check({ force: true });

    const register = page.getByRole('button', { name: 'Register' });
    expect(await register.isDisabled()).toBe(true); // the robot check is not done yet
    await page.locator('altcha-widget').getByText("I'm not a robot").click();
    await expect.poll(() => register.isDisabled()).toBe(false);
    await captureScreen(page, 'accounts-02-registration-filled', { fullPage: true });
    await register.click();

    await expect.poll(() => page.getByText(`We sent a 6-digit confirmation code to ${email}`).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: /^Resend in \d+s$/ }).count()).toBe(1);
    const code = await codeMailedTo(email);
    expect(code).toMatch(/^\d{6}$/);

    await page.getByLabel('Confirmation Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => page.getByTestId('confirmation-error').textContent())
      .toBe('The confirmation code you entered is incorrect. Please try again.');
    await captureScreen(page, 'accounts-03-confirmation-wrong-code');

    await page.getByLabel('Confirmation Code').fill(code!);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('Confirmation Completed!').count()).toBe(1);
    await captureScreen(page, 'accounts-04-confirmation-completed');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/employer-admin/dashboard**');
    const user = await platform.db('users').where({ email }).first();
    expect(user).toMatchObject({ sponsor_id: sponsorId, phone: '+12125550100', state: 'DC' });
    await captureScreen(page, 'accounts-05-signed-in-dashboard');
  });
});

describe('sign-in lockout (spec 1 §4.7, §8.1)', () => {
  it('warns, locks after five failures, and the server refuses the right password from a clean browser', async () => {
    const page = await newPage();
    await page.goto(`${platform.url}/auth/login`);
    await page.getByLabel('Email').fill('seeker3@demo.jobfair.test');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('Password', { exact: true }).fill(`Wrong@1234${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      if (attempt < 5)
        await expect
          .poll(() => page.getByTestId('sign-in-warning').textContent())
          .toBe(`${5 - attempt} attempts remaining before temporary lockout.`);
      if (attempt === 1) await captureScreen(page, 'accounts-06-lockout-warning');
    }
    await expect
      .poll(() => page.getByTestId('sign-in-locked').textContent())
      .toBe('Account temporarily locked due to multiple failed login attempts. Please try again in 15 minutes.');
    expect(await page.getByTestId('sign-in-error').textContent()).toBe(
      'Too many failed attempts. Please wait 15 minutes before trying again.',
    );
    expect(await page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
    await captureScreen(page, 'accounts-07-locked');

    // The server still refuses the right password, but tells a browser that made no failures nothing
    // more than a wrong password would: the lock shows only where it was earned.
    const clean = await newPage(); // a new context: no local storage
    await submitSignIn(clean, platform.url, 'seeker3@demo.jobfair.test');
    await expect.poll(() => clean.getByTestId('sign-in-error').textContent()).toBe('Invalid email or password. Please try again.');
    expect(await clean.getByTestId('sign-in-locked').count()).toBe(0);
  });
});

describe('forced new password (spec 1 §2.2, §5.2)', () => {
  it('a user with a temporary password chooses a new one in a modal that cannot be dismissed, then is signed in', async () => {
    const identity = await createBuiltinIdentity({
      db: platform.db,
      clock: { now: () => new Date() },
      newId: randomUUID,
      scryptCost: { N: 1024, r: 8, p: 1 },
    });
    const email = `recruiter-${randomUUID().slice(0, 8)}@example.com`;
    await identity.createUser({
      userId: randomUUID(),
      email,
      firstName: 'Walter',
      lastName: 'Skinner',
      roles: ['Recruiter'],
      organizationId: randomUUID(),
      password: 'Temp@12345ab',
      temporary: true,
    });

    const page = await newPage();
    await submitSignIn(page, platform.url, email, 'Temp@12345ab');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(`A new password is required for ${email}`).count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await dialog.count()).toBe(1);

    await dialog.getByLabel('New Password', { exact: true }).fill('weakpassword');
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('weakpassword');
    await dialog.getByLabel('New Password', { exact: true }).focus();
    await expect
      .poll(() =>
        dialog
          .getByText('Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character')
          .count(),
      )
      .toBe(1);
    await captureScreen(page, 'accounts-08-new-password-required');
    await dialog.getByLabel('New Password', { exact: true }).fill('Chosen@2026x');
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('Chosen@2026x');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL('**/recruiter/booth**');
    await captureScreen(page, 'accounts-09-after-new-password');
  });
});

describe('idle sign-out (spec 3 §4 "Idle session")', () => {
  it('warns with a per-second countdown; Enter continues, Esc signs out, and so does the end of the countdown', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await useIdleTestLimits(context);
    const page = await context.newPage();
    // On the page's own clock: time flows as usual and the test jumps it over the quiet part, so every step
    // has the spec's two minutes of warning, however slowly the machine answers.
    await page.clock.install();
    await signIn(page, platform.url, 'employer@demo.jobfair.test');
    await page.waitForURL('**/employer-admin/dashboard**');

    const countdown = page.getByTestId('idle-countdown');
    await jumpToIdleWarning(page);
    await expect.poll(() => countdown.textContent()).toMatch(/signed out in \d+ seconds\.$/);
    const first = await countdown.textContent();
    await page.clock.fastForward(1_000);
    await expect.poll(() => countdown.textContent()).not.toBe(first);
    await captureScreen(page, 'accounts-10-idle-warning');
    await page.keyboard.press('Enter');
    await expect.poll(() => countdown.count()).toBe(0);
    expect(page.url()).toContain('/employer-admin/dashboard');

    await jumpToIdleWarning(page);
    await expect.poll(() => countdown.count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.waitForURL('**/auth/login**');

    // Left alone, the countdown runs out and signs the user out by itself.
    await signIn(page, platform.url, 'employer@demo.jobfair.test');
    await page.waitForURL('**/employer-admin/dashboard**');
    await jumpToIdleWarning(page);
    await expect.poll(() => countdown.count()).toBe(1);
    await page.clock.fastForward(IDLE_TEST_LIMITS.warningMs);
    await page.waitForURL('**/auth/login**');
  });
});

describe('coming back unconfirmed (spec 1 §8.1 UserNotConfirmedException)', () => {
  it('sign-in says to verify the email and leads to the confirmation step; the code confirms the account', async () => {
    const email = `later-${randomUUID().slice(0, 8)}@example.com`;
    // Register through the API, solving the server's ALTCHA challenge like the widget does.
    const challenge = (await (await fetch(`${platform.url}/api/auth/robot-challenge`)).json()).data;
    const solution = await solveChallenge({ challenge, deriveKey });
    const robotCheck = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const signUp = await fetch(`${platform.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'John',
        lastName: 'Doggett',
        email,
        phone: '(202) 555-0147',
        city: 'Washington',
        state: 'DC',
        zip: '20001',
        password: 'Later@2026x',
        roles: ['EmployerAdmin', 'Recruiter'],
        robotCheck,
        acceptTerms: true,
      }),
    });
    expect(signUp.status).toBe(201);

    const page = await newPage();
    await submitSignIn(page, platform.url, email, 'Later@2026x');
    await expect
      .poll(() => page.getByTestId('sign-in-error').textContent())
      .toContain('Please verify your email address before signing in.');
    await page.getByRole('link', { name: 'Enter your confirmation code' }).click();
    await expect.poll(() => page.getByText(`We sent a 6-digit confirmation code to ${email}`).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Resend Confirmation Code' }).isDisabled()).toBe(false);
    await page.getByLabel('Confirmation Code').fill((await codeMailedTo(email))!);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => page.getByText('Confirmation Completed!').count()).toBe(1);
    await page.getByRole('link', { name: 'Go to the sign-in page' }).click();
    await page.waitForURL('**/auth/login**');
    await signIn(page, platform.url, email, 'Later@2026x');
    await page.waitForURL('**/employer-admin/dashboard**');
  });
});

describe('forgot and reset password (spec 1 §2.2, §4.8, §5.3, §5.4, §8.2)', () => {
  it('requests a code, refuses a wrong one with the spec words, sets a 6-character password and signs in with it', async () => {
    const email = `forgetful-${randomUUID().slice(0, 8)}@example.com`;
    await platform.identity.createUser({
      userId: randomUUID(),
      email,
      firstName: 'Monica',
      lastName: 'Reyes',
      roles: ['Recruiter'],
      organizationId: randomUUID(),
      password: 'Forgotten@2026',
      temporary: false,
    });

    const page = await newPage();
    await page.goto(`${platform.url}/auth/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('link', { name: 'Forgot Password ?' }).click();
    await page.waitForURL('**/auth/forgot-password?email=**');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Email').fill('no');
    await page.getByLabel('Email').blur();
    await expect.poll(() => page.getByText('Wrong email format').count()).toBe(1);
    await page.getByLabel('Email').fill(email);
    await captureScreen(page, 'accounts-11-forgot-password');
    await page.getByRole('button', { name: 'Send verification code' }).click();

    await page.waitForURL(`**/auth/forgot-password-code-verify/${encodeURIComponent(email)}**`);
    await expect.poll(() => page.getByText('Sent password reset code. Please check your email').count()).toBe(1);
    const code = await codeMailedTo(email);
    expect(code).toMatch(/^\d{6}$/);

    await page.getByLabel('Verification Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('New Password', { exact: true }).fill('Ab1@cd');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Ab1@cx');
    await page.getByLabel('Verification Code').focus();
    await expect.poll(() => page.getByText("Password and Confirm Password didn't match").count()).toBe(1);
    await page.getByLabel('Confirm Password', { exact: true }).fill('Ab1@cd');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByText('Sorry, looks like there are some errors detected, please try again.').count()).toBe(1);
    expect(await page.getByText('The verification code entered is incorrect').count()).toBe(1);
    await captureScreen(page, 'accounts-12-reset-wrong-code');

    await page.getByLabel('Verification Code').fill(code!);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByText('Password reset is successful').count()).toBe(1);
    await captureScreen(page, 'accounts-13-reset-done');
    // spec 1 §2.2: without orgId and jobfairId, a full reload to /auth/login.
    await page.waitForURL('**/auth/login');

    // The old password is gone; the 6-character one passes the sign-in form (spec 1 §5.1 vs §5.4).
    await submitSignIn(page, platform.url, email, 'Forgotten@2026');
    await expect.poll(() => page.getByTestId('sign-in-error').textContent()).toBe('Invalid email or password. Please try again.');
    await signIn(page, platform.url, email, 'Ab1@cd');
    await page.waitForURL('**/recruiter/booth**');
  });

  it('answers an unknown address as a known one: the code page opens, and no mail goes out', async () => {
    const page = await newPage();
    const nobody = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto(`${platform.url}/auth/forgot-password`);
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.waitForURL(`**/auth/forgot-password-code-verify/${encodeURIComponent(nobody)}**`);
    expect(await platform.db('mail_outbox').where({ recipient: nobody }).count<{ count: string }[]>('* as count')).toEqual([
      { count: '0' },
    ]);
  });
});
