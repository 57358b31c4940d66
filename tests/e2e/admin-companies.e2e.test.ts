import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID } from '../../infra/seed/demo-accounts';
import { closeContextsAfterEachTest, launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { signIn } from '../support/sign-in';

// The platform admin's Companies table (spec 3 §2.2, §9) on the demo data
// (Acme and twelve more companies), then View Jobfairs to the filtered job fairs with the Lobby link.
let platform: Platform;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  platform = await startTestPlatform('e2e_admin_companies');
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(page, platform.url, 'admin@demo.jobfair.test');
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});
closeContextsAfterEachTest(() => [browser]);

const table = () => page.getByRole('table');
const companyNames = () => table().locator('tbody th[scope="row"]').allTextContents();
const rowOf = (companyName: string) =>
  table()
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: companyName, exact: true }) });

describe('platform admin: Companies, then a company’s job fairs, in a real browser', () => {
  it("lists companies by name, 'Loading...' until each creator is read, with contact links and onboarding", async () => {
    // The creators' reads wait until the table has been seen without them.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/*', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${platform.url}/admin/companies`);
    await expect.poll(() => companyNames()).toHaveLength(10);
    expect((await companyNames())[0]).toBe('Acme Corporation');
    await expect.poll(() => rowOf('Acme Corporation').getByRole('cell', { name: 'Loading...', exact: true }).count()).toBe(2);
    release();

    const acme = rowOf('Acme Corporation');
    await expect.poll(() => acme.getByRole('cell', { name: 'Erin Employer', exact: true }).count()).toBe(1);
    expect(await acme.getByRole('link', { name: 'employer@demo.jobfair.test' }).getAttribute('href')).toBe(
      'mailto:employer@demo.jobfair.test',
    );
    expect(await acme.getByRole('cell', { name: 'Boston, MA', exact: true }).count()).toBe(1);
    // The demo fair is paid, has booths and recruiters: every step done.
    expect(await acme.getByText('Assigned recruiter(s)').count()).toBe(1);
    const globex = rowOf('Globex Logistics');
    await expect.poll(() => globex.getByRole('link', { name: '(555) 010-0001' }).count()).toBe(1);
    expect(await globex.getByRole('link', { name: '(555) 010-0001' }).getAttribute('href')).toBe('tel:+15550100001');
    expect(await globex.getByText('Filled company details').count()).toBe(1);
    await captureScreen(page, 'admin-companies');
  });

  it('loads the next 10 with Load More, then sorts by name descending and by date', async () => {
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => companyNames()).toHaveLength(13);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    const byName = await companyNames();
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));

    await page.getByRole('button', { name: 'Ascending' }).click();
    await expect.poll(async () => (await companyNames())[0]).toBe('Wonka Confections');
    expect(await companyNames()).toHaveLength(10);

    await page.getByLabel('Sort By').selectOption({ label: 'Date' });
    // Newest first: the last company the seed saved.
    await expect.poll(async () => (await companyNames())[0]).toBe('Tyrell Biotech');
    await page.getByRole('button', { name: 'Descending' }).click();
    await expect.poll(async () => (await companyNames())[0]).toBe('Acme Corporation');
  });

  it('picks a sponsor for a company, kept after a reload (spec 3 §7 update organization)', async () => {
    // The demo sponsor already sponsors Acme.
    const acmeSponsor = page.getByRole('combobox', { name: 'Sponsor: Acme Corporation' });
    await expect.poll(() => acmeSponsor.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text)).toBe('Metro Herald');
    const select = page.getByRole('combobox', { name: 'Sponsor: Globex Logistics' });
    await expect.poll(() => select.locator('option').allTextContents()).toEqual(['No sponsor', 'Metro Herald']);
    await select.selectOption({ label: 'Metro Herald' });
    await expect
      .poll(async () => (await platform.db('companies').where({ company_name: 'Globex Logistics' }).first())?.sponsor_name)
      .toBe('Metro Herald');
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('combobox', { name: 'Sponsor: Globex Logistics' })
          .evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text),
      )
      .toBe('Metro Herald');
  });

  it('keeps a wide table inside its frame on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const frame = page.getByRole('region', { name: 'Companies' });
    expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await captureScreen(page, 'admin-companies-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it("View Jobfairs opens the company's job fairs, kept in ?orgId across a reload, each card with its Lobby link", async () => {
    await rowOf('Acme Corporation').getByRole('button', { name: 'View Jobfairs: Acme Corporation' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/jobfairs' && url.searchParams.get('orgId') === DEMO_ORGANIZATION_ID);
    const card = page.getByRole('article', { name: 'Acme Spring Career Fair' });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Lobby' }).getAttribute('href')).toBe(
      `/admin/lobby/${DEMO_ORGANIZATION_ID}/${DEMO_JOB_FAIR_ID}`,
    );
    await captureScreen(page, 'admin-jobfairs-of-company');

    await page.reload();
    await expect.poll(() => page.getByRole('article', { name: 'Acme Spring Career Fair' }).count()).toBe(1);
    const select = page.getByRole('combobox', { name: 'Organization' });
    await expect.poll(() => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text)).toBe('Acme Corporation');

    // Typing filters the first 100 by company name; the chosen one stays chosen.
    await page.getByRole('textbox', { name: 'Search organizations...' }).fill('glob');
    await expect
      .poll(() => select.locator('option').allTextContents())
      .toEqual(['Choose an organization', 'Acme Corporation', 'Globex Logistics']);
    await select.selectOption({ label: 'Globex Logistics' });
    await page.waitForURL((url) => url.searchParams.get('orgId') !== DEMO_ORGANIZATION_ID);
    await expect.poll(() => page.getByText('No Job Fair found for this organization.').count()).toBe(1);
    for (const filter of ['All Jobfairs', 'Activated', 'Not Activated'])
      expect(await page.getByRole('radio', { name: filter, exact: true }).count()).toBe(1);
  });
});
