import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../domain/realtime/protocol';
import { SIGNAL_REFUSED } from '../../gateway/signalling';
import type { Platform } from '../../infra/platform';
import { createTestDatabase } from '../support/database';
import { startTestPlatform } from '../support/platform';
import { connectClient, type TestClient } from './client';
import { projected, signedInUser } from './harness';
import { offerSession, runSessionCommand } from './interview-sessions';

// Two gateway processes (two platforms on one database, talking only through Postgres): the candidate
// on one, the recruiter on the other, and the call's signals must still cross, in order and once.
type Signal = Extract<ServerMessage, { action: 'signal' }>;
const organizationId = randomUUID();
const jobFairId = randomUUID();
let a: Platform;
let b: Platform;
const clients: TestClient[] = [];

beforeAll(async () => {
  const databaseUrl = await createTestDatabase('signalling_processes');
  a = await startTestPlatform('signalling_a', { databaseUrl, sharedBus: true, seed: false });
  b = await startTestPlatform('signalling_b', { databaseUrl, sharedBus: true, seed: false });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await b?.close();
  await a?.close();
});

const tab = async (platform: Platform, token: string) => {
  const client = await connectClient(`${platform.url.replace('http', 'ws')}/ws`, token);
  clients.push(client);
  return client;
};
/** Every signal a tab has been sent, in arrival order (taken or not). */
const signalsAt = (client: TestClient) =>
  client.received.filter((message): message is Signal => message.action === 'signal').map((message) => message.payload);
const isSignal = (message: ServerMessage) => message.action === 'signal';
const isError = (message: ServerMessage) => message.action === 'error';
const isFlush = (message: ServerMessage) => message.action === 'signal' && (message.payload as { kind?: string }).kind === 'flush';

/** An SDP offer of about 6 KB: audio and video sections with the codec lines Chromium lists. */
const sdpOffer = () => {
  const codecs = Array.from(
    { length: 82 },
    (_, index) => `a=rtpmap:${96 + index} VP8/90000\r\na=rtcp-fb:${96 + index} nack pli\r\na=fmtp:${96 + index} apt=${95 + index}\r\n`,
  ).join('');
  return {
    kind: 'description',
    description: { type: 'offer', sdp: `v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n${codecs}` },
  };
};
const ice = (from: string, index: number) => ({
  kind: 'candidate',
  candidate: {
    candidate: `candidate:${index} 1 udp 2122260223 192.0.2.${index} 5000${index} typ host`,
    sdpMid: '0',
    sdpMLineIndex: 0,
    from,
  },
});
const flush = (label: string) => ({ kind: 'flush', label });

describe('signalling between gateway processes', () => {
  let candidate: Awaited<ReturnType<typeof signedInUser>>;
  let recruiter: Awaited<ReturnType<typeof signedInUser>>;
  let sessionId: string;

  beforeAll(async () => {
    candidate = await signedInUser(a, ['Applicant'], null);
    recruiter = await signedInUser(a, ['Recruiter'], organizationId);
    sessionId = await offerSession(a, { jobFairId, organizationId, candidateId: candidate.userId, recruiterId: recruiter.userId });
    await runSessionCommand(a.store, sessionId, {
      type: 'JoinInterview',
      data: { actorId: candidate.userId, now: new Date().toISOString() },
    });
    await projected(a);
  });

  it('carries a 6 KB offer and ICE candidates both ways in order, to every tab of the other side exactly once', async () => {
    const offer = sdpOffer();
    expect(Buffer.byteLength(JSON.stringify(offer))).toBeGreaterThan(6_000);
    // The candidate has a tab on each process; the recruiter calls from B and has a second tab on A.
    const [candidateOnA, candidateOnB, recruiterOnB, recruiterOnA] = [
      await tab(a, candidate.token),
      await tab(b, candidate.token),
      await tab(b, recruiter.token),
      await tab(a, recruiter.token),
    ];
    const send = (client: TestClient, payload: unknown) => client.send({ action: 'signal', jobFairId, sessionId, payload });

    const fromRecruiter = [offer, ...Array.from({ length: 5 }, (_, index) => ice('recruiter', index))];
    fromRecruiter.forEach((payload) => send(recruiterOnB, payload));
    const answer = { kind: 'description', description: { type: 'answer', sdp: offer.description.sdp.slice(0, 3_000) } };
    const fromCandidate = [answer, ...Array.from({ length: 5 }, (_, index) => ice('candidate', index))];
    // The candidate answers once the offer is in, as the browser does.
    expect((await candidateOnA.next<Signal>(isSignal)).payload).toEqual(offer);
    fromCandidate.forEach((payload) => send(candidateOnA, payload));

    for (const payload of fromRecruiter.slice(1)) expect((await candidateOnA.next<Signal>(isSignal)).payload).toEqual(payload);
    for (const payload of fromRecruiter)
      expect(await candidateOnB.next<Signal>(isSignal)).toEqual({ action: 'signal', sessionId, fromUserId: recruiter.userId, payload });
    for (const payload of fromCandidate)
      expect(await recruiterOnB.next<Signal>(isSignal)).toEqual({ action: 'signal', sessionId, fromUserId: candidate.userId, payload });
    for (const payload of fromCandidate) expect((await recruiterOnA.next<Signal>(isSignal)).payload).toEqual(payload);

    // Each process hears its own notifications back after it handed the signals over itself. A signal
    // published on the *other* process after them reaches it behind them (one commit order), so once
    // these arrive every echo has been seen, and skipped.
    send(recruiterOnA, flush('to the candidate, published on A'));
    send(candidateOnB, flush('to the recruiter, published on B'));
    await Promise.all([candidateOnA, candidateOnB, recruiterOnA, recruiterOnB].map((client) => client.next(isFlush)));

    expect(signalsAt(candidateOnA)).toEqual([...fromRecruiter, flush('to the candidate, published on A')]);
    expect(signalsAt(candidateOnB)).toEqual([...fromRecruiter, flush('to the candidate, published on A')]);
    expect(signalsAt(recruiterOnB)).toEqual([...fromCandidate, flush('to the recruiter, published on B')]);
    expect(signalsAt(recruiterOnA)).toEqual([...fromCandidate, flush('to the recruiter, published on B')]);
  });

  it('refuses a non-participant on either process and relays nothing of theirs', async () => {
    const candidateOnA = await tab(a, candidate.token);
    const recruiterOnB = await tab(b, recruiter.token);
    const colleagueOnB = await tab(b, (await signedInUser(a, ['Recruiter'], organizationId)).token);
    const strangerOnA = await tab(a, (await signedInUser(a, ['Applicant'], null)).token);

    for (const outsider of [colleagueOnB, strangerOnA]) {
      outsider.send({ action: 'signal', jobFairId, sessionId, payload: { kind: 'ready' } });
      expect(await outsider.next(isError)).toEqual({ action: 'error', status: 403, message: SIGNAL_REFUSED.notParticipant });
    }

    // Sent after the refusals, from the far process: whatever reaches the candidate first came through the bus.
    recruiterOnB.send({ action: 'signal', jobFairId, sessionId, payload: flush('after the outsiders') });
    expect(await candidateOnA.next(isSignal)).toEqual({
      action: 'signal',
      sessionId,
      fromUserId: recruiter.userId,
      payload: flush('after the outsiders'),
    });
    expect(signalsAt(candidateOnA)).toEqual([flush('after the outsiders')]);
    expect(signalsAt(recruiterOnB)).toEqual([]);
  });
});
