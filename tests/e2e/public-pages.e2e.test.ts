import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { closeContextsAfterEachTest, launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { signIn } from '../support/sign-in';
import { createRunningFair } from '../support/running-fair';
import { until } from '../support/wait';
import { DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { envelopeDataOf } from '../support/http';

// The public pages in a real browser: the marketing page at desktop and phone widths (spec 3 §2.5), the
// 'Mobile not yet supported' notice on a phone for the sign-in area and the signed-in app only (spec 1 §1),
// and a sponsor's site on its own subdomain, {subdomain}.localhost (Chromium resolves *.localhost to the
// loopback address): empty at first, a company registers through its invitation, and the company's
// activated fair is listed there (spec 3 §2.3, §2.5).
let platform: Platform;
let browser: Browser;

const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

beforeAll(async () => {
  platform = await startTestPlatform('e2e_public_pages');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});
closeContextsAfterEachTest(() => [browser]);

const open = async (url: string, options: BrowserContextOptions = DESKTOP): Promise<Page> => {
  const page = await (await browser.newContext(options)).newPage();
  await page.goto(url);
  return page;
};
/** Blueprint loads an icon's paths on first use: a screenshot waits for the empty state's picture. */
const emptyStateDrawn = (page: Page) => expect.poll(() => page.locator('.bp6-non-ideal-state-visual svg').count()).toBe(1);
const mobileNotice = (page: Page) => page.getByRole('dialog', { name: 'Mobile not yet supported' });

describe('marketing page /home (spec 3 §1, §2.5)', () => {
  it.each([
    ['desktop', DESKTOP, 'public-01-marketing-1366'],
    ['phone', PHONE, 'public-02-marketing-390'],
  ])('shows the header links, the headline, the contact buttons and both advantage lists on a %s', async (_device, options, screen) => {
    const page = await open(`${platform.url}/home`, options);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('White-label virtual job fairs for newspapers and associations');
    // Blueprint's AnchorButton is a link with the button role.
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('button', { name: 'Home' }).getAttribute('href')).toBe('/home');
    expect(await nav.getByRole('button', { name: 'Company login' }).getAttribute('href')).toBe('/auth/login');
    expect(await nav.getByRole('button', { name: 'Contact Sales' }).getAttribute('href')).toBe('#contact');
    expect(await page.getByRole('button', { name: 'Contact Us' }).first().getAttribute('href')).toMatch(/^mailto:/);
    expect(await page.getByRole('button', { name: 'Call now' }).first().getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    expect(await page.getByRole('heading', { name: 'Advantages to company' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Advantages to sponsor' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Candidates do not compete between companies' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Your own subdomain' }).count()).toBe(1);
    // A public page stays usable on a phone.
    expect(await mobileNotice(page).count()).toBe(0);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await captureScreen(page, screen, { fullPage: true });
  });

  it("is where the sign-in frame's About and Contact links lead", async () => {
    const page = await open(`${platform.url}/auth/login`);
    await page.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/home#contact');
    await expect.poll(() => page.getByRole('heading', { name: 'Contact sales' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Company login' }).click();
    await page.waitForURL('**/auth/login');
    await page.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/home');
  });
});

describe("'Mobile not yet supported' (spec 1 §1)", () => {
  it('covers sign-in and the signed-in app on a phone, and nothing on a desktop', async () => {
    const phone = await open(`${platform.url}/auth/login`, PHONE);
    await expect.poll(() => mobileNotice(phone).count()).toBe(1);
    expect(await mobileNotice(phone).textContent()).toContain(
      'This platform does not currently support mobile or tablets. Please login using a desktop or laptop computer.',
    );
    await captureScreen(phone, 'public-03-mobile-notice-390');

    const desktop = await open(`${platform.url}/auth/login`);
    await signIn(desktop, platform.url, 'employer@demo.jobfair.test');
    await desktop.waitForURL('**/employer-admin/dashboard**');
    expect(await mobileNotice(desktop).count()).toBe(0);

    // The same signed-in session opened on a phone.
    const signedInPhone = await (await browser.newContext({ ...PHONE, storageState: await desktop.context().storageState() })).newPage();
    await signedInPhone.goto(`${platform.url}/employer-admin/dashboard`);
    await expect.poll(() => mobileNotice(signedInPhone).count()).toBe(1);
  });
});

const api = (method: string, path: string, token: string, body?: unknown) => envelopeDataOf(platform.url, method, path, token, body);
const codeMailedTo = async (email: string) => {
  const row = await platform.db('mail_outbox').where({ recipient: email }).orderBy('sent_at', 'desc').first();
  return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? null;
};
/** YYYY-MM-DD a week from now: a fair that has not ended, whenever the test runs. */
const nextWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe("a sponsor's site on its subdomain (spec 3 §2.3, §2.5)", () => {
  const subdomain = `gazette-${randomUUID().slice(0, 6)}`;
  const sponsorSite = () => platform.url.replace('//localhost', `//${subdomain}.localhost`);
  const email = `harbor-${randomUUID().slice(0, 8)}@example.com`;
  let sponsorId: string;

  it('is empty until a client company runs a fair', async () => {
    const { accessToken } = await api('POST', '/auth/sign-in', '', { email: 'admin@demo.jobfair.test', password: DEMO_PASSWORD });
    ({ id: sponsorId } = await api('POST', '/organizations/sponsors', accessToken, {
      name: 'Harbor Gazette',
      subdomain,
      description: 'Hiring events for the readers of the Harbor Gazette.',
      sponsoredByText: 'Brought to you by the Harbor Gazette',
    }));

    // Any other path of a sponsor host shows its job fairs.
    const page = await open(`${sponsorSite()}/auth/login`);
    await page.waitForURL(`${sponsorSite()}/jobfairs`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Job fairs sponsored by - Harbor Gazette');
    expect(await page.getByText('No Job Fairs Available').count()).toBe(1);
    expect(await page.getByText('Check back later for upcoming opportunities').count()).toBe(1);
    await emptyStateDrawn(page);
    await captureScreen(page, 'public-04-sponsor-jobfairs-empty');

    await page.goto(`${sponsorSite()}/home`);
    await expect.poll(() => page.getByRole('heading', { name: 'Advantages to sponsor' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Company login' }).getAttribute('href')).toBe(`${platform.url}/auth/login`);
  });

  it('invites a client company, which registers on the main host carrying the sponsor', async () => {
    const page = await open(`${sponsorSite()}/client-invite`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Host your own Job Fair - sponsored by Harbor Gazette');
    expect(await page.getByText('Register as client company and start connecting with top talent.').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Client Company Registration' }).count()).toBe(1);
    await captureScreen(page, 'public-05-sponsor-client-invite');

    await page.getByRole('button', { name: 'Register Now' }).click();
    await page.waitForURL(`${platform.url}/auth/registration?sponsorId=${sponsorId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Create an Employer Account' }).count()).toBe(1);
    await page.getByLabel('First Name').fill('Hana');
    await page.getByLabel('Last Name').fill('Harbor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile Phone').pressSequentially('6175550123');
    await page.getByLabel('City').fill('Boston');
    await page.getByLabel('State').selectOption('MA');
    await page.getByLabel('ZIP').fill('02110');
    await page.getByLabel('Password', { exact: true }).fill('Harbor@2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Harbor@2026');
    await page.locator('#acceptTerms').check({ force: true });
    await page.locator('altcha-widget').getByText("I'm not a robot").click();
    const register = page.getByRole('button', { name: 'Register' });
    await expect.poll(() => register.isDisabled()).toBe(false);
    await register.click();
    await expect.poll(() => codeMailedTo(email)).toMatch(/^\d{6}$/);
    await page.getByLabel('Confirmation Code').fill((await codeMailedTo(email))!);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('Confirmation Completed!').count()).toBe(1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/employer-admin/dashboard**');

    // The company's details, saved by its employer admin, carry the sponsor of the registration.
    await page.getByLabel('Company Name').fill('Harbor Freight Lines');
    await page.getByLabel('Company website').fill('https://www.harbor-freight.example.com');
    await page.getByLabel('City').fill('Boston');
    await page.locator('#state').selectOption('MA');
    await page.locator('#companyLogo').setInputFiles('infra/seed/assets/globex-logo.png');
    await expect.poll(() => page.locator('.logo-field__preview img').count()).toBe(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**step=2**');
    const user = await platform.db('users').where({ email }).first();
    expect(user.sponsor_id).toBe(sponsorId);
    expect(await platform.db('organizations').where({ id: user.organization_id }).first()).toMatchObject({ sponsor_id: sponsorId });
  });

  it("lists the company's activated fair, whose Register Now opens its job seeker page on the main host", async () => {
    const { organization_id: organizationId } = await platform.db('users').where({ email }).first();
    const jobFairId = randomUUID();
    const startDate = nextWeek();
    await createRunningFair(platform.store, {
      jobFairId,
      organizationId,
      name: 'Harbor Freight Hiring Day',
      schedule: { startDate, startTime: '13:30' },
    });
    await until(
      async () => Boolean(await platform.db('jobfairs').where({ id: jobFairId, is_activated: true }).first()),
      'the activated fair',
    );

    const page = await open(`${sponsorSite()}/jobfairs`);
    const card = page.getByRole('listitem').filter({ hasText: 'Harbor Freight Hiring Day' });
    await expect.poll(() => card.count()).toBe(1);
    const [year, month, day] = startDate.split('-').map(Number);
    const shortMonth = new Date(Date.UTC(year!, month! - 1, day)).toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
    expect(await card.textContent()).toContain(`${shortMonth}${day}`);
    expect(await card.textContent()).toContain('Harbor Freight Lines');
    expect(await card.textContent()).toContain('1:30 PM - 4:30 PM EST');
    const landing = `${platform.url}/job-seeker/organizations/${organizationId}/jobfairs/${jobFairId}`;
    expect(await card.getByRole('button', { name: 'Register Now: Harbor Freight Hiring Day' }).getAttribute('href')).toBe(landing);
    await captureScreen(page, 'public-06-sponsor-jobfairs-1366');

    const phone = await open(`${sponsorSite()}/jobfairs`, PHONE);
    await expect.poll(() => phone.getByText('Harbor Freight Hiring Day').count()).toBe(1);
    expect(await mobileNotice(phone).count()).toBe(0);
    await captureScreen(phone, 'public-07-sponsor-jobfairs-390', { fullPage: true });

    // spec 2 §2.3: the fair's landing names the sponsor with its tagline.
    await card.getByRole('button', { name: 'Register Now: Harbor Freight Hiring Day' }).click();
    await page.waitForURL(landing);
    await expect.poll(() => page.getByText('Brought to you by the Harbor Gazette').count()).toBe(1);
    await captureScreen(page, 'public-08-landing-sponsored');
  });

  it("answers 'Sponsor not found.' on a subdomain no sponsor has", async () => {
    const page = await open(`${platform.url.replace('//localhost', '//nobody-here.localhost')}/jobfairs`);
    await expect.poll(() => page.getByText('Sponsor not found.').count()).toBe(1);
    await emptyStateDrawn(page);
    await captureScreen(page, 'public-09-sponsor-not-found');
  });
});
