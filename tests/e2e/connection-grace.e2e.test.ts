import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { boothQueueStream, type BoothQueueEvent } from '../../domain/queue/booth-queue';
import type { Platform } from '../../infra/platform';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID } from '../../infra/seed/demo-accounts';
import { launchChromium } from '../support/browser';
import { startCuttableLink } from '../support/cuttable-link';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { chooseAnswer } from '../support/questionnaire';
import { signIn } from '../support/sign-in';

// A lost connection (docs/queue.md "Lost connection") in a real browser: a waiting seeker whose network drops sees the reconnecting banner
// with the grace period; back within it, they keep their place; away longer, the server takes them out.
// One platform keeps the real 60 s grace, the other is configured with 3 s. The browser reaches each
// through a link the test cuts (the server sees the connection go, as when Wi-Fi drops) while the
// browser is also told it is offline (the 'offline' event the page reacts to): emulated offline alone
// leaves sockets open, so what the server saw depended on how Chromium closed them.
const sam = DEMO_ACCOUNTS.find((account) => account.email === 'seeker1@demo.jobfair.test')!;
const sales = DEMO_BOOTH_IDS[1]; // two questions, minimum score 0
let browser: Browser;
const platforms: Platform[] = [];
const contexts: BrowserContext[] = [];
const links: Awaited<ReturnType<typeof startCuttableLink>>[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  for (const link of links) await link.close();
  for (const platform of platforms) await platform.close();
});

const start = async (label: string, graceMs?: number) => {
  // Pings every second: a socket the browser dropped without a close frame is seen gone in seconds, not in
  // the minute two missed 30 s pings take (the grace period counts from then).
  const heartbeat = { gatewayHeartbeatMs: 1_000 };
  const platform = await startTestPlatform(label, graceMs === undefined ? heartbeat : { ...heartbeat, queueConnectionGraceMs: graceMs });
  platforms.push(platform);
  const link = await startCuttableLink(platform.url);
  links.push(link);
  return { platform, link };
};

/** The network goes (and the browser says so), then comes back. */
const goOffline = async (context: BrowserContext, link: (typeof links)[number]) => {
  link.cut();
  await context.setOffline(true);
};
const goOnline = async (context: BrowserContext, link: (typeof links)[number]) => {
  link.restore();
  await context.setOffline(false);
};

/** Signs Sam in, opens the Acme Sales booth and enters its queue as a person would. */
const enterQueue = async (url: string): Promise<{ page: Page; context: BrowserContext }> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, url, sam.email);
  await page.goto(`${url}/job-seeker/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}/lobby/booth/${sales}`);
  await page.getByTestId('queue-panel').getByRole('button', { name: 'Enter Queue' }).click();
  const dialog = page.getByRole('dialog');
  for (const index of [0, 1]) await chooseAnswer(dialog, index, 'Yes');
  await dialog.getByRole('button', { name: 'Enter Queue' }).click();
  await expect.poll(() => page.getByTestId('queue-position').textContent()).toBe('Your position in queue: 1');
  return { page, context };
};

/** From now on, every text the page's queue state shows is written down (each once, in order). */
const recordQueueStates = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { queueStatesSeen: string[] }).queueStatesSeen = seen;
    const note = () => {
      const text = document.querySelector('[data-testid="queue-state"]')?.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
const queueStatesSeen = (page: Page) => page.evaluate(() => (window as unknown as { queueStatesSeen: string[] }).queueStatesSeen);

const presenceOf = async (platform: Platform) =>
  (await platform.db('user_presence').where({ user_id: sam.userId }).first())?.presence_status;

describe('a lost connection loses no place', () => {
  it('shows the reconnecting banner with the grace period, and back within it the seeker keeps their place', async () => {
    const { platform, link } = await start('e2e_grace_keep');
    const { page, context } = await enterQueue(link.url);
    expect(await page.getByTestId('reconnecting-banner').count()).toBe(0);

    await goOffline(context, link);
    // Back online whatever happens: the next test reuses this browser context.
    try {
      await expect
        .poll(() => page.getByTestId('reconnecting-banner').textContent())
        .toContain('Your place in the queue is kept for 60 seconds while you reconnect.');
      expect(await page.getByTestId('reconnecting-countdown').textContent()).toMatch(/^\d+ seconds? left\.$/);
      await expect.poll(() => presenceOf(platform)).toBe('DISCONNECTED'); // the server saw the socket go
      await captureScreen(page, 'grace-01-reconnecting');
      await recordQueueStates(page);
    } finally {
      await goOnline(context, link);
    }
    await expect.poll(() => page.getByTestId('reconnecting-banner').count()).toBe(0);
    await expect.poll(() => presenceOf(platform)).toBe('LOGGED_IN');
    await expect.poll(() => page.getByTestId('queue-position').textContent()).toBe('Your position in queue: 1');
    // Not even for a moment while the socket opened again and its lists were read afresh.
    expect(await queueStatesSeen(page)).toEqual(['You have joined the queue for this booth.']);
    expect(await page.getByTestId('queue-position').textContent()).toBe('Your position in queue: 1');
    expect(await platform.db('queue_entries').where({ seeker_id: sam.userId }).pluck('booth_id')).toEqual([sales]);
    await captureScreen(page, 'grace-02-back-in-place');
  });

  it("lists the booth's recruiters by name, sorted by presence and updated live, on the booth page and the recruiter's Team Members", async () => {
    const url = links[0]!.url;
    const seeker = contexts[0]!.pages()[0]!;
    await seeker.goto(
      `${url}/job-seeker/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}/lobby/booth/${DEMO_BOOTH_IDS[0]}`,
    );
    const people = () => seeker.getByTestId('booth-person').evaluateAll((items) => items.map((item) => item.textContent));
    await expect.poll(people).toEqual(['Ravi RecruiterLogged Out', 'Rita RecruiterLogged Out']);

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    const ravi = await context.newPage();
    await signIn(ravi, url, 'recruiter2@demo.jobfair.test');
    await ravi.goto(`${url}/recruiter/booth`);

    // Pushed to the seeker's open page: Ravi is online now, so he comes first.
    await expect.poll(people).toEqual(['Ravi RecruiterOnline', 'Rita RecruiterLogged Out']);
    const team = ravi.getByRole('region', { name: 'Team Members' });
    await expect.poll(() => team.getByTestId('booth-person-name').allTextContents()).toEqual(['Ravi Recruiter', 'Rita Recruiter']);
    // Live: the first rows may predate Ravi's own connection reaching the read model; the push follows.
    await expect.poll(() => team.getByTestId('presence-badge').allTextContents()).toEqual(['Online', 'Logged Out']);
    expect(await team.getByText('Recruiter', { exact: true }).count()).toBe(2); // the default job title
    await captureScreen(seeker, 'grace-05-booth-representatives');
    await captureScreen(ravi, 'grace-06-team-members');
  });

  it('takes a seeker who stays away longer than the grace period out of the queue', async () => {
    const { platform, link } = await start('e2e_grace_lose', 3_000);
    const { page, context } = await enterQueue(link.url);

    await goOffline(context, link);
    await expect
      .poll(() => page.getByTestId('reconnecting-banner').textContent())
      .toContain('Your place in the queue is kept for 3 seconds while you reconnect.');
    // The server, not the browser, takes Sam out once the grace period is over.
    await expect
      .poll(
        async () =>
          (await platform.store.readStream<BoothQueueEvent>(boothQueueStream(sales))).events.find((event) => event.type === 'QueueLeft')
            ?.data,
      )
      .toMatchObject({ seekerId: sam.userId, reason: 'ConnectionLost' });
    await expect
      .poll(() => page.getByTestId('reconnecting-countdown').textContent())
      .toContain('Your place in the queue may have been released.');
    await captureScreen(page, 'grace-03-released');

    await goOnline(context, link);
    await expect.poll(() => page.getByTestId('queue-state').textContent()).toBe('Enter booth queue to interview with a recruiter.');
    expect(await page.getByTestId('reconnecting-banner').count()).toBe(0);
    await captureScreen(page, 'grace-04-out-of-queue');
  });
});
