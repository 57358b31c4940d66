import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID } from '../../infra/seed/demo-accounts';
import { chooseAnswer } from './questionnaire';

export const DEMO_FAIR_PATH = `/job-seeker/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}`;

/**
 * spec 1 §4.5 on the demo fair: the seeker queues at Acme Engineering, the recruiter turns availability on, the
 * seeker joins the call. Both pages end on the interview screen; answers the interview session id.
 */
export const startDemoInterview = async ({ seeker, recruiter, baseUrl }: { seeker: Page; recruiter: Page; baseUrl: string }) => {
  await seeker.goto(`${baseUrl}${DEMO_FAIR_PATH}/lobby/booth/${DEMO_BOOTH_IDS[0]}`);
  await seeker.getByTestId('queue-panel').getByRole('button', { name: 'Enter Queue' }).click();
  const dialog = seeker.getByRole('dialog');
  for (const index of [0, 1, 2]) await chooseAnswer(dialog, index, 'Yes');
  await dialog.getByRole('button', { name: 'Enter Queue' }).click();
  await expect.poll(() => seeker.getByTestId('queue-state').textContent()).toBe('You have joined the queue for this booth.');

  await recruiter.goto(`${baseUrl}/recruiter/booth`);
  await expect.poll(() => recruiter.getByText('Turn on to start next interview :').count()).toBe(1);
  await recruiter.locator('.availability-switch').click();

  await expect.poll(() => seeker.getByText('Video Call').count()).toBe(1);
  await seeker.getByRole('button', { name: 'Join' }).click();
  await seeker.waitForURL(/\/interview\/[0-9a-f-]+\?startVideo=true&startAudio=true$/);
  const sessionId = new URL(seeker.url()).pathname.split('/').pop()!;
  await recruiter.waitForURL(`**/recruiter/interview/${sessionId}?**`); // spec 2 §4: taken there when the seeker joins
  return sessionId;
};
