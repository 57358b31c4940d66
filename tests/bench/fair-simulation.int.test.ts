import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../infra/platform';
import { startTestPlatform } from '../support/platform';
import { ALL } from './fair/fleet-messages';
import { simulateFair, type FairReport } from './fair/simulate';

// The fair benchmark (npm run bench:fair) at a tiny scale, so its code cannot rot unnoticed: the
// outcomes are asserted, never the timings.
let platform: Platform;
let report: FairReport;

beforeAll(async () => {
  platform = await startTestPlatform('bench_fair', { seed: false });
  report = await simulateFair(platform, {
    booths: 2,
    recruiters: 3,
    seekers: 20,
    seconds: 4,
    rate: 15,
    scenario: 'opening',
    idleSeconds: 1,
  });
});
afterAll(() => platform?.close());

describe('the simulated fair at a tiny scale', () => {
  it('answers every command and really enters, leaves and calls', () => {
    expect(report.unanswered).toBe(0);
    expect(report.load.statuses['enter queue']?.['201']).toBeGreaterThan(0);
    expect(report.load.answeredInWindow).toBeGreaterThan(0);
    expect(report.commandToAppend.count).toBeGreaterThan(0);
    expect(report.appendToReadModel.count).toBeGreaterThan(0);
    expect(report.readModelTimeouts).toBe(0);
  });

  it('signs every job seeker in at the platform cost during the load (the opening scenario)', () => {
    expect(report.signIns?.http.count).toBe(20);
    expect(report.signIns?.notSignedIn).toBe(0);
    expect(report.load.statuses['sign in']).toEqual({ 200: 20 });
  });

  it('times every call from its ready pair to the call frame, and leaves no recruiter idle beside a waiting line', () => {
    const joins = Object.values(report.load.statuses['join interview'] ?? {}).reduce((total, count) => total + count, 0);
    expect(report.calling.unmatchedCalls).toBe(0);
    expect(report.calling.latency.count).toBeGreaterThanOrEqual(joins);
    expect(report.calling.idleOverTarget.stillWaiting).toBe(0);
  });

  it('keeps every client connected and delivers every change to every subscribed client', () => {
    expect(report.connections.opened).toBe(23);
    expect(report.connections.failed).toBe(0);
    expect(report.fleet.closedByServer).toBe(0);
    expect(report.fleet.errorFrames).toBe(0);
    expect(report.fleet.clientsWithFrames).toBe(23);
    expect(report.fleet.afterSettling.undelivered).toBe(0);
    expect(report.readModelToFrame[ALL]?.deliveries).toBeGreaterThan(0);
    expect(Object.keys(report.fleet.framesByName).sort()).toEqual([
      'boothQueue',
      'boothQueueCount',
      'candidateSessions',
      'fairBoothCards',
      'myQueueEntries',
    ]);
  });

  it('leaves no job seeker in two queues and the queue read model equal to a rebuild', async () => {
    expect(report.seekersInTwoQueues).toBe(0);
    expect(report.differingFromRebuild).toEqual([]); // queues, availability and sessions, rebuilt by the bench itself
    const rows = () => platform.db('queue_entries').orderBy('id').select();
    const incremental = await rows();
    expect(incremental.length).toBeGreaterThan(0);
    await platform.runner.rebuild('queues');
    expect(await rows()).toEqual(incremental);
  });
});
