import { Agent } from 'node:http';
import { loopbackAddress } from './opening';
import { sendJson } from './send-json';
import type { SeededFair } from './seed-fair';
import { BENCH_PASSWORD, clockMs, type FairScale } from './scale';

export type CommandKind = 'enter queue' | 'leave queue' | 'availability on' | 'availability off' | 'join interview' | 'sign in';
/** One HTTP command: status 0 when no answer came (network error). */
/** `failure`: the network error's code when no answer came (status 0). */
export type CommandRecord = Readonly<{
  kind: CommandKind;
  correlationId: string;
  sentAt: number;
  answeredAt: number;
  status: number;
  failure?: string;
}>;

export type LoadResult = Readonly<{
  records: readonly CommandRecord[];
  /** Commands the schedule asked for but not sent because MAX_IN_FLIGHT were already waiting. */
  skipped: number;
  startedAt: number;
  /** Length of the schedule; commands still in flight at its end are awaited but not counted in it. */
  seconds: number;
}>;

type Seeker = { userId: string; token: string; entry: { boothId: string; entryId: string } | null; busy: boolean; interviewing: boolean };
type Recruiter = { userId: string; token: string; boothId: string; available: boolean; busy: boolean };

const MAX_IN_FLIGHT = 128;
const TICK_MS = 5;
const PICK_ATTEMPTS = 50;

/**
 * Open-loop load through the real HTTP API at `scale.rate` commands per second for `scale.seconds`:
 * job seekers enter a queue with random answers (45 %) or leave theirs (25 %), recruiters switch
 * availability on or off (30 %), which lets the server's matcher offer interviews; every offer
 * that reaches a candidate's socket is joined at once, on top of the rate.
 */
export const createLoad = (baseUrl: string, fair: SeededFair, scale: FairScale) => {
  const seekers = new Map<string, Seeker>(
    fair.seekers.map((user) => [user.userId, { ...user, entry: null, busy: false, interviewing: false }]),
  );
  const seekerList = [...seekers.values()];
  const recruiters: Recruiter[] = fair.recruiters.map((user) => ({ ...user, available: false, busy: false }));
  const records: CommandRecord[] = [];
  const inFlight = new Set<Promise<void>>();
  const signingIn = new Set<Promise<void>>();
  let sequence = 0;
  let running = false;
  // Keep-alive sockets of node:http, not fetch: fetch cost this process about 2 ms of CPU per command
  // (9 % of the machine at 100 commands/s), CPU the platform under test then did not get.
  const agent = new Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });

  const call = async (kind: CommandKind, token: string, method: string, path: string, body?: unknown) => {
    const correlationId = `bench-${++sequence}`;
    const sentAt = clockMs();
    const { status, data, failure } = await sendJson({ agent }, `${baseUrl}/api/jobfairs/${fair.jobFairId}${path}`, method, body, {
      authorization: `Bearer ${token}`,
      'x-correlation-id': correlationId,
    });
    records.push({ kind, correlationId, sentAt, answeredAt: clockMs(), status, ...(failure ? { failure } : {}) });
    return { status, data };
  };

  /** An arriving job seeker signs in, from a browser of their own (the opening scenario). */
  const signIn = async (index: number) => {
    const seeker = fair.seekers[index]!;
    const sentAt = clockMs();
    const { status, failure } = await sendJson(
      { localAddress: loopbackAddress(index) },
      `${baseUrl}/api/auth/sign-in`,
      'POST',
      { email: seeker.email, password: BENCH_PASSWORD },
      {},
    );
    records.push({
      kind: 'sign in',
      correlationId: `sign-in-${seeker.userId}`,
      sentAt,
      answeredAt: clockMs(),
      status,
      ...(failure ? { failure } : {}),
    });
  };

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  const pick = <T>(list: readonly T[], fits: (item: T) => boolean): T | undefined => {
    for (let attempt = 0; attempt < PICK_ATTEMPTS; attempt++) {
      const item = list[Math.floor(Math.random() * list.length)]!;
      if (fits(item)) return item;
    }
    return undefined;
  };

  const enter = async (seeker: Seeker) => {
    const booth = fair.booths[Math.floor(Math.random() * fair.booths.length)]!;
    const answers = booth.questionIds.map((questionId) => ({ questionId, answer: Math.random() < 0.5 }));
    const { status, data } = await call('enter queue', seeker.token, 'POST', `/queueUsers/byBoothId/${booth.boothId}`, { answers });
    if (status === 201) seeker.entry = { boothId: booth.boothId, entryId: data.id };
  };

  const leave = async (seeker: Seeker) => {
    const { boothId, entryId } = seeker.entry!;
    const { status } = await call('leave queue', seeker.token, 'DELETE', `/queueUsers/byBoothIdAndId/${boothId}/${entryId}`);
    if (status === 200 || status === 404) seeker.entry = null;
  };

  const toggle = async (recruiter: Recruiter) => {
    const on = !recruiter.available;
    const { status } = await call(
      on ? 'availability on' : 'availability off',
      recruiter.token,
      'PUT',
      `/recruiters/${recruiter.userId}/availability`,
      {
        boothId: recruiter.boothId,
        isAvailableForChat: on,
      },
    );
    if (status === 200) recruiter.available = on;
  };

  const busyWhile = <A extends { busy: boolean }>(actor: A, work: (actor: A) => Promise<void>) => {
    actor.busy = true;
    track(work(actor).finally(() => (actor.busy = false)));
  };

  const issueOne = () => {
    const roll = Math.random();
    const idle = (seeker: Seeker) => !seeker.busy && !seeker.interviewing;
    const queued = roll >= 0.45 && roll < 0.7 ? pick(seekerList, (seeker) => idle(seeker) && seeker.entry !== null) : undefined;
    if (queued) return busyWhile(queued, leave);
    if (roll >= 0.7) {
      const recruiter = pick(recruiters, (each) => !each.busy);
      if (recruiter) return busyWhile(recruiter, toggle);
    }
    const free = pick(seekerList, (seeker) => idle(seeker) && seeker.entry === null);
    if (free) busyWhile(free, enter);
  };

  return {
    /** A candidate offered an interview joins it (spec 1 §4.5 step 2), as a browser would on the ring. */
    join(candidateId: string, sessionId: string) {
      const seeker = seekers.get(candidateId);
      if (!running || !seeker) return;
      seeker.interviewing = true;
      track(call('join interview', seeker.token, 'PUT', `/interviewSessions/${sessionId}`, { status: 'IN_PROGRESS' }).then(() => {}));
    },

    async run(): Promise<LoadResult> {
      running = true;
      const started = clockMs();
      const deadline = started + scale.seconds * 1000;
      let due = 0;
      let skipped = 0;
      let arrived = 0;
      const arrivals = scale.scenario === 'opening' ? seekerList.length : 0;
      while (clockMs() < deadline) {
        const elapsed = clockMs() - started;
        const scheduled = Math.floor((elapsed / 1000) * scale.rate);
        for (; due < scheduled; due++) {
          if (inFlight.size >= MAX_IN_FLIGHT) skipped++;
          else issueOne();
        }
        // Arrivals are other browsers than the load's: never shed, and not held to its 128 in flight.
        for (
          const arriving = Math.min(arrivals, Math.floor((elapsed / (scale.seconds * 1000)) * arrivals) + 1);
          arrived < arriving;
          arrived++
        ) {
          const work = signIn(arrived);
          signingIn.add(work);
          void work.finally(() => signingIn.delete(work));
        }
        await new Promise((resolve) => setTimeout(resolve, TICK_MS));
      }
      running = false;
      const seconds = (clockMs() - started) / 1000;
      while (inFlight.size > 0 || signingIn.size > 0) await Promise.allSettled([...inFlight, ...signingIn]);
      agent.destroy();
      return { records, skipped, startedAt: started, seconds };
    },
  };
};
