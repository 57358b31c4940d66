import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID } from '../../infra/seed/demo-accounts';
import { launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { chooseAnswer } from '../support/questionnaire';
import { signIn } from '../support/sign-in';
import { runningTestClock } from '../support/api';
import { INTERVIEW_OFFER_TIMEOUT_MS } from '../../domain/interview/interview-session';

// spec 1 §4.4: a job seeker answers the questionnaire and enters a booth queue; a second job seeker on
// the same booth page sees the count change without reloading, then is refused by the minimum score.
let platform: Platform;
let browser: Browser;
const contexts: BrowserContext[] = [];
const lobby = () => `${platform.url}/job-seeker/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}/lobby`;
const engineering = () => `${lobby()}/booth/${DEMO_BOOTH_IDS[0]}`; // three questions, minimum score 1

/** The server's clock, jumped over the offer's 21 seconds where a seeker never answers. */
const clock = runningTestClock();

beforeAll(async () => {
  platform = await startTestPlatform('e2e_queue', { clock });
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
  await signIn(page, platform.url, email);
  return page;
};

describe('booth queue in a real browser', () => {
  let sam: Page;
  let sofia: Page;

  it('shows the lobby: booth cards by sort order with counts and the Featured badge', async () => {
    sam = await openSignedIn('seeker1@demo.jobfair.test');
    await sam.goto(lobby());
    await expect.poll(() => sam.getByTestId('booth-card').count()).toBe(3);
    expect(await sam.locator('.booth-card__name').allTextContents()).toEqual(['Acme Engineering', 'Acme Sales', 'Acme Operations']);
    expect(await sam.getByTestId('booth-featured').count()).toBeGreaterThan(0);
    await expect.poll(() => sam.getByTestId('job-fair-status').first().textContent()).toMatch(/^Ends in \d+h \d+m$/);
    await captureScreen(sam, 'queue-01-lobby');
  });

  it('a seeker answers the questionnaire and enters the queue; another seeker sees the count change live', async () => {
    sofia = await openSignedIn('seeker2@demo.jobfair.test');
    await sofia.goto(engineering());
    await expect.poll(() => sofia.getByTestId('queue-count').textContent()).toContain('# of job seekers waiting in queue: 0');

    await sam.getByTestId('booth-card').filter({ hasText: 'Acme Engineering' }).getByRole('button', { name: 'Enter Booth' }).click();
    await sam.waitForURL(`**/lobby/booth/${DEMO_BOOTH_IDS[0]}`);
    await expect.poll(() => sam.getByTestId('queue-state').textContent()).toBe('Enter booth queue to interview with a recruiter.');
    await sam.getByTestId('queue-panel').getByRole('button', { name: 'Enter Queue' }).click();
    const dialog = sam.getByRole('dialog');
    await expect.poll(() => dialog.getByText("Answer these questions to be placed in the booth's queue.").count()).toBe(1);
    const enter = dialog.getByRole('button', { name: 'Enter Queue' });
    expect(await enter.isDisabled()).toBe(true);
    await chooseAnswer(dialog, 0, 'Yes');
    await chooseAnswer(dialog, 1, 'Yes');
    // A question left without a choice says so once it has been visited.
    const third = dialog.locator('input[type=radio]').nth(4);
    await third.focus();
    await third.blur();
    await expect.poll(() => dialog.getByText('You must make a choice.').count()).toBe(1);
    expect(await enter.isDisabled()).toBe(true);
    await captureScreen(sam, 'queue-02-questionnaire');
    await chooseAnswer(dialog, 2, 'Yes');
    expect(await enter.isDisabled()).toBe(false);
    await enter.click();

    await expect.poll(() => sam.getByTestId('queue-state').textContent()).toBe('You have joined the queue for this booth.');
    await expect.poll(() => sam.getByTestId('queue-position').textContent()).toBe('Your position in queue: 1');
    // No recruiter has switched on yet: no figure is made up.
    expect(await sam.getByTestId('queue-wait').textContent()).toBe('Estimated wait: as soon as a recruiter is available');
    await expect.poll(() => sam.getByText('Queue Questionnaire').count()).toBe(0);
    await expect.poll(() => sam.getByText('Please stay online -- You are next to interview with Acme Engineering').count()).toBe(1);
    await captureScreen(sam, 'queue-03-in-queue');

    // Pushed by the gateway: no reload on the second seeker's page.
    await expect.poll(() => sofia.getByTestId('queue-count').textContent()).toContain('# of job seekers waiting in queue: 1');
    await captureScreen(sofia, 'queue-04-count-live');
  });

  it('marks the booth In Queue in the lobby', async () => {
    await sam.goto(lobby());
    await expect
      .poll(() => sam.getByTestId('booth-card').filter({ hasText: 'Acme Engineering' }).getByTestId('booth-in-queue').count())
      .toBe(1);
  });

  it("an admin attending the fair sees each booth's logged-in recruiters and queue length, live (spec 1 §2.5)", async () => {
    const host = await openSignedIn('host@demo.jobfair.test');
    await host.goto(lobby());
    // The three cards in sort order: Engineering, Sales, Operations.
    const counts = () => host.getByTestId('booth-admin-counts').allTextContents();
    await expect.poll(counts).toEqual(['0 logged in1 in queue', '0 logged in0 in queue', '0 logged in0 in queue']);
    // Sam's ordinary seeker view has none of these numbers.
    expect(await sam.getByTestId('booth-admin-counts').count()).toBe(0);

    // Ravi staffs Engineering and Operations: both cards count him while his dashboard is open, and stop when he leaves.
    const raviContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const ravi = await raviContext.newPage();
    await signIn(ravi, platform.url, 'recruiter2@demo.jobfair.test');
    await ravi.goto(`${platform.url}/recruiter/booth`);
    await expect.poll(() => ravi.getByTestId('recruiter-booth-name').textContent()).toBe('Acme Engineering');
    await expect.poll(counts).toEqual(['1 logged in1 in queue', '0 logged in0 in queue', '1 logged in0 in queue']);
    await captureScreen(host, 'queue-05a-admin-lobby');

    // Ravi steps away from his menu: job seekers on the booth page see it live, and a reload keeps it (spec 1 §4.4).
    const raviBadge = () =>
      sofia.getByTestId('booth-person').filter({ hasText: 'Ravi Recruiter' }).getByTestId('presence-badge').textContent();
    await expect.poll(raviBadge).toBe('Online');
    await ravi.getByTestId('profile-menu').click();
    await ravi.getByRole('option', { name: 'Away' }).click();
    await expect.poll(raviBadge).toBe('Away');
    // Away still sorts before a recruiter who never signed in (spec 2 §3).
    expect(await sofia.getByTestId('booth-person-name').allTextContents()).toEqual(['Ravi Recruiter', 'Rita Recruiter']);
    await captureScreen(ravi, 'queue-05b-recruiter-away');
    await ravi.reload();
    await ravi.getByTestId('profile-menu').click();
    await expect.poll(() => ravi.getByTestId('my-presence').textContent()).toBe('Status Away');
    // Away is still logged in; the reload passed through DISCONNECTED, so the admin's numbers may take a push to settle.
    await expect.poll(counts).toEqual(['1 logged in1 in queue', '0 logged in0 in queue', '1 logged in0 in queue']);
    await raviContext.close();
    await expect.poll(counts).toEqual(['0 logged in1 in queue', '0 logged in0 in queue', '0 logged in0 in queue']);
  });

  it('refuses a score below the minimum with both texts of spec 2 §5', async () => {
    await sofia.getByTestId('queue-panel').getByRole('button', { name: 'Enter Queue' }).click();
    const dialog = sofia.getByRole('dialog');
    for (const index of [0, 1, 2]) await chooseAnswer(dialog, index, 'No');
    await dialog.getByRole('button', { name: 'Enter Queue' }).click();
    await expect.poll(() => sofia.getByText('Queue Questionnaire').count()).toBe(0);
    await expect
      .poll(() => sofia.getByTestId('threshold-refusal').textContent())
      .toBe("This company's job opportunities do not appear to be a match with your skills.");
    expect(await sofia.getByText('You did not meet the minimum score to interview with this company.').count()).toBe(1);
    await sofia.waitForTimeout(400); // the dialog's opening transition
    await captureScreen(sofia, 'queue-06-threshold');
  });

  it('leaves the queue after the next-in-queue confirmation', async () => {
    await sam.goto(engineering());
    await sam.getByTestId('queue-panel').getByRole('button', { name: 'Leave queue' }).click();
    await expect
      .poll(() =>
        sam.getByText('You are Next In Queue and a recruiter will call you shortly. Are you sure you want to leave queue?').count(),
      )
      .toBe(1);
    await captureScreen(sam, 'queue-07-leave-confirm');
    await sam.locator('.bp6-alert').getByRole('button', { name: 'Leave queue' }).click();
    await expect.poll(() => sam.getByTestId('queue-state').textContent()).toBe('Enter booth queue to interview with a recruiter.');
    await expect.poll(() => sofia.getByTestId('queue-count').textContent()).toContain('# of job seekers waiting in queue: 0');
  });
  it('the recruiter sees the candidate, switches on, and the server calls the candidate, who joins within the countdown', async () => {
    await sam.getByTestId('queue-panel').getByRole('button', { name: 'Enter Queue' }).click();
    const dialog = sam.getByRole('dialog');
    for (const index of [0, 1, 2]) await chooseAnswer(dialog, index, 'Yes');
    await dialog.getByRole('button', { name: 'Enter Queue' }).click();
    await expect.poll(() => sam.getByTestId('queue-state').textContent()).toBe('You have joined the queue for this booth.');

    const rita = await openSignedIn('recruiter1@demo.jobfair.test');
    await rita.goto(`${platform.url}/recruiter/booth`);
    await expect.poll(() => rita.getByTestId('recruiter-booth-name').textContent()).toBe('Acme Engineering');
    await expect.poll(() => rita.getByTestId('recruiter-queue-title').textContent()).toBe('Booth Queue: 1 in queue');
    expect(await rita.getByTestId('queue-candidate').textContent()).toContain('Sam Seeker');
    expect(await rita.getByTestId('queue-score').textContent()).toBe('3 / 3');
    expect(await rita.getByTestId('queue-status').textContent()).toBe('Next In Queue');
    // spec 2 §2.1 queue rows: the candidate's summary and address from their profile.
    expect(await rita.getByTestId('queue-summary').textContent()).toBe(
      'Web developer who likes TypeScript, Postgres and well-tested code.',
    );
    expect(await rita.getByTestId('queue-address').textContent()).toContain('12 Harbor Street, Boston, MA');
    // Availability is off on load and switched on by the recruiter (spec 2 §4).
    await expect.poll(() => rita.getByText('Turn on to start next interview :').count()).toBe(1);
    await captureScreen(rita, 'queue-05-recruiter-dashboard');
    await rita.locator('.availability-switch').click();

    // The server offers Sam to Rita: the call rings on Sam's screen with the 21-second countdown (spec 1 §4.5).
    await expect.poll(() => sam.getByText('Video Call').count()).toBe(1);
    expect(await sam.getByTestId('call-booth').textContent()).toBe('Acme Engineering');
    expect(await sam.getByTestId('call-recruiter').textContent()).toBe('Rita Recruiter');
    expect(await sam.getByText('Seconds remaining before this session times out').count()).toBe(1);
    const seconds = Number(await sam.getByTestId('call-countdown').textContent());
    expect(seconds).toBeGreaterThan(10);
    expect(seconds).toBeLessThanOrEqual(21);
    // While the call only rings the row does not yet say In Interview, nor does Rita's presence.
    await expect.poll(() => rita.getByTestId('queue-status').textContent()).toBe('Being called');
    expect(await rita.getByTestId('queue-interviewer').textContent()).toContain('Interviewer : Rita Recruiter');
    expect(await rita.getByTestId('queue-go-to-interview').textContent()).toBe('Go to interview session');
    expect(await rita.getByTestId('presence-badge').filter({ hasText: 'In Interview' }).count()).toBe(0);
    await captureScreen(rita, 'queue-08-recruiter-row-ringing');
    await sam.waitForTimeout(400); // the dialog's opening transition
    await captureScreen(sam, 'queue-08-video-call');

    await sam.getByRole('button', { name: 'Join' }).click();
    await sam.waitForURL(`**/interview/**`);
    await expect.poll(() => sam.getByTestId('interview-title').textContent()).toBe('Interview with Rita Recruiter · Acme Engineering');
    const session = await platform.db('interview_sessions').where({ booth_id: DEMO_BOOTH_IDS[0] }).first();
    expect(session).toMatchObject({ status: 'IN_PROGRESS' });
    expect(session.interview_started_at).not.toBeNull();
    await captureScreen(sam, 'queue-09-interview');
  });

  it('a second seeker never answers: after 21 s the server ends the call and both screens say so', async () => {
    await sofia.goto(engineering());
    await sofia.getByTestId('queue-panel').getByRole('button', { name: 'Enter Queue' }).click();
    const dialog = sofia.getByRole('dialog');
    for (const index of [0, 1, 2]) await chooseAnswer(dialog, index, 'Yes');
    await dialog.getByRole('button', { name: 'Enter Queue' }).click();
    await expect.poll(() => sofia.getByTestId('queue-state').textContent()).toBe('You have joined the queue for this booth.');

    const ravi = await openSignedIn('recruiter2@demo.jobfair.test');
    await ravi.goto(`${platform.url}/recruiter/booth`);
    await expect.poll(() => ravi.getByTestId('recruiter-booth-name').textContent()).toBe('Acme Engineering');
    await expect.poll(() => ravi.getByText('Turn on to start next interview :').count()).toBe(1);
    await ravi.locator('.availability-switch').click();

    await expect.poll(() => sofia.getByText('Video Call').count()).toBe(1);
    expect(await sofia.getByTestId('call-recruiter').textContent()).toBe('Ravi Recruiter');
    clock.advance(INTERVIEW_OFFER_TIMEOUT_MS);
    await expect.poll(() => sofia.getByTestId('call-ended').textContent()).toBe('Interview ended -- This session has timed out.');
    await expect
      .poll(() => ravi.getByTestId('recruiter-interview-ended').textContent())
      .toBe('Interview ended -- This session timed out due to the job seeker not joining the session.');
    await captureScreen(sofia, 'queue-10-timeout-seeker');
    await captureScreen(ravi, 'queue-11-timeout-recruiter');
    // The recruiter stays off until switched on again; the seeker is out of the queue.
    await ravi.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => ravi.getByText('Turn on to start next interview :').count()).toBe(1);
    await expect.poll(() => sofia.getByTestId('queue-state').textContent()).toBe('Enter booth queue to interview with a recruiter.');
  });
});
