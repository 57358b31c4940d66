import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID } from '../../infra/seed/demo-accounts';
import { fakeMediaArgs, launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startCuttableLink } from '../support/cuttable-link';
import { createSeededDatabase, startTestPlatform } from '../support/platform';
import { chooseAnswer } from '../support/questionnaire';
import { signIn } from '../support/sign-in';

// spec 1 §4.5 in a real browser: a seeker is called and joins; both sides see and hear each other over
// WebRTC (Chromium's fake camera), chat both ways, survive a reload, and the recruiter extends, rates,
// takes notes and ends; the seeker is told and rates the company. Everything is read back from the API.
// Sam and Rita are served by two platform processes sharing one database, so everything live between
// them (signals, queue and session pushes) crosses processes through Postgres.
let platform: Platform;
/** A second gateway process on the same database: the seeker's side, so the call's signals cross processes. */
let seekerSide: Platform;
let browser: Browser;
/** The seeker of the call browses through this link, so the test can cut their network. */
let samLink: Awaited<ReturnType<typeof startCuttableLink>>;
const fair = `/job-seeker/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}`;
const engineering = (base = platform.url) => `${base}${fair}/lobby/booth/${DEMO_BOOTH_IDS[0]}`;

beforeAll(async () => {
  const filesDir = `.data/test-files-${process.pid}-e2e_interview`; // one file store, as a shared bucket would be
  const databaseUrl = await createSeededDatabase('e2e_interview', filesDir);
  platform = await startTestPlatform('e2e_interview', { databaseUrl, filesDir, sharedBus: true });
  seekerSide = await startTestPlatform('e2e_interview_seeker_side', { databaseUrl, filesDir, sharedBus: true, seed: false });
  samLink = await startCuttableLink(seekerSide.url);
  browser = await launchChromium([...fakeMediaArgs(), '--use-fake-ui-for-media-stream']);
});
afterAll(async () => {
  await browser?.close();
  await samLink?.close();
  await seekerSide?.close();
  await platform?.close();
});

const openSignedIn = async (email: string, { on = browser, base = platform.url }: { on?: Browser; base?: string } = {}): Promise<Page> => {
  const context = await on.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, base, email);
  return page;
};

/** The API as the page's signed-in user calls it (read-backs, not steps of the flow). */
const apiGet = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (target) => {
    const { accessToken } = JSON.parse(localStorage.getItem('jobfair.session')!) as { accessToken: string };
    const answer = await fetch(`/api${target}`, { headers: { authorization: `Bearer ${accessToken}` } });
    return ((await answer.json()) as { data: unknown }).data;
  }, path) as Promise<T>;

/** The remote <video> shows frames from the other browser and keeps playing. */
const remoteVideoPlays = async (page: Page) => {
  const remote = page.getByTestId('remote-video');
  await expect.poll(() => remote.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  const first = await remote.evaluate((video: HTMLVideoElement) => video.currentTime);
  await expect.poll(() => remote.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(first);
};

type Session = {
  id: string;
  status: string;
  durationAdded: number;
  endReason: string | null;
  endedBy: string | null;
  chatTranscript: { senderName: string; message: string }[];
};

describe('the interview room in a real browser', () => {
  let sam: Page;
  let rita: Page;
  let sessionId: string;
  const sessionPath = () => `/jobfairs/${DEMO_JOB_FAIR_ID}/interviewSessions/${sessionId}`;

  it('the seeker is called and joins; the recruiter is asked to continue the session and both see each other', async () => {
    sam = await openSignedIn('seeker1@demo.jobfair.test', { base: samLink.url });
    await sam.goto(engineering(samLink.url));
    await sam.getByTestId('queue-panel').getByRole('button', { name: 'Enter Queue' }).click();
    const dialog = sam.getByRole('dialog');
    for (const index of [0, 1, 2]) await chooseAnswer(dialog, index, 'Yes');
    await dialog.getByRole('button', { name: 'Enter Queue' }).click();
    await expect.poll(() => sam.getByTestId('queue-state').textContent()).toBe('You have joined the queue for this booth.');

    rita = await openSignedIn('recruiter1@demo.jobfair.test');
    await rita.goto(`${platform.url}/recruiter/booth`);
    await expect.poll(() => rita.getByText('Turn on to start next interview :').count()).toBe(1);
    await rita.locator('.availability-switch').click();

    await expect.poll(() => sam.getByText('Video Call').count()).toBe(1);
    await sam.getByRole('button', { name: 'Join' }).click();
    await sam.waitForURL(/\/interview\/[0-9a-f-]+\?startVideo=true&startAudio=true$/);
    sessionId = new URL(sam.url()).pathname.split('/').pop()!;

    // spec 2 §4: Rita's booth page saw the call ring; the candidate's join takes her to the interview.
    await expect
      .poll(() => new URL(rita.url()).pathname + new URL(rita.url()).search)
      .toBe(`/recruiter/interview/${sessionId}?startVideo=true&startAudio=true`);
    // spec 1 §2.4: the whole menu, the job fair selector included, is disabled during the interview.
    await expect.poll(() => rita.getByRole('combobox', { name: 'Job fair' }).isDisabled()).toBe(true);
    for (const name of ['Booth', 'Reports'])
      expect(await rita.locator('.app-navbar a', { hasText: name }).getAttribute('aria-disabled')).toBe('true');
    expect(await rita.getByRole('button', { name: 'Test Video' }).isDisabled()).toBe(true);
    // spec 2 §2.1: the recruiter pages' breadcrumbs, Booth then Interview.
    expect(await rita.getByRole('navigation', { name: 'Breadcrumb' }).locator('li').allTextContents()).toEqual(['Booth', 'Interview']);

    // spec 2 §2.1 interview guard: a booth page opened anew asks the recruiter to continue or end the session.
    await rita.goto(`${platform.url}/recruiter/booth`);
    await expect
      .poll(() => rita.getByTestId('interview-guard').textContent())
      .toBe('You are still in an interview, please click "Continue session" or "End session"?');
    expect(await rita.locator('.bp6-dialog-header').textContent()).toContain('Alert');
    await rita.waitForTimeout(400); // the dialog's opening transition
    await captureScreen(rita, 'interview-01-recruiter-guard');
    await rita.getByRole('button', { name: 'Continue session' }).click();
    await expect
      .poll(() => new URL(rita.url()).pathname + new URL(rita.url()).search)
      .toBe(`/recruiter/interview/${sessionId}?startVideo=true&startAudio=true`);

    await remoteVideoPlays(sam);
    await remoteVideoPlays(rita);
    expect(await sam.getByTestId('interview-title').textContent()).toBe('Interview with Rita Recruiter · Acme Engineering');
    expect(await rita.getByTestId('interview-title').textContent()).toBe('Interview with Sam Seeker · Acme Engineering');
    // The booth's 10 minutes count down on both screens.
    for (const page of [sam, rita])
      await expect.poll(() => page.getByTestId('interview-countdown').textContent()).toMatch(/^(10:00|9:[0-5]\d)$/);
    expect(await rita.getByTestId('waiting-to-chat').textContent()).toBe('Waiting To Chat: 0');
    expect(await sam.getByRole('button', { name: 'End call' }).count()).toBe(0); // spec 1 §6: the recruiter's button
  });

  it("counts a seeker who queues up meanwhile in the recruiter's 'Waiting To Chat'", async () => {
    const sofia = await openSignedIn('seeker2@demo.jobfair.test');
    await sofia.goto(engineering());
    await sofia.getByTestId('queue-panel').getByRole('button', { name: 'Enter Queue' }).click();
    const dialog = sofia.getByRole('dialog');
    for (const index of [0, 1, 2]) await chooseAnswer(dialog, index, 'Yes');
    await dialog.getByRole('button', { name: 'Enter Queue' }).click();
    await expect.poll(() => rita.getByTestId('waiting-to-chat').textContent()).toBe('Waiting To Chat: 1');
    // Sofia stays online (her page stays open): a seeker offline past the connection grace leaves the queue.
  });

  it('carries chat messages both ways and keeps them in the transcript', async () => {
    await sam.getByLabel('Type a message').fill('Hello from Sam');
    await sam.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => rita.getByTestId('chat-message').allTextContents()).toEqual([expect.stringContaining('Hello from Sam')]);
    await rita.getByLabel('Type a message').fill('Welcome, Sam!');
    await rita.getByLabel('Type a message').press('Enter');
    await expect.poll(() => sam.getByTestId('chat-message').count()).toBe(2);
    expect(await sam.getByTestId('chat-message').nth(1).textContent()).toContain('Welcome, Sam!');
    await captureScreen(sam, 'interview-02-seeker-call');
    await captureScreen(rita, 'interview-03-recruiter-call');
  });

  it('a reload of the seeker page, then of the recruiter page, mid-call comes back into the same call, timer included', async () => {
    // The recruiter's current remote stream is marked: after the reload a new negotiation must replace it.
    await rita
      .getByTestId('remote-video')
      .evaluate((video: HTMLVideoElement) => void ((video.srcObject as MediaStream & { before?: boolean }).before = true));
    const secondsLeft = (text: string | null) => {
      const [minutes, seconds] = (text ?? '').split(':').map(Number);
      return minutes! * 60 + seconds!;
    };
    const before = secondsLeft(await sam.getByTestId('interview-countdown').textContent());
    await sam.reload();
    await remoteVideoPlays(sam);
    await expect
      .poll(() =>
        rita
          .getByTestId('remote-video')
          .evaluate((video: HTMLVideoElement) => (video.srcObject as (MediaStream & { before?: boolean }) | null)?.before ?? false),
      )
      .toBe(false);
    await remoteVideoPlays(rita);
    // The timer goes on where it was, not from the start.
    await expect.poll(async () => secondsLeft(await sam.getByTestId('interview-countdown').textContent())).toBeLessThanOrEqual(before);
    expect(secondsLeft(await sam.getByTestId('interview-countdown').textContent())).toBeGreaterThan(0);
    expect(await sam.getByTestId('chat-message').count()).toBe(2);
    // The recruiter's side reloads too: now the offerer is the one who comes back.
    await sam
      .getByTestId('remote-video')
      .evaluate((video: HTMLVideoElement) => void ((video.srcObject as MediaStream & { before?: boolean }).before = true));
    await rita.reload();
    await remoteVideoPlays(rita);
    await expect
      .poll(() =>
        sam
          .getByTestId('remote-video')
          .evaluate((video: HTMLVideoElement) => (video.srcObject as (MediaStream & { before?: boolean }) | null)?.before ?? false),
      )
      .toBe(false);
    await remoteVideoPlays(sam);
    await expect.poll(() => rita.getByTestId('chat-message').count()).toBe(2);
  });

  it('a seeker who leaves for the lobby is asked back after 3 s and returns to the call', async () => {
    await sam.goto(`${samLink.url}${fair}/lobby`);
    await expect
      .poll(() => sam.getByTestId('interview-guard').textContent())
      .toBe('You are still in an interview, please click Continue session');
    await sam.waitForTimeout(400); // the dialog's opening transition
    await captureScreen(sam, 'interview-04-seeker-guard');
    await sam.getByRole('button', { name: 'Continue session' }).click();
    await expect
      .poll(() => new URL(sam.url()).pathname + new URL(sam.url()).search)
      .toBe(`${fair}/interview/${sessionId}?startVideo=true&startAudio=true`);
    await remoteVideoPlays(sam);
  });

  it("a seeker whose network drops gets 'Connection interrupted', and 'Reload now' brings the call back", async () => {
    samLink.cut();
    await expect.poll(() => sam.getByText('Connection interrupted').count(), { interval: 1_000 }).toBe(1);
    await sam.waitForTimeout(400); // the dialog's opening transition
    await captureScreen(sam, 'interview-05-connection-interrupted');
    samLink.restore();
    // The socket's own retry may win the race and close the modal first; either way the call must be back.
    await sam
      .getByRole('button', { name: 'Reload now' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await remoteVideoPlays(sam);
    await remoteVideoPlays(rita);
    await expect.poll(() => sam.getByTestId('chat-message').count()).toBe(2);
  });

  it('the recruiter rates the candidate and takes notes, saved 1 s after typing stops', async () => {
    await rita.getByRole('radio', { name: '4 stars' }).click();
    await rita.getByLabel('Notes').fill('Strong TypeScript; asks good questions.');
    await expect.poll(() => rita.getByTestId('review-status').textContent()).toBe('Saved');
    const me = await apiGet<{ userId: string }>(rita, '/auth/me');
    await expect
      .poll(() => apiGet<{ rating: number; notes: string }>(rita, `/jobfairs/${DEMO_JOB_FAIR_ID}/reviewUsers/${sessionId}/${me.userId}`))
      .toMatchObject({ rating: 4, notes: 'Strong TypeScript; asks good questions.' });
  });

  it('the recruiter extends by 5 minutes: both timers move on', async () => {
    await rita.getByRole('button', { name: '+5 min' }).click();
    await expect.poll(() => apiGet<Session>(rita, sessionPath()).then((session) => session.durationAdded)).toBe(300_000);
    for (const page of [sam, rita])
      await expect.poll(() => page.getByTestId('interview-countdown').textContent()).toMatch(/^1[0-4]:[0-5]\d$/);
  });

  it('the recruiter ends the call; the seeker is told and rates the company', async () => {
    await rita.getByRole('button', { name: 'End call' }).click();
    await rita.locator('.bp6-alert').getByRole('button', { name: 'End call' }).click();
    await expect.poll(() => rita.getByTestId('recruiter-interview-ended').textContent()).toBe('Interview ended');
    await expect.poll(() => sam.getByTestId('interview-ended').textContent()).toBe('Interview has ended');
    await sam.waitForTimeout(400);
    await captureScreen(sam, 'interview-06-seeker-ended');
    await captureScreen(rita, 'interview-07-recruiter-ended');

    const ended = await apiGet<Session>(rita, sessionPath());
    expect(ended).toMatchObject({ status: 'ENDED', endReason: 'ENDED' });
    expect(ended.chatTranscript.map(({ senderName, message }) => `${senderName}: ${message}`)).toEqual([
      'Sam Seeker: Hello from Sam',
      'Rita Recruiter: Welcome, Sam!',
    ]);

    await sam.getByRole('button', { name: 'OK' }).click();
    await sam.waitForURL(`**/interview/${sessionId}/rate-company`);
    // spec 1 §2.5: the company is rated, not the booth.
    expect(await sam.getByTestId('rate-company').locator('h2').textContent()).toBe('How was your interview with Acme Corporation?');
    await sam.getByRole('radio', { name: '5 stars' }).click();
    await captureScreen(sam, 'interview-08-rate-company');
    await sam.getByRole('button', { name: 'Submit' }).click();
    await sam.waitForURL(`**${fair}/lobby`);
    const me = await apiGet<{ userId: string }>(sam, '/auth/me');
    expect(await apiGet<{ rating: number }>(sam, `/jobfairs/${DEMO_JOB_FAIR_ID}/reviewUsers/${sessionId}/${me.userId}`)).toMatchObject({
      rating: 5,
    });
    // The ended interview is in My Chats with its transcript.
    await sam.goto(`${samLink.url}${fair}/history`);
    // spec 1 §2.5: the row shows the recruiter's initials and name, and the company alone links to the booth.
    const row = sam.getByTestId('my-chat').first();
    await expect.poll(() => row.locator('.my-chats__avatar').textContent()).toBe('RR');
    expect(await row.getByTestId('my-chat-company').textContent()).toBe('Acme Corporation');
    expect(await row.getByTestId('my-chat-company').getAttribute('href')).toBe(`${fair}/lobby/booth/${DEMO_BOOTH_IDS[0]}`);
    await row.click({ position: { x: 8, y: 8 } });
    await expect.poll(() => sam.getByTestId('transcript').textContent()).toContain('Welcome, Sam!');
    expect(await sam.getByTestId('my-chat-detail').locator('h3').textContent()).toBe('Rita Recruiter');
    await captureScreen(sam, 'interview-09-my-chats');
  });
  it("the recruiter ends the next interview from the guard's 'End session'; the seeker in the lobby is told and the In Queue marker clears", async () => {
    await rita.getByRole('button', { name: 'Back to Booth' }).click();
    await expect.poll(() => rita.getByText('Turn on to start next interview :').count()).toBe(1);
    // Sofia queued up during Sam's interview; she is called as soon as Rita is available again.
    const sofia = await openSignedIn('seeker2@demo.jobfair.test');
    const lobby = `${platform.url}${fair}/lobby`;
    await sofia.goto(lobby);
    await expect
      .poll(() => sofia.getByTestId('booth-card').filter({ hasText: 'Acme Engineering' }).getByTestId('booth-in-queue').count())
      .toBe(1);
    await rita.locator('.availability-switch').click();
    await expect.poll(() => sofia.getByText('Video Call').count()).toBe(1);
    await sofia.getByRole('button', { name: 'Join' }).click();
    await sofia.waitForURL(/\/interview\//);
    const second = new URL(sofia.url()).pathname.split('/').pop()!;
    await sofia.goto(lobby);
    // Only an interview the lobby has seen in progress can end there: its guard asking her back proves it.
    await expect.poll(() => sofia.getByTestId('interview-guard').count()).toBe(1);

    await rita.waitForURL(`**/recruiter/interview/${second}?**`); // spec 2 §4: taken there when Sofia joined
    await rita.goto(`${platform.url}/recruiter/booth`);
    await expect.poll(() => rita.getByTestId('interview-guard').count()).toBe(1);
    await rita.getByRole('button', { name: 'End session' }).click();
    await expect.poll(() => sofia.getByTestId('lobby-interview-ended').textContent()).toBe('Interview has ended');
    await expect.poll(() => sofia.getByTestId('booth-in-queue').count()).toBe(0);
    await sofia.waitForTimeout(400); // the dialog's opening transition
    await captureScreen(sofia, 'interview-10-lobby-interview-ended');
    const me = await apiGet<{ userId: string }>(rita, '/auth/me');
    expect(await apiGet<Session>(rita, `/jobfairs/${DEMO_JOB_FAIR_ID}/interviewSessions/${second}`)).toMatchObject({
      status: 'ENDED',
      endReason: 'ENDED',
      endedBy: me.userId,
    });
    await sofia.context().close();
  });
});

describe('device checks (spec 1 §2.4, §2.5)', () => {
  it('/device-test previews the fake camera and lists it for choice', async () => {
    const page = await openSignedIn('seeker2@demo.jobfair.test');
    await page.goto(`${platform.url}${fair}/device-test`);
    await expect.poll(() => page.getByTestId('camera-preview').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
    await expect.poll(() => page.locator('#camera-device option').count()).toBeGreaterThan(1);
    expect(await page.getByTestId('camera-problem').count()).toBe(0);
    await captureScreen(page, 'interview-11-device-test');
  });

  it('says what to do when camera access is refused', async () => {
    // No fake UI: headless Chromium refuses the permission prompt, as a person clicking Block would.
    const refusing = await launchChromium(fakeMediaArgs());
    try {
      const page = await openSignedIn('seeker3@demo.jobfair.test', { on: refusing });
      await page.goto(`${platform.url}${fair}/device-test`);
      await expect
        .poll(() => page.getByTestId('camera-problem').textContent())
        .toBe(
          'Camera and microphone access is blocked for this site. Click the camera icon in the address bar, choose Allow, then reload the page.',
        );
      await captureScreen(page, 'interview-12-camera-blocked');
    } finally {
      await refusing.close();
    }
  });
});
