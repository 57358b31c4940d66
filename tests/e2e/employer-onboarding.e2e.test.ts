import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { closeContextsAfterEachTest, launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { signIn } from '../support/sign-in';

// spec 3 §2.1: a new employer admin goes from an empty organization to a paid job fair (local
// checkout), which a platform admin activates, with a booth, two recruiters and three queue questions.
let platform: Platform;
let browser: Browser;
let page: Page;
const organizationId = randomUUID();
const email = `founder-${organizationId.slice(0, 8)}@globex.example`;
const fairName = 'Globex Winter Hiring Fair';

beforeAll(async () => {
  platform = await startTestPlatform('e2e_employer_onboarding');
  browser = await launchChromium();
  await platform.identity.createUser({
    userId: randomUUID(),
    email,
    firstName: 'Gina',
    lastName: 'Globex',
    roles: ['EmployerAdmin'],
    organizationId,
    password: DEMO_PASSWORD,
    temporary: false,
  });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});
closeContextsAfterEachTest(() => [browser]);

const shot = (name: string) => captureScreen(page, name);
const settled = () => expect.poll(() => page.locator('.bp6-dialog, .bp6-overlay-backdrop').count()).toBe(0);

describe('a new employer admin sets up a paid, activated job fair in a real browser', () => {
  it('saves the empty organization (step 1)', async () => {
    // The first dashboard visit of a new employer makes no failing request.
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await signIn(page, platform.url, email);
    await page.waitForURL('**/employer-admin/dashboard**');
    await expect.poll(() => page.getByLabel('Company Name').inputValue()).toBe('');
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    await shot('20-empty-organization');
    await page.getByLabel('Company Name').fill('Globex Corporation');
    await page.getByLabel('Company website').fill('https://www.globex.example.com');
    await page.getByLabel('City').fill('Springfield');
    await page.locator('#state').selectOption('IL');
    await page.locator('#companyLogo').setInputFiles('infra/seed/assets/globex-logo.png');
    await expect.poll(() => page.locator('.logo-field__preview img').count()).toBe(1);
    await page.locator('#companyDocuments').setInputFiles([
      { name: 'Company overview.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      { name: 'Benefits.txt', mimeType: 'text/plain', buffer: Buffer.from('Health, dental, 401k') },
    ]);
    await expect.poll(() => page.getByText('Company overview.pdf').count()).toBe(1);
    await expect.poll(() => page.getByText('Benefits.txt').count()).toBe(1);
    // The brand colour the fair's job seeker pages wear: a colour white text cannot be read on is refused.
    await page.getByLabel('Brand color', { exact: true }).fill('#ffcc00');
    await expect.poll(() => page.getByText(/^Brand color is too light for white text \(contrast 1\.5:1/).count()).toBe(1);
    await page.getByLabel('Brand color', { exact: true }).fill('#7A2E8E');
    await expect.poll(() => page.getByText(/— readable$/).count()).toBe(1);
    await shot('20b-organization-filled');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Details Saved Successfully').count()).toBeGreaterThan(0);
    // Toasts open under the navigation, never over it. Polled: a toast slides in from above, so its first
    // frames sit a pixel or two higher than where it comes to rest.
    const navigationBottom = await page.locator('.app-navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
    await expect
      .poll(async () => (await page.locator('.bp6-toast').first().boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(navigationBottom);
    await page.waitForURL('**step=2**');
    const organization = await platform.db('organizations').where({ id: organizationId }).first();
    expect(organization.company_documents).toHaveLength(2);
    expect(organization.brand_color).toBe('#7a2e8e');
  });

  it("creates the job fair with 'Create & Pay' and pays on the local checkout page", async () => {
    const form = page.getByRole('form', { name: 'New job fair' });
    await form.getByLabel('Name').fill(fairName);
    await form.getByRole('button', { name: 'Create & Pay' }).click();
    await page.waitForURL('**/employer-admin/checkout**');
    await expect.poll(() => page.getByTestId('checkout-fair-name').textContent()).toBe(fairName);
    expect(await page.getByTestId('checkout-amount').textContent()).toBe('$499.00');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await shot('21-local-checkout');
    await page.getByRole('button', { name: 'Pay $499.00' }).click();
    await page.waitForURL('**/employer-admin/payment-success**');
    await expect.poll(() => page.getByText('Payment Successful').count()).toBe(1);
    // A success moment looks like one: the green tick, not a grey icon.
    expect(
      await page
        .locator(
          '.success-state .bp6-intent-success[data-icon="tick-circle"], .success-state .bp6-intent-success [data-icon="tick-circle"]',
        )
        .count(),
    ).toBe(1);
    await shot('22-payment-success');
    const fair = await platform.db('jobfairs').where({ company_id: organizationId }).first();
    expect(fair).toMatchObject({ name: fairName, payment_status: 'Paid', is_activated: false });
  });

  it('adds two recruiters (step 3)', async () => {
    await page.getByRole('button', { name: 'Add Recruiters' }).click();
    await page.waitForURL('**step=3**');
    // The URL moves before the route's loader ends, and the payment page's 'Add Recruiters' stays on screen
    // until then: an inexact 'Add Recruiter' would click that button again and open nothing.
    await page.getByRole('heading', { name: 'Recruiters', exact: true }).waitFor();
    for (const [first, last] of [
      ['Rita', 'Reyes'],
      ['Sam', 'Soto'],
    ] as const) {
      await page.getByRole('button', { name: 'Add Recruiter', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('First Name').fill(first);
      await dialog.getByLabel('Last Name').fill(last);
      await dialog.getByLabel('Email').fill(`${first.toLowerCase()}.${organizationId.slice(0, 8)}@globex.example`);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect.poll(() => page.getByRole('cell', { name: first, exact: true }).count()).toBe(1);
      // The closing dialog must be gone before the next one opens, or the test would type into it.
      await settled();
    }
    await shot('23-two-recruiters');
  });

  it('a platform admin activates the paid fair on /admin/jobfairs (spec 3 §2.2)', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform.url });
    const admin = await context.newPage();
    await signIn(admin, platform.url, 'admin@demo.jobfair.test');
    await admin.waitForURL('**/admin/companies**');
    await admin.getByRole('button', { name: 'View Jobfairs' }).first().click();
    await admin.waitForURL('**/admin/jobfairs**');
    await admin.getByLabel('Search organizations...').fill('Globex');
    // The organization chosen before (the first company's, from View Jobfairs) stays listed while typing filters.
    await expect
      .poll(() => admin.getByLabel('Organization', { exact: true }).locator('option', { hasText: 'Globex Corporation' }).count())
      .toBe(1);
    await admin.getByLabel('Organization', { exact: true }).selectOption({ label: 'Globex Corporation' });
    await admin.waitForURL(`**orgId=${organizationId}**`);
    const card = admin.getByRole('article', { name: fairName });
    await expect.poll(() => card.getByTestId('activation-badge').textContent()).toBe('Not Activated');
    expect(await card.getByText('Paid', { exact: true }).count()).toBe(1);
    await admin.getByText('Activated', { exact: true }).first().click();
    await expect.poll(() => admin.getByRole('article').count()).toBe(0);
    await admin.getByText('Not Activated', { exact: true }).first().click();
    await expect.poll(() => card.count()).toBe(1);
    await captureScreen(admin, '23a-admin-not-activated');
    await card.getByRole('button', { name: 'Activate' }).click();
    await admin.getByText('All Jobfairs', { exact: true }).click();
    await expect.poll(() => card.getByTestId('activation-badge').textContent()).toBe('Activated');
    const link = await card.getByLabel('Job seeker onboarding link').inputValue();
    expect(link).toBe(
      `${platform.url.replace('localhost', new URL(admin.url()).hostname)}/job-seeker/organizations/${organizationId}/jobfairs/${(await platform.db('jobfairs').where({ company_id: organizationId }).first()).id}`,
    );
    await card.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Copied!' }).count()).toBe(1);
    await captureScreen(admin, '23b-admin-activated');
    await expect.poll(() => card.getByRole('button', { name: 'Copy' }).count()).toBe(1);

    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Duration hours').fill('4');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => admin.getByText('Job Fair updated successfully.').count()).toBeGreaterThan(0);
    await expect.poll(() => card.getByText('4h 0m').count()).toBe(1);
    await context.close();
    const fair = await platform.db('jobfairs').where({ company_id: organizationId }).first();
    expect(fair).toMatchObject({ is_activated: true, duration_hours: 4 });
  });

  it('creates a booth with three queue questions and both recruiters (step 4)', async () => {
    await page.goto(`${platform.url}/employer-admin/dashboard?step=4`);
    await expect.poll(() => page.getByRole('button', { name: 'Add Booth' }).count()).toBe(1);
    await shot('24-no-booth-yet');
    await page.getByRole('button', { name: 'Add Booth' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Booth Name').fill('Globex Engineering');
    await dialog.locator('#booth-logo').setInputFiles('infra/seed/assets/globex-logo.png');
    await dialog.getByLabel('Hot Job Summary').fill('Reactor engineer, safety inspector');
    await dialog
      .locator('#booth-documents')
      .setInputFiles({ name: 'Benefits.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect.poll(() => dialog.getByText('Benefits.pdf').count()).toBe(1);
    await dialog.getByLabel('Rita Reyes').first().check({ force: true });
    await dialog.getByLabel('Sam Soto').first().check({ force: true });
    const questions = [
      'Are you authorized to work in the US?',
      'Do you hold a nuclear safety certificate?',
      'Can you relocate to Springfield?',
    ];
    for (const [index, text] of questions.entries()) {
      await dialog.getByRole('button', { name: 'Add Question' }).click();
      await dialog.getByLabel(`Question ${index + 1}`, { exact: true }).fill(text);
    }
    await shot('25-booth-form');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByTestId('booth-card').count()).toBe(1);
    await settled();
    await shot('26-booth-created');

    const booth = await platform.db('booths').where({ organization_id: organizationId }).first();
    expect(booth.questions.map((q: { name: string }) => q.name)).toEqual(questions);
    expect(booth.recruiters).toHaveLength(2);
    expect(booth.company_documents).toEqual([expect.stringMatching(new RegExp(`^employer_documents/${organizationId}/.+\\.pdf$`))]);
    const onboarding = await platform.db('organization_onboarding').where({ organization_id: organizationId }).first();
    expect(onboarding).toMatchObject({ progress: 100, last_completed_step: 'AssignedARecruiter' });
    const fair = await platform.db('jobfairs').where({ company_id: organizationId }).first();
    expect(fair).toMatchObject({ payment_status: 'Paid', is_activated: true });
  });

  it("lets a platform admin create a fair through 'Create New Job Fair', with a past start date (spec 3 §2.2)", async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const admin = await context.newPage();
    await signIn(admin, platform.url, 'admin@demo.jobfair.test');
    await admin.waitForURL('**/admin/companies**');
    await admin.goto(`${platform.url}/admin/jobfairs?orgId=${organizationId}`);
    await expect.poll(() => admin.getByRole('article').count()).toBe(1);

    await admin.getByRole('button', { name: 'Create New Job Fair' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create New Job Fair' });
    await dialog.getByLabel('Name').fill('Globex Alumni Night');
    await dialog.getByLabel('Start Date').fill(new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10));
    await dialog.getByRole('button', { name: 'Create & Pay' }).click();
    await expect.poll(() => admin.getByText('Job Fair created successfully.').count()).toBeGreaterThan(0);
    await expect.poll(() => admin.getByRole('article', { name: 'Globex Alumni Night' }).count()).toBe(1);
    await captureScreen(admin, '27-admin-created-fair');
    await context.close();
    expect(await platform.db('jobfairs').where({ company_id: organizationId, name: 'Globex Alumni Night' }).first()).toMatchObject({
      payment_status: 'UnPaid',
      is_activated: false,
    });
  });
});
