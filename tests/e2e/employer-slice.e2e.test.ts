import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { addDays } from '../../domain/jobfair/jobfair-schema';
import { launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { signIn, submitSignIn } from '../support/sign-in';

// spec 3 §2.1: an employer admin saves the organization and creates a job fair; a second
// browser of the same organization sees it appear without reloading, pushed by the gateway.
let platform: Platform;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  platform = await startTestPlatform('e2e_employer_slice');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

const openSignedIn = async (email: string): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${platform.url}/`);
  await page.waitForURL('**/auth/login**');
  await signIn(page, platform.url, email);
  await page.waitForURL('**/employer-admin/dashboard**');
  return page;
};

describe('employer admin slice in a real browser', () => {
  let first: Page;
  let second: Page;

  it('refuses a wrong password with the spec message and signs in with the right one', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await submitSignIn(page, platform.url, 'employer@demo.jobfair.test', 'Wrong@12345');
    await expect.poll(() => page.getByTestId('sign-in-error').textContent()).toContain('Invalid email or password. Please try again.');
    await captureScreen(page, '01-sign-in-refused');

    first = await openSignedIn('employer@demo.jobfair.test');
    await expect.poll(() => first.getByLabel('Company Name').inputValue()).toBe('Acme Corporation');
    await captureScreen(first, '02-organization-step');
  });

  it('shows the running demo fair in the header badge with the spec text', async () => {
    await expect.poll(() => first.getByTestId('job-fair-status').first().textContent()).toMatch(/^Ends in \d+h \d+m$/);
  });

  it('keeps a broken organization form from saving, then saves it (spec 1 §5.5)', async () => {
    await first.getByLabel('City').fill('');
    await first.getByLabel('Company website').fill('not a url');
    await first.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => first.getByText('City is required').count()).toBeGreaterThan(0);
    await expect.poll(() => first.getByText('Must be a valid URL').count()).toBeGreaterThan(0);
    await captureScreen(first, '03-organization-errors');

    await first.getByLabel('City').fill('Cambridge');
    await first.getByLabel('Company website').fill('https://www.acme.example.com');
    await first.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => first.getByText('Details Saved Successfully').count()).toBeGreaterThan(0);
    await first.waitForURL('**step=2**');
    const saved = await platform.db('organizations').where({ city: 'Cambridge' }).first();
    expect(saved?.company_name).toBe('Acme Corporation');
  });

  it('creates a job fair that a second browser of the organization sees appear without reloading', async () => {
    second = await openSignedIn('employer@demo.jobfair.test');
    await second.goto(`${platform.url}/employer-admin/dashboard?step=2`);
    await expect.poll(() => second.getByTestId('job-fair-card').count()).toBe(1);
    await second.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const form = first.getByRole('form', { name: 'New job fair' });
    await form.getByLabel('Name').fill('Acme Autumn Fair');
    await form.getByLabel('Start Date').fill(addDays(new Date().toISOString().slice(0, 10), -3));
    await form.getByRole('button', { name: 'Create & Pay' }).click();
    await expect.poll(() => form.getByText('Date must be in the future').count()).toBeGreaterThan(0);
    await captureScreen(first, '04-job-fair-date-refused');

    await form.getByLabel('Start Date').fill(addDays(new Date().toISOString().slice(0, 10), 30));
    await form.getByRole('button', { name: 'Create & Pay' }).click();
    // 'Create & Pay' creates the fair, then sends the browser to the payments port's checkout page.
    await first.waitForURL('**/employer-admin/checkout**');
    await expect.poll(() => first.getByTestId('checkout-fair-name').textContent()).toBe('Acme Autumn Fair');
    await captureScreen(first, '05-job-fair-created');

    await expect.poll(() => second.getByRole('article', { name: 'Acme Autumn Fair' }).count()).toBe(1);
    expect(await second.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expect
      .poll(() => second.getByRole('article', { name: 'Acme Autumn Fair' }).getByTestId('job-fair-payment').textContent())
      .toBe('UnPaid');
    await captureScreen(second, '06-second-browser-live');
  });

  it('signs out through /logout and is sent back to sign-in', async () => {
    await second.goto(`${platform.url}/logout`);
    await second.waitForURL('**/auth/login**');
    await second.goto(`${platform.url}/employer-admin/dashboard`);
    await second.waitForURL('**/auth/login**');
  });
});
