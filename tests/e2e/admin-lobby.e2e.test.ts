import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { signIn } from '../support/sign-in';
import { envelopeDataOf } from '../support/http';

// spec 3 §2.2 Event Lobby in a real browser, on the demo fair running now: the platform admin opens the
// lobby, reorders two booths by mouse and by keyboard and sees the order survive a reload, edits a booth in 'Edit
// Booth', empties a queue while a job seeker's booth page (a second browser context) says so, removes
// one candidate with a reason from the booth detail, and uploads the fair's logo, which the seeker's
// landing page then shows.
let platform: Platform;
let browser: Browser;
const lobby = () => `${platform.url}/admin/lobby/${DEMO_ORGANIZATION_ID}/${DEMO_JOB_FAIR_ID}`;
const sales = DEMO_BOOTH_IDS[1]; // Acme Sales: two questions, minimum score 0
const seekerFair = () => `${platform.url}/job-seeker/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}`;

const api = (method: string, path: string, token: string, body?: unknown) => envelopeDataOf(platform.url, method, path, token, body);
const tokenOf = async (email: string) =>
  ((await api('POST', '/auth/sign-in', '', { email, password: DEMO_PASSWORD })) as { accessToken: string }).accessToken;
const enterSalesQueue = async (token: string) => {
  const { questions } = (await api('GET', `/jobfairs/${DEMO_JOB_FAIR_ID}/boothQuestions/${sales}`, token)) as {
    questions: { id: string }[];
  };
  await api('POST', `/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byBoothId/${sales}`, token, {
    answers: questions.map((question) => ({ questionId: question.id, answer: true })),
  });
};
const cardNames = (page: Page) => page.getByTestId('admin-booth-card').locator('h3').allInnerTexts();

beforeAll(async () => {
  platform = await startTestPlatform('e2e_admin_lobby');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe('the Event Lobby of a running fair (spec 3 §2.2)', () => {
  let admin: Page;
  let seeker: Page;

  it("shows 'Loading...', then every booth card with its facts, in sortOrder", async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    admin = await context.newPage();
    await signIn(admin, platform.url, 'admin@demo.jobfair.test');
    // Hold the booth list back until 'Loading...' has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await admin.route(`**/api/jobfairs/${DEMO_JOB_FAIR_ID}/booths`, async (route) => {
      await held;
      await route.continue();
    });
    await admin.goto(lobby());
    await expect.poll(() => admin.getByText('Loading...').first().isVisible()).toBe(true);
    release();
    await admin.getByTestId('admin-booth-card').first().waitFor();
    await admin.unroute(`**/api/jobfairs/${DEMO_JOB_FAIR_ID}/booths`);
    expect(await admin.getByTestId('admin-lobby-fair-name').innerText()).toBe('Acme Spring Career Fair');
    expect(await cardNames(admin)).toEqual(['Acme Engineering', 'Acme Sales', 'Acme Operations']);
    const engineering = admin.getByRole('article', { name: 'Acme Engineering' });
    await expect.poll(() => engineering.getByTestId('booth-recruiters').innerText()).toContain('Rita Recruiter');
    expect(await engineering.innerText()).toMatch(/Interview duration: \d+ minutes/);
    expect(await engineering.innerText()).toMatch(/Minimum score: 1/);
    await captureScreen(admin, 'admin-lobby');
  });

  it('reorders two booths by dragging and keeps the order after a reload', async () => {
    // A person drags Acme Engineering's handle onto Acme Sales's place, in small steps as a hand moves.
    const handle = await admin.getByRole('button', { name: 'Reorder Acme Engineering' }).boundingBox();
    const target = await admin.getByRole('button', { name: 'Reorder Acme Sales' }).boundingBox();
    await admin.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await admin.mouse.down();
    await admin.mouse.move(target!.x + target!.width / 2 + 40, target!.y + target!.height / 2 + 40, { steps: 20 });
    await admin.mouse.up();
    await admin.getByText('Booth order saved').waitFor();
    expect(await cardNames(admin)).toEqual(['Acme Sales', 'Acme Engineering', 'Acme Operations']);
    await admin.reload();
    await admin.getByTestId('admin-booth-card').first().waitFor();
    expect(await cardNames(admin)).toEqual(['Acme Sales', 'Acme Engineering', 'Acme Operations']);
  });

  it('reorders by keyboard too: Space lifts the handle, an arrow moves it, Space drops it, announced as it goes', async () => {
    const announced = () => admin.locator('[id^="DndLiveRegion"]').first().textContent();
    await admin.getByRole('button', { name: 'Reorder Acme Engineering' }).focus();
    await admin.keyboard.press('Space');
    await expect.poll(announced).toMatch(/Acme Engineering.*position 2 of 3/);
    await admin.keyboard.press('ArrowLeft');
    await expect.poll(announced).toMatch(/Acme Engineering is over position 1 of 3/);
    await admin.keyboard.press('Space');
    await expect.poll(() => cardNames(admin)).toEqual(['Acme Engineering', 'Acme Sales', 'Acme Operations']);
    await admin.getByText('Booth order saved').waitFor();
    await admin.reload();
    await admin.getByTestId('admin-booth-card').first().waitFor();
    expect(await cardNames(admin)).toEqual(['Acme Engineering', 'Acme Sales', 'Acme Operations']);
  });

  it("opens 'Edit Booth' with the booth form, without delete, and saves a booth field", async () => {
    await admin.getByRole('article', { name: 'Acme Operations' }).getByRole('button', { name: 'Manage Booth' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Booth' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await captureScreen(admin, 'admin-lobby-edit-booth');
    await dialog.getByLabel('Description').fill('Operations keeps the lights on.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByRole('article', { name: 'Acme Operations' }).getByText('Operations keeps the lights on.').waitFor();
  });

  it("empties a booth's queue after 'Are you sure you want to empty booth?', and the seeker's booth page says so", async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    seeker = await context.newPage();
    await signIn(seeker, platform.url, 'seeker1@demo.jobfair.test');
    await enterSalesQueue(await tokenOf('seeker1@demo.jobfair.test'));
    await seeker.goto(`${seekerFair()}/lobby/booth/${sales}`);
    await seeker.getByText('You have joined the queue for this booth.').waitFor();

    await admin.getByRole('article', { name: 'Acme Sales' }).getByRole('button', { name: 'Empty Queue' }).click();
    await admin.getByText('Are you sure you want to empty booth?').waitFor();
    await captureScreen(admin, 'admin-lobby-empty-queue');
    await admin.getByRole('button', { name: 'Yes' }).click();
    await admin.getByText('1 candidate removed from the queue').waitFor();

    const notice = seeker.getByTestId('booth-removed-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain("An administrator emptied this booth's queue");
    await captureScreen(seeker, 'admin-lobby-seeker-emptied');
  });

  it('shows the booth detail with its live queue, and removes one candidate with a reason', async () => {
    await enterSalesQueue(await tokenOf('seeker2@demo.jobfair.test'));
    await admin.getByRole('link', { name: 'Acme Sales' }).click();
    await admin.waitForURL(`**/admin/lobby/booth/${sales}`);
    const row = admin.getByTestId('admin-queue-row');
    await row.filter({ hasText: 'Sofia Seeker' }).waitFor();
    await admin.getByTestId('booth-title').waitFor();
    await captureScreen(admin, 'admin-booth-detail', { fullPage: true });
    await row.getByRole('button', { name: 'Remove Sofia Seeker' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Remove from queue' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByText('Reason is required').waitFor();
    await dialog.getByLabel('Reason').fill('Registered twice');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await admin.getByText('No candidates waiting to interview').waitFor();
  });

  it("uploads the fair's logo with the spec's refusals, and the seeker's landing shows it", async () => {
    await admin.getByRole('link', { name: 'Back to Lobby' }).click();
    await admin.getByRole('button', { name: 'Upload Logo' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Upload Logo' });
    const input = dialog.locator('input[type=file]');
    await input.setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await dialog.getByText('brochure.pdf is not allowed. Only JPEG and PNG images are allowed.').waitFor();
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10_485_761) });
    await dialog.getByText('huge.png is larger than 10485760 Bytes.').waitFor();
    await captureScreen(admin, 'admin-lobby-upload-logo');
    const { readFile } = await import('node:fs/promises');
    await input.setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: await readFile('infra/seed/assets/acme-logo.png') });
    await admin.getByText('Job fair logo saved').waitFor();

    const landing = await (await browser.newContext()).newPage();
    await landing.goto(seekerFair());
    const logo = landing.getByTestId('landing-fair-logo');
    await logo.waitFor();
    // Drawn once loaded: the element shows while the image may still be on its way.
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  it('looks right at 390 px', async () => {
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto(lobby());
    await admin.getByTestId('admin-booth-card').first().waitFor();
    await captureScreen(admin, 'admin-lobby-390', { fullPage: true });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await admin.goto(`${platform.url}/admin/lobby/booth/${sales}`);
    await admin.getByTestId('booth-title').waitFor();
    await captureScreen(admin, 'admin-booth-detail-390', { fullPage: true });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
