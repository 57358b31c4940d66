import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewSessionCommand } from '../../domain/interview/interview-session';
import type { ServerMessage } from '../../domain/realtime/protocol';
import { SIGNAL_REFUSED } from '../../gateway/signalling';
import { connectClient, type TestClient } from './client';
import { offerSession, runSessionCommand } from './interview-sessions';
import { projected, signedInUser, startBackend, startGateway, type Backend, type RunningGateway } from './harness';

// The embedded video's signalling relay: offers, answers and ICE candidates pass between the two
// participants of an interview session, both ways, and nobody else may send them.
let backend: Backend;
let running: RunningGateway;
const organizationId = randomUUID();
const jobFairId = randomUUID();
type Signal = Extract<ServerMessage, { action: 'signal' }>;
const isSignal = (message: ServerMessage) => message.action === 'signal';
const isError = (message: ServerMessage) => message.action === 'error';

beforeAll(async () => {
  backend = await startBackend('gateway_signalling');
  running = await startGateway(backend);
});
afterAll(async () => {
  await running.stop();
  await backend.close();
});

const run = (sessionId: string, command: InterviewSessionCommand) => runSessionCommand(backend.store, sessionId, command);
const offer = (candidateId: string, recruiterId: string) => offerSession(backend, { jobFairId, organizationId, candidateId, recruiterId });

const participants = async () => {
  const candidate = await signedInUser(backend, ['Applicant'], null);
  const recruiter = await signedInUser(backend, ['Recruiter'], organizationId);
  return {
    candidate,
    recruiter,
    candidateSocket: await connectClient(running.url, candidate.token),
    recruiterSocket: await connectClient(running.url, recruiter.token),
  };
};

describe('interview signalling relay', () => {
  it('relays an offer from the recruiter to the candidate and the answer back, both ways while IN_PROGRESS', async () => {
    const { candidate, recruiter, candidateSocket, recruiterSocket } = await participants();
    const sessionId = await offer(candidate.userId, recruiter.userId);
    const sdpOffer = { description: { type: 'offer', sdp: 'v=0 offer' } };

    recruiterSocket.send({ action: 'signal', jobFairId, sessionId, payload: sdpOffer });
    expect(await candidateSocket.next(isSignal)).toEqual({ action: 'signal', sessionId, fromUserId: recruiter.userId, payload: sdpOffer });

    await run(sessionId, { type: 'JoinInterview', data: { actorId: candidate.userId, now: new Date().toISOString() } });
    await projected(backend);
    const answer = { description: { type: 'answer', sdp: 'v=0 answer' } };
    candidateSocket.send({ action: 'signal', jobFairId, sessionId, payload: answer });
    expect(await recruiterSocket.next(isSignal)).toEqual({ action: 'signal', sessionId, fromUserId: candidate.userId, payload: answer });
    const ice = { candidate: { candidate: 'candidate:1 1 udp 2122260223 192.0.2.2 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 } };
    recruiterSocket.send({ action: 'signal', jobFairId, sessionId, payload: ice });
    expect((await candidateSocket.next<Signal>(isSignal)).payload).toEqual(ice);

    // Neither side hears its own signals back.
    expect(await recruiterSocket.nothingWithin(200, isSignal)).toEqual([]);
    await Promise.all([candidateSocket.close(), recruiterSocket.close()]);
  });

  it('reaches every open tab of the other participant', async () => {
    const { candidate, recruiter, candidateSocket, recruiterSocket } = await participants();
    const secondTab = await connectClient(running.url, candidate.token);
    const sessionId = await offer(candidate.userId, recruiter.userId);

    recruiterSocket.send({ action: 'signal', jobFairId, sessionId, payload: { kind: 'ready' } });

    expect((await candidateSocket.next<Signal>(isSignal)).payload).toEqual({ kind: 'ready' });
    expect((await secondTab.next<Signal>(isSignal)).payload).toEqual({ kind: 'ready' });
    await Promise.all([candidateSocket.close(), recruiterSocket.close(), secondTab.close()]);
  });

  it('refuses an outsider with 403 and relays nothing, even a recruiter of the same organization', async () => {
    const { candidate, recruiter, candidateSocket, recruiterSocket } = await participants();
    const sessionId = await offer(candidate.userId, recruiter.userId);
    const colleague = await connectClient(running.url, (await signedInUser(backend, ['Recruiter'], organizationId)).token);
    const stranger = await connectClient(running.url, (await signedInUser(backend, ['Applicant'], null)).token);

    for (const outsider of [colleague, stranger]) {
      outsider.send({ action: 'signal', jobFairId, sessionId, payload: { kind: 'ready' } });
      expect(await outsider.next(isError)).toEqual({ action: 'error', status: 403, message: SIGNAL_REFUSED.notParticipant });
    }
    // A session id that does not exist is refused the same way.
    colleague.send({ action: 'signal', jobFairId, sessionId: randomUUID(), payload: { kind: 'ready' } });
    expect(await colleague.next(isError)).toMatchObject({ status: 403, message: SIGNAL_REFUSED.notParticipant });

    expect(await candidateSocket.nothingWithin(200, isSignal)).toEqual([]);
    expect(await recruiterSocket.nothingWithin(0, isSignal)).toEqual([]);
    await Promise.all([candidateSocket, recruiterSocket, colleague, stranger].map((client: TestClient) => client.close()));
  });

  it('refuses the participants themselves once the session has ended', async () => {
    const { candidate, recruiter, candidateSocket, recruiterSocket } = await participants();
    const sessionId = await offer(candidate.userId, recruiter.userId);
    // Nobody joined: the server's timeout ends the session (the decider only needs a time past expiry).
    await run(sessionId, { type: 'TimeOutInterview', data: { now: new Date(Date.now() + 60_000).toISOString() } });
    await projected(backend);

    recruiterSocket.send({ action: 'signal', jobFairId, sessionId, payload: { kind: 'ready' } });
    expect(await recruiterSocket.next(isError)).toEqual({ action: 'error', status: 403, message: SIGNAL_REFUSED.notLive });
    candidateSocket.send({ action: 'signal', jobFairId, sessionId, payload: { kind: 'ready' } });
    expect(await candidateSocket.next(isError)).toEqual({ action: 'error', status: 403, message: SIGNAL_REFUSED.notLive });
    expect(await recruiterSocket.nothingWithin(200, isSignal)).toEqual([]);
    await Promise.all([candidateSocket.close(), recruiterSocket.close()]);
  });

  it('answers a malformed signal with 400 and keeps the connection', async () => {
    const { candidate, candidateSocket, recruiterSocket } = await participants();
    candidateSocket.send({ action: 'signal', jobFairId: 'not-a-uuid', sessionId: randomUUID(), payload: {} });
    expect(await candidateSocket.next(isError)).toMatchObject({ status: 400 });
    await candidateSocket.barrier(candidate.userId);
    await Promise.all([candidateSocket.close(), recruiterSocket.close()]);
  });
});
