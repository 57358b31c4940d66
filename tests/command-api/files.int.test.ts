import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, envelopeOf, type TestApi, type TestUser } from '../support/api';

// The smallest valid headers: enough for the content check, which reads the signature bytes.
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a png')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('rest of a jpeg')]);

let api: TestApi;
let organizationId: string;
let employerAdmin: TestUser;
beforeAll(async () => {
  api = await buildTestApi('api_files');
  organizationId = crypto.randomUUID();
  employerAdmin = await api.user(['EmployerAdmin'], organizationId);
});
afterAll(() => api.close());

const upload = (
  user: TestUser | null,
  body: Buffer | string,
  contentType = 'image/png',
  query = '',
  headers: Record<string, string> = {},
) => api.as(user, { method: 'POST', url: `/api/files/logo${query}`, headers: { 'content-type': contentType, ...headers }, payload: body });

describe('POST /api/files/logo', () => {
  it('stores a PNG under the organization and answers key, signed link and file name', async () => {
    const response = await upload(employerAdmin, PNG, 'image/png', '', { 'x-file-name': 'C:\\fakepath\\Acme <logo>.png' });
    expect(response.statusCode).toBe(201);
    const { key, fileUrl, fileName } = envelopeOf(response).data;
    expect(key).toMatch(new RegExp(`^employer_logos/${organizationId}/[0-9a-f-]{36}\\.png$`));
    expect(fileName).toBe('Acme logo.png');
    expect(fileUrl).toMatch(new RegExp(`^/files/${key}\\?expires=\\d+&signature=[\\w-]+$`));

    const file = await api.app.inject({ method: 'GET', url: fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes a JPEG too, and lets an Admin upload for any organization', async () => {
    const admin = await api.user(['Admin'], null);
    const response = await upload(admin, JPEG, 'image/jpeg', `?organizationId=${organizationId}`);
    expect(response.statusCode).toBe(201);
    expect(envelopeOf(response).data.key).toMatch(/\.jpg$/);
    const without = await upload(admin, JPEG, 'image/jpeg');
    expect(without.statusCode).toBe(400);
    expect(envelopeOf(without).errors).toEqual([
      { field: 'organizationId', message: 'organizationId is required', code: 'VALIDATION_FAILED' },
    ]);
  });

  it('answers 415 to other content types, JSON included', async () => {
    for (const [contentType, body] of [
      ['application/json', '{"a":1}'],
      ['image/gif', 'GIF89a'],
      ['text/plain', 'hello'],
    ] as const) {
      const response = await upload(employerAdmin, body, contentType);
      expect(response.statusCode).toBe(415);
      expect(envelopeOf(response)).toMatchObject({ isSuccess: false, data: null, errors: [{ code: 'UNSUPPORTED_MEDIA_TYPE' }] });
    }
  });

  it('answers 400 when the content is not the image it claims to be, or empty', async () => {
    const liar = await upload(employerAdmin, JPEG, 'image/png');
    expect(liar.statusCode).toBe(400);
    expect(envelopeOf(liar).errors).toEqual([{ field: 'file', message: 'The file is not a PNG image', code: 'VALIDATION_FAILED' }]);
    const empty = await upload(employerAdmin, Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
  });

  it('accepts exactly 10 MB and answers 413 above it', async () => {
    const limit = 10_485_760;
    const atLimit = Buffer.concat([PNG, Buffer.alloc(limit - PNG.length)]);
    expect((await upload(employerAdmin, atLimit)).statusCode).toBe(201);
    const over = await upload(employerAdmin, Buffer.concat([atLimit, Buffer.alloc(1)]));
    expect(over.statusCode).toBe(413);
    expect(envelopeOf(over).errors).toEqual([{ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' }]);
  });

  it('answers 401 without a token, 403 to an Applicant and to another organization', async () => {
    expect((await upload(null, PNG)).statusCode).toBe(401);
    const applicant = await api.user(['Applicant'], null);
    expect((await upload(applicant, PNG)).statusCode).toBe(403);
    const outsider = await api.user(['EmployerAdmin'], crypto.randomUUID());
    const foreign = await upload(outsider, PNG, 'image/png', `?organizationId=${organizationId}`);
    expect(foreign.statusCode).toBe(403);
    expect(envelopeOf(foreign).errors).toEqual([{ message: 'You may only access your own organization', code: 'FORBIDDEN' }]);
  });
});

describe('GET /api/files/url', () => {
  it('gives any signed-in user a link to a logo (booth cards)', async () => {
    const { key } = envelopeOf(await upload(employerAdmin, PNG)).data;
    const applicant = await api.user(['Applicant'], null);
    const response = await api.as(applicant, { method: 'GET', url: `/api/files/url?key=${encodeURIComponent(key)}` });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response).data).toEqual({ key, fileUrl: expect.stringMatching(/^\/files\/employer_logos\//) });
  });

  it('keeps other files inside their organization', async () => {
    const key = `employer_documents/${organizationId}/terms.pdf`;
    await api.files.put(key, Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' });
    expect((await api.as(employerAdmin, { method: 'GET', url: `/api/files/url?key=${key}` })).statusCode).toBe(200);
    const outsider = await api.user(['Recruiter'], crypto.randomUUID());
    expect((await api.as(outsider, { method: 'GET', url: `/api/files/url?key=${key}` })).statusCode).toBe(403);
    const admin = await api.user(['Admin'], null);
    expect((await api.as(admin, { method: 'GET', url: `/api/files/url?key=${key}` })).statusCode).toBe(200);
  });

  it("answers the spec's 'key is required!' and 'fileName not found - {key}'", async () => {
    const missing = await api.as(employerAdmin, { method: 'GET', url: '/api/files/url' });
    expect(missing.statusCode).toBe(400);
    expect(envelopeOf(missing).errors).toEqual([{ field: 'key', message: 'key is required!', code: 'VALIDATION_FAILED' }]);
    const key = `employer_logos/${organizationId}/nothing.png`;
    const unknown = await api.as(employerAdmin, { method: 'GET', url: `/api/files/url?key=${key}` });
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).errors).toEqual([{ message: `fileName not found - ${key}`, code: 'NOT_FOUND' }]);
    expect((await api.as(employerAdmin, { method: 'GET', url: `/api/files/url?key=../../etc/passwd` })).statusCode).toBe(404);
  });
});

describe('GET /files/* (signed links, spec 1 §7: 3600 s)', () => {
  it('refuses a tampered, a missing or an expired signature in the envelope', async () => {
    const { fileUrl, key } = envelopeOf(await upload(employerAdmin, PNG)).data as { fileUrl: string; key: string };
    // Another first character, always: a fixed 'X' left the link intact whenever the signature began with X (1 run in 64).
    const tamperedUrl = fileUrl.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    const tampered = await api.app.inject({ method: 'GET', url: tamperedUrl });
    expect(tampered.statusCode).toBe(403);
    expect(envelopeOf(tampered).errors).toEqual([{ message: 'This link is invalid or has expired', code: 'FORBIDDEN' }]);
    const otherKey = await api.app.inject({ method: 'GET', url: fileUrl.replace(key, `employer_logos/${organizationId}/other.png`) });
    expect(otherKey.statusCode).toBe(403);
    const bare = await api.app.inject({ method: 'GET', url: `/files/${key}` });
    expect(bare.statusCode).toBe(400);
    expect(envelopeOf(bare).isSuccess).toBe(false);

    api.clock.advance(3_599_000);
    expect((await api.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(200);
    api.clock.advance(2_000);
    const expired = await api.app.inject({ method: 'GET', url: fileUrl });
    expect(expired.statusCode).toBe(403);
    api.clock.set(new Date());
  });
});
