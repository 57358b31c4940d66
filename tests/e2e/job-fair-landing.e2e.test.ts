import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { jobFairDecider, jobFairStream } from '../../domain/jobfair/jobfair';
import { handleCommand } from '../../domain/shared/handle-command';
import type { Platform } from '../../infra/platform';
import { DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { closeContextsAfterEachTest, launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';

// spec 2 §2.3: the public job fair landing. A new address registers as Applicant, completes the
// profile (spec 1 §2.5) and reaches the lobby; an existing applicant signs in there or resets the
// password through 'Forgot Password ?'; another role is sent to the sign-in page.
let platform: Platform;
let browser: Browser;
const landing = `/job-seeker/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}`;

beforeAll(async () => {
  platform = await startTestPlatform('e2e_job_fair_landing');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});
closeContextsAfterEachTest(() => [browser]);

const open = async (): Promise<Page> => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
  await page.goto(`${platform.url}${landing}`);
  await expect.poll(() => page.getByRole('heading', { name: "Join Acme Corporation's Job Fair!" }).count()).toBe(1);
  return page;
};

describe('job fair landing (spec 2 §2.3)', () => {
  it('validates the email with the landing words', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Email is required.').count()).toBe(1);
    await page.getByLabel('Email').fill('nope');
    await expect.poll(() => page.getByText('Please enter a valid email address.').count()).toBe(1);
    await captureScreen(page, 'landing-01-email-step');
  });

  it("wears the organiser's identity: its brand colour, logo, fair name, what to expect and how to join (spec 3 §2.3)", async () => {
    const page = await open();
    // The demo organization's brand colour is #0f6e5a (infra/seed/demo-data.ts).
    const teal = 'rgb(15, 110, 90)';
    expect(await page.locator('.landing__hero').evaluate((hero) => getComputedStyle(hero).backgroundColor)).toBe(teal);
    expect(await page.getByRole('button', { name: 'Continue' }).evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(teal);
    // Drawn once loaded: the image may still be on its way when the heading shows.
    await expect
      .poll(() => page.getByRole('img', { name: 'Acme Corporation logo' }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Acme Spring Career Fair').count()).toBe(1);
    for (const heading of ['What to expect', 'How to join']) expect(await page.getByRole('heading', { name: heading }).count()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await captureScreen(page, 'landing-07-identity-phone');
  });

  it('draws every icon on a cold load, even when the icon chunks arrive late', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    // Blueprint's icon paths come in their own chunks; hold them back to find any icon drawn before they land.
    await context.route('**/assets/paths-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${platform.url}${landing}`);
    await page.getByRole('heading', { name: "Join Acme Corporation's Job Fair!" }).waitFor();
    const icons = page.locator('.landing [data-icon]');
    expect(await icons.count()).toBeGreaterThan(0);
    const empty = await icons.evaluateAll((all) =>
      all.filter((icon) => icon.querySelector('path') === null).map((icon) => icon.dataset.icon),
    );
    expect(empty).toEqual([]);
    await context.close();
  });

  it('sends another role to the sign-in page with the email', async () => {
    const page = await open();
    await page.getByLabel('Email').fill('employer@demo.jobfair.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/auth/login?email=employer%40demo.jobfair.test');
  });

  it('signs an existing applicant in with the password step and opens the lobby', async () => {
    const page = await open();
    await page.getByLabel('Email').fill('seeker1@demo.jobfair.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Forgot Password ?' }).count()).toBe(1);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await captureScreen(page, 'landing-02-password-step');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**${landing}/lobby`);
    // The lobby greets with the fair's name and organiser; the navigation carries the fair, not the product.
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome to Acme Spring Career Fair' }).count()).toBe(1);
    expect(await page.getByText('Hosted by Acme Corporation').count()).toBe(1);
    expect(await page.locator('.app-navbar__fair-name').textContent()).toBe('Acme Spring Career Fair');
    await captureScreen(page, 'landing-08-lobby-greeting');
  });

  it('registers a new address as Applicant, confirms with the mailed code, completes the profile with a PDF resume and reaches the lobby', async () => {
    const page = await open();
    const email = `seeker-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Create an Account' }).count()).toBe(1);
    expect(await page.locator('#email').inputValue()).toBe(email);
    expect(await page.locator('#email').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('First Name').fill('Dana');
    await page.getByLabel('Last Name').fill('Katherine');
    await page.getByLabel('Mobile Phone').pressSequentially('6175550199');
    await page.getByLabel('City').fill('Boston');
    await page.getByLabel('State').selectOption('MA');
    await page.getByLabel('ZIP').fill('02110');
    await page.getByLabel('Password', { exact: true }).fill('Seeker@2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Seeker@2026');
    await page.locator('#acceptTerms').check({ force: true });
    await page.locator('altcha-widget').getByText("I'm not a robot").click();
    const register = page.getByRole('button', { name: 'Register' });
    await expect.poll(() => register.isDisabled()).toBe(false);
    await captureScreen(page, 'landing-03-applicant-registration', { fullPage: true });
    await register.click();

    await expect.poll(() => page.getByLabel('Confirmation Code').count()).toBe(1);
    const row = await platform.db('mail_outbox').where({ recipient: email }).first();
    await page.getByLabel('Confirmation Code').fill(/\b(\d{6})\b/.exec(row.body)![1]!);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('Confirmation Completed!').count()).toBe(1);
    const user = await platform.db('users').where({ email }).first();
    expect(user).toMatchObject({ roles: ['Applicant'], organization_id: null, is_profile_complete: false });

    // spec 1 §2.5: the way to the lobby leads through the profile while it is incomplete, from any job seeker page.
    await page.waitForURL(`**${landing}/profile?returnTo=**`);
    await expect.poll(() => page.getByTestId('profile-incomplete').count()).toBe(1);
    const booth = `${landing}/lobby/booth/${DEMO_BOOTH_IDS[1]}`;
    await page.goto(`${platform.url}${booth}`);
    await page.waitForURL(`**${landing}/profile?returnTo=${encodeURIComponent(booth)}`);
    await expect.poll(() => page.getByRole('heading', { name: 'My Profile' }).count()).toBe(1);
    expect(await page.getByLabel('Phone').inputValue()).toBe('+16175550199'); // carried over from registration

    await page.getByLabel('Phone').fill('617');
    await page.getByLabel('Address').focus();
    await expect.poll(() => page.getByText('Phone number must be in format +19999999999').count()).toBe(1);
    await page.getByLabel('Phone').fill('+16175550199');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await page.locator('#resume').setInputFiles({
      name: 'dana-katherine.pdf',
      mimeType: 'application/pdf',
      buffer: readFileSync('infra/seed/assets/demo-resume.pdf'),
    });
    await page.getByLabel('Degree').selectOption('Bachelors');
    await page.getByLabel('Academic Major').selectOption('Computer Science');
    await page.getByLabel('Field of Work').selectOption('Information Technology');
    await page.getByLabel('Years of Experience').fill('51');
    await page.getByLabel('Degree').focus();
    await expect.poll(() => page.getByText('Must be less than 50').count()).toBe(1);
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Years of Experience').fill('4');
    await page.getByLabel('Salary Requirements').selectOption('$75,000-$100,000');
    await page.getByLabel('Availability Date').fill('2026-09-01');
    await page.getByLabel('Geographic Preference').selectOption('Northeast');
    await page.getByLabel('Security Clearance').selectOption('None');
    await page.getByLabel('Willing to relocate').selectOption('Yes');
    await expect.poll(() => save.isDisabled()).toBe(false);
    await captureScreen(page, 'landing-05-profile', { fullPage: true });
    await save.click();
    await expect.poll(() => page.getByText('Profile Information saved successfully !').count()).toBe(1);
    await page.getByRole('button', { name: 'OK' }).click();
    // Back to where the applicant was going; the lobby is open now too.
    await page.waitForURL(`**${booth}`);
    await page.goto(`${platform.url}${landing}/lobby`);
    await expect.poll(() => page.getByRole('button', { name: 'Enter Booth' }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe(`${landing}/lobby`);
    await captureScreen(page, 'landing-04-lobby');
    const saved = await platform.db('users').where({ email }).first();
    expect(saved).toMatchObject({
      phone: '+16175550199',
      is_profile_complete: true,
      profile: expect.objectContaining({
        degreeType: 'Bachelors',
        yearsOfExperience: 4,
        willingToRelocate: true,
        resumeKey: expect.stringMatching(/\.pdf$/),
      }),
    });
  });
});

describe("the landing's 'Forgot Password ?' (spec 2 §2.3, spec 1 §2.2)", () => {
  it('sends a code, resets the password on the code page of the fair and signs the applicant into the lobby', async () => {
    const page = await open();
    const email = 'seeker3@demo.jobfair.test';
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Forgot Password ?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
    await expect.poll(() => dialog.count()).toBe(1);
    await page.waitForTimeout(300); // the dialog's opening transition
    await captureScreen(page, 'landing-06-forgot-dialog');
    await dialog.getByRole('button', { name: 'Send verification code' }).click();

    await page.waitForURL(`**/auth/forgot-password-code-verify/${encodeURIComponent(email)}?**`);
    const query = new URL(page.url()).searchParams;
    expect({ orgId: query.get('orgId'), jobfairId: query.get('jobfairId') }).toEqual({
      orgId: DEMO_ORGANIZATION_ID,
      jobfairId: DEMO_JOB_FAIR_ID,
    });
    const row = await platform.db('mail_outbox').where({ recipient: email }).orderBy('sent_at', 'desc').first();
    await page.getByLabel('Verification Code').fill(/\b(\d{6})\b/.exec(row.body)![1]!);
    await page.getByLabel('New Password', { exact: true }).fill('Again@2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Again@2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByText('Password reset is successful').count()).toBe(1);
    await page.waitForURL(`**${landing}/lobby`);
    await expect.poll(() => page.getByRole('button', { name: 'Enter Booth' }).count()).toBeGreaterThan(0);
  });
});

describe('the landing of a fair job seekers may not use yet (spec 1 §1, §4.2)', () => {
  it('says so under its dates and offers neither registration nor sign-in, even to a signed-in applicant', async () => {
    const jobFairId = randomUUID();
    const ids = { jobFairId, companyId: DEMO_ORGANIZATION_ID, actorId: randomUUID(), now: new Date().toISOString() };
    const form = {
      name: 'Unpaid fair',
      startDate: '2030-05-01',
      startTime: '10:00',
      timezone: 'EST' as const,
      durationHours: 3,
      durationMinutes: 0,
    };
    await handleCommand(
      platform.store,
      jobFairStream(jobFairId),
      jobFairDecider,
      { type: 'CreateJobFair', data: { ...ids, form, mayStartInPast: false } },
      { metadata: { correlationId: 'e2e', causationId: null, actorId: null, actorRole: 'EmployerAdmin', at: ids.now }, newId: randomUUID },
    );
    await expect.poll(async () => Boolean(await platform.db('jobfairs').where({ id: jobFairId }).first())).toBe(true);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
    const unpaid = `${platform.url}/job-seeker/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${jobFairId}`;
    await page.goto(unpaid);
    await expect.poll(() => page.getByRole('heading', { name: 'This job fair is not open yet' }).count()).toBe(1);
    expect(await page.getByText('Wednesday, May 1, 2030').count()).toBe(1);
    expect(await page.getByLabel('Email').count()).toBe(0);
    await captureScreen(page, 'landing-07-not-open');

    // A job seeker signed in elsewhere stays on the landing: the lobby of such a fair refuses them.
    await page.goto(`${platform.url}${landing}`);
    await page.getByLabel('Email').fill('seeker2@demo.jobfair.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**${landing}/lobby`);
    await page.goto(unpaid);
    await expect.poll(() => page.getByRole('heading', { name: 'This job fair is not open yet' }).count()).toBe(1);
    expect(page.url()).toBe(unpaid);
  });
});
