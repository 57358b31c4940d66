import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Platform } from '../../infra/platform';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { fakeMediaArgs, launchChromium } from '../support/browser';
import { captureScreen } from '../support/screens';
import { startTestPlatform } from '../support/platform';
import { chooseAnswer } from '../support/questionnaire';
import { signIn } from '../support/sign-in';
import { envelopeDataOf } from '../support/http';

// Booth groups (docs/queue.md "Groups") in a real browser: a seeker selects a group of a booth and enters its queue,
// and the server calls them from that group's recruiter only, in a 'Video Call' modal with a live
// camera preview and a ringing sound; a seeker drops off a resume that the recruiter then finds and
// downloads; Booth Info opens 'Edit Booth'; Booth Preview shows the seeker's page under its banner.
let platform: Platform;
let browser: Browser;
const boothId = DEMO_BOOTH_IDS[0]; // Acme Engineering: three questions, minimum score 1, Rita and Ravi
const booth = () => `${platform.url}/job-seeker/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}/lobby/booth/${boothId}`;
const userId = (email: string) => DEMO_ACCOUNTS.find((account) => account.email === email)!.userId;
const RITA = 'recruiter1@demo.jobfair.test';
const RAVI = 'recruiter2@demo.jobfair.test';

const api = (method: string, path: string, token: string, body?: unknown) => envelopeDataOf(platform.url, method, path, token, body);

beforeAll(async () => {
  platform = await startTestPlatform('e2e_booth_groups');
  // A fake camera and microphone, granted without asking, and sound without a click (the ring).
  browser = await launchChromium([...fakeMediaArgs(), '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required']);
  // The employer admin splits the booth into two groups, each with its own recruiter (BoothGroupsSaved).
  const { accessToken } = await api('POST', '/auth/sign-in', '', { email: 'employer@demo.jobfair.test', password: DEMO_PASSWORD });
  await api('PUT', `/jobfairs/${DEMO_JOB_FAIR_ID}/booths/${boothId}`, accessToken, {
    subBooths: [
      {
        id: 'software',
        name: 'Software',
        description: 'TypeScript and firmware teams',
        hotJobSummary: 'Senior TypeScript engineer',
        recruiters: [userId(RITA)],
        minimumScore: null,
        chatDuration: null,
        sortOrder: 0,
      },
      {
        id: 'hardware',
        name: 'Hardware',
        description: '',
        hotJobSummary: '',
        recruiters: [userId(RAVI)],
        minimumScore: 3,
        chatDuration: null,
        sortOrder: 1,
      },
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

const openSignedIn = async (email: string): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, permissions: ['camera', 'microphone'] });
  const page = await context.newPage();
  await signIn(page, platform.url, email);
  return page;
};

describe('booth groups, resume drop-off and the recruiter header in a real browser', () => {
  let sam: Page;
  let rita: Page;
  let ravi: Page;

  it("a seeker selects a group: 'Booth > Group', Leave Group, the group's description, its own queue", async () => {
    sam = await openSignedIn('seeker1@demo.jobfair.test');
    await sam.goto(booth());
    const panel = sam.getByTestId('queue-panel');
    await expect.poll(() => panel.getByRole('button', { name: 'Select group' }).count()).toBe(1);
    await panel.getByRole('button', { name: 'Select group' }).click();
    const dialog = sam.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Select a Group').count()).toBe(1);
    expect(await dialog.getByTestId('group-card').count()).toBe(2);
    // Defaults for a group without a description or summary (spec 2 §2.2).
    expect(await dialog.getByText('No description available').count()).toBe(1);
    expect(await dialog.getByText('No summary available').count()).toBe(1);
    await sam.waitForTimeout(400); // the dialog's opening transition
    await captureScreen(sam, 'groups-01-select-a-group');
    await dialog.getByRole('button', { name: 'Select Software' }).click();

    await expect.poll(() => sam.getByTestId('booth-title').textContent()).toBe('Acme Engineering > Software');
    expect(await sam.getByRole('button', { name: 'Leave Group' }).count()).toBe(1);
    expect(await sam.getByText('Group description').count()).toBe(1);
    expect(await sam.locator('.booth-page__description').textContent()).toBe('TypeScript and firmware teams');

    await panel.getByRole('button', { name: 'Enter Queue' }).click();
    const questions = sam.getByRole('dialog');
    for (const index of [0, 1, 2]) await chooseAnswer(questions, index, 'Yes');
    await questions.getByRole('button', { name: 'Enter Queue' }).click();
    await expect.poll(() => sam.getByTestId('queue-state').textContent()).toBe('You have joined the queue for this booth.');
    await expect.poll(() => sam.getByTestId('queue-count').textContent()).toContain('# of job seekers waiting in queue: 1');
    // In the group's queue, the group cannot be left before the queue.
    expect(await sam.getByRole('button', { name: 'Leave Group' }).isDisabled()).toBe(true);
    await captureScreen(sam, 'groups-02-in-group-queue');
  });

  it("each recruiter sees their group's queue; the group's recruiter (not the other) is offered the call, which rings with a camera preview", async () => {
    ravi = await openSignedIn(RAVI);
    await ravi.goto(`${platform.url}/recruiter/booth`);
    await expect.poll(() => ravi.getByTestId('recruiter-booth-name').textContent()).toBe('Acme Engineering > Hardware');
    await expect.poll(() => ravi.getByTestId('recruiter-queue-title').allTextContents()).toEqual(['Booth Queue: 0 in queue']);
    await expect.poll(() => ravi.getByText('Turn on to start next interview :').count()).toBe(1);
    // Ravi is available first: were Hardware's recruiter offered Software's candidates, the call would be his.
    await ravi.locator('.availability-switch').click();
    await expect
      .poll(
        async () =>
          (await platform
            .db('recruiter_availability')
            .where({ recruiter_id: userId(RAVI), is_available: true })
            .first()) !== undefined,
      )
      .toBe(true);

    rita = await openSignedIn(RITA);
    await rita.goto(`${platform.url}/recruiter/booth`);
    await expect.poll(() => rita.getByTestId('recruiter-booth-name').textContent()).toBe('Acme Engineering > Software');
    await expect.poll(() => rita.getByTestId('recruiter-queue-title').allTextContents()).toEqual(['Booth Queue: 1 in queue']);
    expect(await rita.getByTestId('queue-candidate').textContent()).toContain('Sam Seeker');
    await captureScreen(rita, 'groups-03-recruiter-group-queue');
    await expect.poll(() => rita.getByText('Turn on to start next interview :').count()).toBe(1);
    await rita.locator('.availability-switch').click();

    await expect.poll(() => sam.getByText('Video Call').count()).toBe(1);
    // The call is the next queue update: it clears the 'Please stay online' toast (spec 1 §4.6) at once,
    // well before the toast's own 10 s timeout.
    await expect.poll(() => sam.getByText('Please stay online', { exact: false }).count()).toBe(0);
    expect(await sam.getByTestId('call-recruiter').textContent()).toBe('Rita Recruiter');
    expect(await sam.getByTestId('call-booth').textContent()).toBe('Acme Engineering');
    expect(await sam.getByText('Seconds remaining before this session times out').count()).toBe(1);
    // The fake camera plays in the preview, and the ring sounds while the call waits.
    await expect.poll(() => sam.getByTestId('call-camera').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
    await expect.poll(() => sam.getByTestId('call-preview').getAttribute('data-ringing')).toBe('true');
    const sessions = await platform.db('interview_sessions').where({ booth_id: boothId });
    expect(sessions.map((session) => [session.recruiter_id, session.queue_id])).toEqual([[userId(RITA), `${boothId}-software`]]);
    await sam.waitForTimeout(400); // the dialog's opening transition
    await captureScreen(sam, 'groups-04-video-call');

    await sam.getByRole('button', { name: 'Join' }).click();
    await sam.waitForURL('**/interview/**');
    // The modal, its camera and its ring are gone once joined.
    expect(await sam.getByTestId('call-preview').count()).toBe(0);
    // spec 2 §4: Rita is taken to the interview when Sam joins. Back on her booth page the guard asks her back
    // (spec 2 §2.1); she ends the session, which frees the booth page for the next steps and says 'Interview ended'.
    await rita.waitForURL('**/recruiter/interview/**');
    await rita.goto(`${platform.url}/recruiter/booth`);
    await expect.poll(() => rita.getByTestId('interview-guard').count()).toBe(1);
    await rita.getByRole('button', { name: 'End session' }).click();
    await expect.poll(() => rita.getByTestId('recruiter-interview-ended').count()).toBe(1);
    await rita.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => rita.locator('.bp6-overlay-backdrop').count()).toBe(0);
  });

  it('a seeker drops off a resume (PDF only, job title required) and the recruiter finds and downloads it', async () => {
    const sofia = await openSignedIn('seeker2@demo.jobfair.test');
    await sofia.goto(booth());
    // Hardware asks for all three answers Yes (its own minimum score); the refusal offers the drop-off.
    await sofia.getByTestId('queue-panel').getByRole('button', { name: 'Select group' }).click();
    await sofia.getByRole('dialog').getByRole('button', { name: 'Select Hardware' }).click();
    await expect.poll(() => sofia.getByTestId('booth-title').textContent()).toBe('Acme Engineering > Hardware');
    await sofia.getByTestId('queue-panel').getByRole('button', { name: 'Enter Queue' }).click();
    const questions = sofia.getByRole('dialog');
    for (const [index, answer] of (['Yes', 'Yes', 'No'] as const).entries()) await chooseAnswer(questions, index, answer);
    await questions.getByRole('button', { name: 'Enter Queue' }).click();
    await expect
      .poll(() => sofia.getByTestId('threshold-refusal').textContent())
      .toBe("This company's job opportunities do not appear to be a match with your skills.");
    await sofia.getByRole('dialog').getByRole('button', { name: 'Click Here' }).click();
    const dialog = sofia.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Drop off your resume at Acme Engineering').count()).toBe(1);
    const file = dialog.locator('input[type=file]');
    await file.setInputFiles({
      name: 'cv.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK'),
    });
    await expect.poll(() => dialog.getByText('cv.docx is not allowed. Only pdf file is allowed.').count()).toBe(1);
    await file.setInputFiles({
      name: 'Sofia Seeker CV.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% Sofia\n%%EOF\n', 'latin1'),
    });
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true); // no job title yet
    await dialog.getByLabel('Job Title').fill('Firmware engineer');
    await dialog.getByLabel('Note').fill('I could not stay for the interview: available from Monday.');
    expect(await save.isDisabled()).toBe(false);
    await captureScreen(sofia, 'groups-05-resume-drop-off');
    await save.click();
    await expect.poll(() => sofia.getByText('Your resume and note were left at the booth.').count()).toBe(1);

    // The list is the Report page's tab 'Resumes and Notes Left at Booth' (spec 2 §2.1).
    await rita.goto(`${platform.url}/recruiter/history`);
    await rita.getByRole('tab', { name: 'Resumes and Notes Left at Booth' }).click();
    const resumes = rita.getByTestId('booth-resumes');
    await expect.poll(() => resumes.getByTestId('booth-resume').count()).toBe(1);
    const row = resumes.getByTestId('booth-resume');
    expect(await row.textContent()).toContain('Sofia Seeker');
    expect(await row.textContent()).toContain('Firmware engineer');
    expect(await row.textContent()).toContain('available from Monday');
    const href = await row.getByRole('link', { name: 'Sofia Seeker CV.pdf' }).getAttribute('href');
    const download = await rita.request.get(new URL(href!, platform.url).toString());
    expect(download.status()).toBe(200);
    expect((await download.body()).toString('latin1')).toContain('% Sofia');
    await resumes.scrollIntoViewIfNeeded();
    await captureScreen(rita, 'groups-06-resumes-left');
    await rita.goto(`${platform.url}/recruiter/booth`);
    await expect.poll(() => rita.getByTestId('recruiter-booth-name').count()).toBe(1);
  });

  it("Booth Info opens 'Edit Booth'; Booth Preview shows the job seeker page with its banner", async () => {
    await rita.getByRole('button', { name: 'Booth Info' }).click();
    const dialog = rita.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Edit Booth').count()).toBe(1);
    expect(await dialog.getByLabel('Booth Name').inputValue()).toBe('Acme Engineering');
    await rita.waitForTimeout(400);
    await captureScreen(rita, 'groups-07-edit-booth');
    // A recruiter edits the booth fields (spec 1 §6); the preview shows the change.
    await dialog.getByLabel('Hot Job Summary').fill('Firmware lead, hardware test engineer');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => rita.getByText('Edit Booth').count()).toBe(0);

    await rita.getByRole('button', { name: 'Booth Preview' }).click();
    await rita.waitForURL(`**/recruiter/booth-preview/${boothId}`);
    await expect
      .poll(() => rita.getByTestId('booth-preview-banner').textContent())
      .toContain('This a preview of how your booth looks to job seekers');
    expect(await rita.getByTestId('booth-title').textContent()).toBe('Acme Engineering');
    await expect.poll(() => rita.getByText('Firmware lead, hardware test engineer').count()).toBe(1);
    // Read-only: nothing acts on a queue.
    expect(await rita.getByTestId('queue-panel').getByRole('button', { name: 'Select group' }).isDisabled()).toBe(true);
    await captureScreen(rita, 'groups-08-booth-preview');
    await rita.getByRole('link', { name: 'Back to Booth' }).click();
    await rita.waitForURL('**/recruiter/booth');
  });
});
