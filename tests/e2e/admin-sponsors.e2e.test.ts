import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { closeContextsAfterEachTest, launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { signIn } from '../support/sign-in';

// The platform admin's sponsors screen (spec 3 §2.2, §4, §5), one journey on one platform.
let platform: Platform;
let browser: Browser;
let page: Page;
let adminToken: string;

beforeAll(async () => {
  platform = await startTestPlatform('e2e_admin_sponsors');
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(page, platform.url, 'admin@demo.jobfair.test');
  const answer = await fetch(`${platform.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.jobfair.test', password: DEMO_PASSWORD }),
  });
  adminToken = ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});
closeContextsAfterEachTest(() => [browser]);

/** Both widths the screens are looked at (1366 desktop, 390 phone), back at desktop afterwards. */
const captureBothWidths = async (name: string) => {
  await captureScreen(page, `${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await captureScreen(page, `${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
};

const statusAlert = () => page.getByRole('dialog').getByRole('status');

describe('the admin sponsors screen in a real browser', () => {
  it('lists the demo sponsor with its site', async () => {
    await page.goto(`${platform.url}/admin/sponsors`);
    await expect.poll(() => page.getByRole('heading', { name: 'Manage Sponsors' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Metro Herald' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'metro-herald.localhost' }).getAttribute('href')).toMatch(
      /^http:\/\/metro-herald\.localhost:\d+\/jobfairs$/,
    );
    await captureBothWidths('sponsors-list');
  });

  it('adds a sponsor: lowercase subdomain, validation, and a polled domain status that blocks saving', async () => {
    await page.getByRole('button', { name: 'Add Sponsor' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Valley Jobs Association');
    const tagline = dialog.getByLabel('Sponsored By Text');
    await tagline.focus();
    await tagline.blur();
    await expect.poll(() => dialog.getByText('Tagline is required').count()).toBe(1);
    const subdomain = dialog.getByLabel('Subdomain');
    await subdomain.fill('WWW');
    expect(await subdomain.inputValue()).toBe('www');
    await expect.poll(() => statusAlert().textContent()).toContain('RESERVED');
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await subdomain.fill('Valley_Jobs');
    await expect
      .poll(() => dialog.getByText('Subdomain must be lowercase and can only contain letters, numbers, and hyphens').count())
      .toBe(1);

    await subdomain.fill('Valley-Jobs');
    expect(await subdomain.inputValue()).toBe('valley-jobs');
    await expect.poll(() => statusAlert().textContent()).toContain('valley-jobs.localhost: AVAILABLE');
    await tagline.fill('Sponsored by the Valley Jobs Association');
    await dialog.getByLabel('Description').fill('The association of employers of the valley.');
    await captureBothWidths('sponsor-modal');

    // Another admin takes the subdomain meanwhile: the 5-second poll shows it without any typing here.
    const taken = await fetch(`${platform.url}/api/organizations/sponsors`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Valley Times', subdomain: 'valley-jobs', description: '', sponsoredByText: 'By the Valley Times' }),
    });
    expect(taken.status).toBe(201);
    await expect.poll(() => statusAlert().textContent()).toContain('TAKEN');
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    await subdomain.fill('valley-careers');
    await expect.poll(() => statusAlert().textContent()).toContain('AVAILABLE');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Valley Jobs Association' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'valley-careers.localhost' }).count()).toBe(1);
  });

  it('edits it: the set subdomain is read-only until disassociated, then a new one is saved', async () => {
    await page.getByRole('button', { name: 'Edit Valley Jobs Association' }).click();
    const dialog = page.getByRole('dialog');
    const subdomain = dialog.getByLabel('Subdomain');
    await expect.poll(() => subdomain.inputValue()).toBe('valley-careers');
    expect(await subdomain.getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => statusAlert().textContent()).toContain('valley-careers.localhost: AVAILABLE');
    await captureScreen(page, 'sponsor-edit-1366');

    await dialog.getByRole('button', { name: 'Disassociate' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Disassociate' }).click();
    await expect.poll(() => subdomain.inputValue()).toBe('');
    expect(await subdomain.getAttribute('readonly')).toBeNull();
    await expect.poll(() => statusAlert().textContent()).toContain('Enter a subdomain to check it.');
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    const stored = await platform.db('sponsors').where({ name: 'Valley Jobs Association' }).first();
    expect(stored.subdomain).toBeNull();

    await dialog.getByLabel('Name').fill('Valley Jobs');
    await subdomain.fill('valley-jobs-assoc');
    await expect.poll(() => statusAlert().textContent()).toContain('AVAILABLE');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: 'valley-jobs-assoc.localhost' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Valley Jobs', exact: true }).count()).toBe(1);
  });

  it('deletes it after a confirmation', async () => {
    await page.getByRole('button', { name: 'Delete Valley Jobs', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect
      .poll(() => confirm.getByText('Are you sure you want to delete the sponsor Valley Jobs?', { exact: false }).count())
      .toBe(1);
    await captureScreen(page, 'sponsor-delete-confirm-1366');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Valley Jobs', exact: true }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Metro Herald' }).count()).toBe(1);
    const stored = await platform.db('sponsors').where({ name: 'Valley Jobs' }).first();
    expect(stored.deleted).toBe(true);
  });
});
