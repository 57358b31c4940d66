import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { signIn } from '../support/sign-in';

// The public pages in a real browser: the marketing page at desktop and phone widths (spec 3 §2.5), the
// 'Mobile not yet supported' notice on a phone for the sign-in area and the signed-in app only (spec 1 §1).
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

const open = async (url: string, options: BrowserContextOptions = DESKTOP): Promise<Page> => {
  const page = await (await browser.newContext(options)).newPage();
  await page.goto(url);
  return page;
};
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
