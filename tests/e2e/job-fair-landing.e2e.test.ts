import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { launchChromium, screenshotPath } from '../support/browser';
import { startTestPlatform } from '../support/platform';

// spec 2 §2.3: the public job fair landing. A new address registers as Applicant and reaches the
// lobby; an existing applicant signs in there; another role is sent to the sign-in page.
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
    await page.screenshot({ path: screenshotPath('landing-01-email-step') });
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
    await page.screenshot({ path: screenshotPath('landing-02-password-step') });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**${landing}/lobby`);
  });

  it('registers a new address as Applicant, confirms with the mailed code and reaches the lobby', async () => {
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
    await expect.poll(() => register.isDisabled(), { timeout: 30_000 }).toBe(false);
    await page.screenshot({ path: screenshotPath('landing-03-applicant-registration'), fullPage: true });
    await register.click();

    await expect.poll(() => page.getByLabel('Confirmation Code').count()).toBe(1);
    const row = await platform.db('mail_outbox').where({ recipient: email }).first();
    await page.getByLabel('Confirmation Code').fill(/\b(\d{6})\b/.exec(row.body)![1]!);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('Confirmation Completed!').count()).toBe(1);
    await page.waitForURL(`**${landing}/lobby`);
    const user = await platform.db('users').where({ email }).first();
    expect(user).toMatchObject({ roles: ['Applicant'], organization_id: null });
    await page.screenshot({ path: screenshotPath('landing-04-lobby') });
  });
});

describe('applicant profile (spec 2 §2.5)', () => {
  it('completes the profile with a PDF resume, sees the saved dialog and returns to the lobby', async () => {
    const page = await open();
    await page.getByLabel('Email').fill('seeker2@demo.jobfair.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**${landing}/lobby`);

    await page.goto(`${platform.url}${landing}/profile`);
    await expect.poll(() => page.getByRole('heading', { name: 'My Profile' }).count()).toBe(1);
    await page.getByLabel('Phone').fill('212');
    await page.getByLabel('Address').focus();
    await expect.poll(() => page.getByText('Phone number must be in format +19999999999').count()).toBe(1);
    await page.getByLabel('Phone').fill('+12125550142');
    await page.locator('#resume').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByLabel('Degree').selectOption('Bachelors');
    await page.getByLabel('Salary Requirements').selectOption('$75,000-$100,000');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect.poll(() => save.isDisabled()).toBe(false);
    await page.screenshot({ path: screenshotPath('landing-05-profile'), fullPage: true });
    await save.click();
    await expect.poll(() => page.getByText('Profile Information saved successfully !').count()).toBe(1);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`**${landing}/lobby`);
    const row = await platform.db('users').where({ email: 'seeker2@demo.jobfair.test' }).first();
    expect(row).toMatchObject({ phone: '+12125550142', is_profile_complete: true, profile: expect.objectContaining({ degreeType: 'Bachelors' }) });
  });
});
