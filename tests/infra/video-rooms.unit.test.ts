import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Unauthenticated } from '../../domain/shared/errors';
import { createEmbeddedVideoRooms } from '../../infra/video/embedded-video-rooms';
import { createVonageVideoRooms } from '../../infra/video/vonage-video-rooms';
import { testClock } from '../support/api';
import { CANDIDATE_GRANT, GRANT_NOW } from '../support/video-grant';

// The VideoRooms adapters offline. Vonage itself cannot be reached from here: its token is a JWT the
// SDK signs locally, checked below with a throwaway RSA key; createSession is sent to a local stand-in
// of Vonage's /session/create that checks the request the SDK makes and answers as Vonage documents.
const NOW = GRANT_NOW;
const grant = CANDIDATE_GRANT;

describe('embedded video grants', () => {
  it('are accepted until they expire, only with the same secret', async () => {
    const clock = testClock(NOW);
    const rooms = createEmbeddedVideoRooms({ secret: 's3cret', clock });
    expect(await rooms.createRoom(grant.sessionId)).toBe(grant.sessionId);
    const { token, expiresAt } = await rooms.issueToken(grant);
    expect(expiresAt).toBe('2026-11-22T16:15:00.000Z');
    expect(await rooms.verifyGrant(token)).toEqual(grant);
    await expect(createEmbeddedVideoRooms({ secret: 'other', clock }).verifyGrant(token)).rejects.toBeInstanceOf(Unauthenticated);
    clock.advance(15 * 60_000);
    await expect(rooms.verifyGrant(token)).rejects.toBeInstanceOf(Unauthenticated);
  });
});

describe('Vonage video rooms (offline)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const applicationId = '5d3f1a2b-0c4e-4f6a-8b9c-0d1e2f3a4b5c';
  const requests: { url: string; authorization: string; body: string }[] = [];
  const standIn = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      requests.push({ url: request.url ?? '', authorization: String(request.headers.authorization ?? ''), body });
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify([{ session_id: '2_MX40NTY3fn5-stand-in-session', project_id: applicationId }]));
    });
  });
  let videoHost = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    videoHost = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

  it('issues client tokens signed with the application key: moderator for the interviewer, publisher for the candidate, 15 minutes', async () => {
    const rooms = createVonageVideoRooms({ applicationId, privateKey, clock: testClock(NOW) });
    const key = await importSPKI(publicKey, 'RS256');
    for (const [role, vonageRole] of [
      ['interviewer', 'moderator'],
      ['candidate', 'publisher'],
    ] as const) {
      const issued = await rooms.issueToken({ ...grant, roomId: '2_MX40NTY3fn5-room', role });
      expect(issued.apiKey).toBe(applicationId);
      const { payload } = await jwtVerify(issued.token, key, { currentDate: NOW });
      expect(payload).toMatchObject({
        application_id: applicationId,
        scope: 'session.connect',
        session_id: '2_MX40NTY3fn5-room',
        role: vonageRole,
        sub: 'video',
      });
      expect(payload.iat).toBe(NOW.getTime() / 1000);
      expect(payload.exp).toBe(NOW.getTime() / 1000 + 15 * 60);
      expect(JSON.parse(String(payload.connection_data))).toEqual({ userId: grant.userId, sessionId: grant.sessionId, role });
    }
  });

  it('creates one relayed Vonage session per room through the SDK, authenticated with an application JWT', async () => {
    const rooms = createVonageVideoRooms({ applicationId, privateKey, clock: testClock(NOW), videoHost });
    expect(await rooms.createRoom(grant.sessionId)).toBe('2_MX40NTY3fn5-stand-in-session');
    const [sent] = requests;
    expect(sent?.url).toBe('/session/create');
    expect(new URLSearchParams(sent!.body).get('p2p.preference')).toBe('enabled');
    const bearer = sent!.authorization.replace(/^Bearer /, '');
    const { payload } = await jwtVerify(bearer, await importSPKI(publicKey, 'RS256'));
    expect(payload.application_id).toBe(applicationId);
  });
});
