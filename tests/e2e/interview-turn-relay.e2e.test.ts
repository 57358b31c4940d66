import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { closeContextsAfterEachTest, fakeMediaArgs, launchChromium } from '../support/browser';
import { startDemoInterview } from '../support/interview-call';
import { startTestPlatform } from '../support/platform';
import { captureScreen } from '../support/screens';
import { signIn } from '../support/sign-in';
import { startTurnServer, TURNSERVER_MISSING, type TurnServer } from '../support/turn-server';

// Interviews across networks (docs/interviews.md "Across networks"): the platform hands each participant
// short-lived TURN credentials with the video token, and a real coturn relays the call. Both browsers are held
// to relay candidates (TURN_RELAY_ONLY=1), so media that arrives can only have come through coturn, as it
// must between two NATs that let nothing else through.

if (TURNSERVER_MISSING) console.warn(`TURN relay tests skipped: ${TURNSERVER_MISSING}`);

let turn: TurnServer;
let browser: Browser;

beforeAll(async () => {
  if (TURNSERVER_MISSING) return;
  turn = await startTurnServer();
  browser = await launchChromium([...fakeMediaArgs(), '--use-fake-ui-for-media-stream']);
});
afterAll(async () => {
  await browser?.close();
  await turn?.close();
});
closeContextsAfterEachTest(() => [browser]);

/** A signed-in page whose RTCPeerConnections the test can read stats from (the page keeps them private). */
const openSignedIn = async (baseUrl: string, email: string, width = 1366): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => {
    const peers: RTCPeerConnection[] = [];
    const Original = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Original {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        peers.push(this);
      }
    };
    (window as unknown as { peers: RTCPeerConnection[] }).peers = peers;
  });
  const page = await context.newPage();
  await signIn(page, baseUrl, email);
  return page;
};

type CallPath = Readonly<{ policy: string; local: string; remote: string; framesDecoded: number }>;

/** The current call's configured policy, the candidate types of its selected ICE pair and the video frames it decoded. */
const callPath = (page: Page): Promise<CallPath | null> =>
  page.evaluate(async () => {
    const peer = (window as unknown as { peers: RTCPeerConnection[] }).peers.filter((one) => one.connectionState !== 'closed').at(-1);
    if (!peer) return null;
    type Report = Record<string, string | number | undefined>;
    const reports = new Map<string, Report>();
    (await peer.getStats()).forEach((report: Report) => reports.set(String(report.id), report));
    const transport = [...reports.values()].find((report) => report.type === 'transport' && report.selectedCandidatePairId);
    const pair = transport && reports.get(String(transport.selectedCandidatePairId));
    const video = [...reports.values()].find((report) => report.type === 'inbound-rtp' && report.kind === 'video');
    return {
      policy: peer.getConfiguration().iceTransportPolicy ?? 'all',
      local: String((pair && reports.get(String(pair.localCandidateId))?.candidateType) ?? 'none'),
      remote: String((pair && reports.get(String(pair.remoteCandidateId))?.candidateType) ?? 'none'),
      framesDecoded: Number(video?.framesDecoded ?? 0),
    };
  });

/** The remote <video> shows frames from the other browser and keeps playing. */
const remoteVideoPlays = async (page: Page) => {
  const remote = page.getByTestId('remote-video');
  await expect.poll(() => remote.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  const first = await remote.evaluate((video: HTMLVideoElement) => video.currentTime);
  await expect.poll(() => remote.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(first);
};

describe.skipIf(TURNSERVER_MISSING !== null)('an interview relayed through TURN', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startTestPlatform('e2e_turn_relay', { videoSettings: { ...turn.settings, TURN_RELAY_ONLY: '1' } });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('the two fake cameras reach each other through coturn, on a relay candidate pair', async () => {
    const sam = await openSignedIn(platform.url, 'seeker1@demo.jobfair.test');
    const rita = await openSignedIn(platform.url, 'recruiter1@demo.jobfair.test');
    await startDemoInterview({ seeker: sam, recruiter: rita, baseUrl: platform.url });

    for (const page of [sam, rita]) {
      await remoteVideoPlays(page);
      await expect.poll(() => callPath(page)).toMatchObject({ policy: 'relay', local: 'relay', remote: 'relay' });
      await expect.poll(async () => (await callPath(page))?.framesDecoded ?? 0).toBeGreaterThan(0);
    }
    // coturn saw both participants' allocations, under the names the platform gave them.
    expect(turn.log()).toMatch(/user <\d+:[0-9a-f-]+>: incoming packet ALLOCATE processed, success/);
  });
});

describe.skipIf(TURNSERVER_MISSING !== null)('an interview whose TURN credentials have expired', () => {
  let platform: Platform;
  beforeAll(async () => {
    // The platform's clock stands 5 minutes behind coturn's (the real time) and credentials live 60 s: every
    // credential it hands out expired 4 minutes ago for coturn, whatever the date.
    const behind = 5 * 60_000;
    platform = await startTestPlatform('e2e_turn_expired', {
      clock: { now: () => new Date(Date.now() - behind) },
      videoSettings: { ...turn.settings, TURN_RELAY_ONLY: '1', TURN_CREDENTIAL_TTL: '60' },
    });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('both sides are told the video could not connect, and the chat carries on', async () => {
    const sam = await openSignedIn(platform.url, 'seeker1@demo.jobfair.test', 390);
    const rita = await openSignedIn(platform.url, 'recruiter1@demo.jobfair.test');
    await startDemoInterview({ seeker: sam, recruiter: rita, baseUrl: platform.url });

    const told =
      'Video could not connect: your network and the other participant’s cannot reach each other. You can keep talking in the chat, or reload the page to try again.';
    for (const page of [sam, rita]) await expect.poll(() => page.getByTestId('video-failed').textContent()).toBe(told);
    // coturn refused the allocations for the credentials' age, not for anything else.
    expect(turn.log()).toMatch(/user <\d+:[0-9a-f-]+>: incoming packet message processed, error 401: Unauthorized/);
    expect((await callPath(rita))?.framesDecoded ?? 0).toBe(0);
    await captureScreen(sam, 'interview-turn-01-video-failed-390');
    await captureScreen(rita, 'interview-turn-02-video-failed-1366');

    await sam.getByLabel('Type a message').fill('No video here, can you read me?');
    await sam.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => rita.getByTestId('chat-message').allTextContents()).toEqual([expect.stringContaining('can you read me?')]);
    await rita.getByLabel('Type a message').fill('Yes, let us go on in the chat.');
    await rita.getByLabel('Type a message').press('Enter');
    await expect.poll(() => sam.getByTestId('chat-message').count()).toBe(2);
    expect(await sam.getByTestId('chat-message').nth(1).textContent()).toContain('let us go on in the chat.');
    // The failure is the call's own message, not the 'Connection interrupted' modal that would hide the chat.
    expect(await sam.getByText('Connection interrupted').count()).toBe(0);
  });
});
