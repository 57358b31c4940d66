import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { closeContextsAfterEachTest, launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { signIn } from '../support/sign-in';

// Onboarding steps 3 and 4 (spec 3 §2.1) on the demo organization, whose fair is paid): two recruiters
// with generated temporary passwords, then a booth with three queue questions and both recruiters.
let platform: Platform;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  platform = await startTestPlatform('e2e_employer_setup');
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform.url });
  page = await context.newPage();
  await signIn(page, platform.url, 'employer@demo.jobfair.test');
  await page.waitForURL('**/employer-admin/dashboard**');
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});
closeContextsAfterEachTest(() => [browser]);

const addRecruiter = async (first: string, last: string, email: string) => {
  await page.getByRole('button', { name: 'Add Recruiter' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First Name').fill(first);
  await dialog.getByLabel('Last Name').fill(last);
  await dialog.getByLabel('Email').fill(email);
  return dialog;
};

describe('employer setup, steps 3 and 4, in a real browser', () => {
  it('adds two recruiters with generated temporary passwords (spec 1 §5.6)', async () => {
    await page.goto(`${platform.url}/employer-admin/dashboard?step=3`);
    await expect.poll(() => page.getByRole('heading', { name: 'Recruiters' }).count()).toBeGreaterThan(0);
    const dialog = await addRecruiter('Rita', 'Reyes', 'rita.reyes@acme.example');
    const password = dialog.getByLabel('Temporary Password');
    const before = await password.inputValue();
    expect(before).toMatch(/^(?=.*\d)(?=.*[!@#$%^&*]).{12}$/);
    await dialog.getByRole('button', { name: 'Regenerate password' }).click();
    expect(await password.inputValue()).not.toBe(before);
    await dialog.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await dialog.getByRole('button', { name: 'Copy password' }).click();
    await expect.poll(() => page.getByText('Password copied to clipboard').count()).toBeGreaterThan(0);
    await captureScreen(page, '10-recruiter-form');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'rita.reyes@acme.example', exact: true }).count()).toBe(1);
    await expect.poll(() => page.locator('.bp6-dialog, .bp6-overlay-backdrop').count()).toBe(0);

    const second = await addRecruiter('Sam', 'Soto', 'not-an-email');
    await second.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => second.getByText('Invalid email address').count()).toBe(1);
    await second.getByLabel('Email').fill('sam.soto@acme.example');
    await second.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'sam.soto@acme.example', exact: true }).count()).toBe(1);
    await captureScreen(page, '11-recruiters-listed');
    const stored = await platform.db('users').whereIn('email', ['rita.reyes@acme.example', 'sam.soto@acme.example']);
    expect(stored).toHaveLength(2);
  });

  it('creates a booth with three queue questions and both recruiters (spec 1 §5.7)', async () => {
    await page.goto(`${platform.url}/employer-admin/dashboard?step=4`);
    await expect.poll(() => page.getByTestId('booth-card').count()).toBeGreaterThan(0);
    const before = await page.getByTestId('booth-card').count();
    await page.getByRole('button', { name: 'Add Booth' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.getByText('Company logo is required').count()).toBe(1);
    await dialog.getByLabel('Booth Name').fill('Acme Design Studio');
    await dialog.locator('#booth-logo').setInputFiles('infra/seed/assets/acme-logo.png');
    await dialog.getByLabel('Hot Job Summary').fill('Product designer, UX researcher');
    await dialog.getByLabel('Chat Duration (minutes)').fill('15');
    await dialog.getByLabel('Rita Reyes').first().check({ force: true });
    await dialog.getByLabel('Sam Soto').first().check({ force: true });
    await dialog.getByRole('button', { name: 'Add Job' }).click();
    await dialog.getByLabel('Job description', { exact: true }).fill('Senior Product Designer');
    await dialog.getByLabel('Job link', { exact: true }).fill('https://careers.acme.example.com/jobs/301');
    const questions = ['Do you have a portfolio?', 'Can you work in Boston?', 'Have you used Figma?'];
    for (const [index, text] of questions.entries()) {
      await dialog.getByRole('button', { name: 'Add Question' }).click();
      await dialog.getByLabel(`Question ${index + 1}`, { exact: true }).fill(text);
    }
    await captureScreen(page, '12-booth-form');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByTestId('booth-card').count()).toBe(before + 1);
    await expect.poll(() => page.getByText('Rita Reyes, Sam Soto').count()).toBe(1);
    await expect.poll(() => page.locator('.bp6-dialog, .bp6-overlay-backdrop').count()).toBe(0);
    await captureScreen(page, '13-booth-created');
    const booth = await platform.db('booths').where({ name: 'Acme Design Studio' }).first();
    expect(booth.chat_duration).toBe(900_000);
    expect(booth.questions.map((q: { name: string }) => q.name)).toEqual(questions);
    expect(booth.recruiters).toHaveLength(2);
  });

  it('edits the booth (chat minutes, one question fewer) and deletes it while other booths remain', async () => {
    const card = page.getByTestId('booth-card').filter({ hasText: 'Acme Design Studio' });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    // The stored logo shows as a thumbnail, never as its storage key.
    await expect
      .poll(() => dialog.getByTestId('booth-logo-thumbnail').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await dialog.locator('.bp6-file-upload-input').first().textContent()).toBe('Choose another image...');
    await dialog.getByLabel('Chat Duration (minutes)').fill('20');
    await dialog.getByRole('button', { name: 'Remove question 3' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => card.getByText('20 min').count()).toBe(1);
    await expect.poll(() => card.getByText('2 questions').count()).toBe(1);
    const edited = await platform.db('booths').where({ name: 'Acme Design Studio' }).first();
    expect(edited.chat_duration).toBe(1_200_000);
    expect(edited.questions).toHaveLength(2);

    const before = await page.getByTestId('booth-card').count();
    await card.getByRole('button', { name: 'Delete Acme Design Studio' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('booth-card').count()).toBe(before - 1);
    await expect.poll(() => page.locator('.bp6-dialog, .bp6-overlay-backdrop').count()).toBe(0);
    await captureScreen(page, '14-booth-deleted');
  });

  it("shows the spec's error modals when the payment gateway or a recruiter assignment fails (spec 1 §8.3)", async () => {
    const overlaysGone = () => expect.poll(() => page.locator('.bp6-dialog, .bp6-overlay-backdrop').count()).toBe(0);
    await page.goto(`${platform.url}/employer-admin/dashboard?step=2`);
    await page.route('**/create-payment-link', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ isSuccess: false, data: null, errors: [{ message: 'down' }] }),
      }),
    );
    const form = page.getByRole('form', { name: 'New job fair' });
    await form.getByLabel('Name').fill('Acme Gateway Down Fair');
    await form.getByRole('button', { name: 'Create & Pay' }).click();
    const modal = page.getByRole('dialog', { name: 'Payment Error' });
    // The client retries a failing request a few times first (spec 1 §7).
    await expect.poll(() => modal.getByText('An error occurred with the payment gateway. Please try again later.').count()).toBe(1);
    await page.waitForTimeout(500); // let the modal finish fading in for the screenshot
    await captureScreen(page, '15-payment-error');
    await modal.getByRole('button', { name: 'OK' }).click();
    await overlaysGone();
    await page.unroute('**/create-payment-link');

    await page.goto(`${platform.url}/employer-admin/dashboard?step=4`);
    const card = page.getByTestId('booth-card').filter({ hasText: 'Acme Sales' });
    await page.route('**/api/jobfairs/*/booths/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"isSuccess":false,"data":null,"errors":[{"message":"x"}]}',
          })
        : route.fallback(),
    );
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Sam Soto').first().check({ force: true });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect.poll(() => error.getByText('Failed to update recruiter assignment. Please try again.').count()).toBe(1);
    await page.waitForTimeout(500);
    await captureScreen(page, '16-recruiter-assignment-error');
    await error.getByRole('button', { name: 'OK' }).click();
    await page.unroute('**/api/jobfairs/*/booths/*');
  });
});
