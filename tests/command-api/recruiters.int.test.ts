import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { userStream } from '../../domain/user/user';
import { generateTemporaryPassword } from '../../domain/user/recruiter-schema';
import { buildTestApi, envelopeOf, type TestApi, type TestUser } from '../support/api';
import { registerInReadModel } from '../support/registered-user';
import { expectRefused } from '../support/refused';
import { castFor, jobFairBody, type Cast } from './fixtures';

let api: TestApi;
let cast: Cast;
beforeAll(async () => {
  api = await buildTestApi('api_recruiters');
  cast = await castFor(api);
});
afterAll(() => api.close());

const base = (organizationId = cast.organizationId) => `/api/vjfpUsers/${organizationId}`;
let serial = 0;
const recruiterBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Rita',
  lastName: 'Recruiter',
  emailId: `rita-${Date.now()}-${serial++}@acme.example`,
  tempPassword: generateTemporaryPassword(randomInt),
  ...overrides,
});
const create = (user: TestUser | null, payload: object = recruiterBody(), organizationId = cast.organizationId) =>
  api.as(user, { method: 'POST', url: base(organizationId), payload });

describe('recruiters /api/vjfpUsers/{organizationId}', () => {
  it('creates a recruiter with a temporary password: UserRegistered on user-<id>, listed, NEW_PASSWORD_REQUIRED at first sign-in', async () => {
    const body = recruiterBody();
    const response = await create(cast.employerAdmin, body);
    expect(response.statusCode, response.body).toBe(201);
    const recruiter = envelopeOf(response).data;
    expect(recruiter).toMatchObject({
      firstName: 'Rita',
      lastName: 'Recruiter',
      email: body.emailId,
      roles: ['Recruiter'],
      organizationId: cast.organizationId,
    });
    const [registered] = (await api.store.readStream(userStream(recruiter.id))).events;
    expect(registered).toMatchObject({
      type: 'UserRegistered',
      data: { userId: recruiter.id, roles: ['Recruiter'], organizationId: cast.organizationId },
    });
    const listed = envelopeOf(await api.as(cast.recruiter, { method: 'GET', url: `${base()}?role=Recruiter` })).data;
    expect(listed.map((user: { id: string }) => user.id)).toContain(recruiter.id);
    expect(await api.identity.signIn(body.emailId, body.tempPassword)).toMatchObject({ kind: 'NEW_PASSWORD_REQUIRED' });
  });

  it('generates 12-character passwords with a digit and a symbol, shuffled', () => {
    const passwords = Array.from({ length: 200 }, () => generateTemporaryPassword(randomInt));
    for (const password of passwords) {
      expect(password).toHaveLength(12);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[!@#$%^&*]/);
    }
    expect(new Set(passwords.map((password) => password.search(/[!@#$%^&*]/))).size).toBeGreaterThan(3);
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First Name is required'],
    [{ lastName: '' }, 'lastName', 'Last Name is required'],
    [{ emailId: 'not-an-email' }, 'emailId', 'Invalid email address'],
    [{ tempPassword: '' }, 'tempPassword', 'Temporary password is required'],
  ])('answers 400 with the spec 1 §5.6 message for %j', async (change, field, message) => {
    const { errors } = await expectRefused(api, () => create(cast.employerAdmin, recruiterBody(change)), 400);
    expect(errors[0]).toMatchObject({ field, message });
  });

  it('refuses a taken email with 409 and records nothing', async () => {
    const body = recruiterBody();
    expect((await create(cast.employerAdmin, body)).statusCode).toBe(201);
    await expectRefused(api, () => create(cast.employerAdmin, { ...body, firstName: 'Other' }), 409);
  });

  it('is for the employer admin of the organization only; 403 for another organization', async () => {
    for (const user of [cast.admin, cast.recruiter, cast.applicant, cast.otherEmployerAdmin])
      await expectRefused(api, () => create(user), 403);
    await expectRefused(api, () => create(null), 401);
    await expectRefused(api, () => api.as(cast.otherEmployerAdmin, { method: 'GET', url: base() }), 403);
    await expectRefused(api, () => api.as(cast.applicant, { method: 'GET', url: base() }), 403);
  });

  it('edits names, deletes recruiters, never oneself', async () => {
    const recruiter = envelopeOf(await create(cast.employerAdmin)).data;
    const url = `${base()}/${recruiter.id}`;
    await expectRefused(api, () => api.as(cast.recruiter, { method: 'PUT', url, payload: { firstName: 'Bob', lastName: 'Builder' } }), 403);
    const edited = await api.as(cast.employerAdmin, { method: 'PUT', url, payload: { firstName: 'Bob', lastName: 'Builder' } });
    expect(envelopeOf(edited).data).toMatchObject({ firstName: 'Bob', lastName: 'Builder' });
    const own = await expectRefused(
      api,
      () => api.as(cast.employerAdmin, { method: 'DELETE', url: `${base()}/${cast.employerAdmin.userId}` }),
      403,
    );
    expect(own.errors[0]!.message).toBe('You cannot delete your own account');
    await expectRefused(api, () => api.as(cast.otherEmployerAdmin, { method: 'DELETE', url }), 403);
    expect((await api.as(cast.employerAdmin, { method: 'DELETE', url })).statusCode).toBe(200);
    expect(await api.identity.findUserByEmail(recruiter.email)).toBeNull();
    const listed = envelopeOf(await api.as(cast.employerAdmin, { method: 'GET', url: base() })).data;
    expect(listed.map((user: { id: string }) => user.id)).not.toContain(recruiter.id);
    await expectRefused(api, () => api.as(cast.employerAdmin, { method: 'DELETE', url }), 404);
  });
});

describe('a deleted recruiter', () => {
  it('can no longer sign in, and their open session stops working at once', async () => {
    const recruiter = await api.user(['Recruiter'], cast.organizationId);
    await registerInReadModel(api, recruiter, 'Del', 'Eted');
    expect((await api.as(recruiter, { method: 'GET', url: base() })).statusCode).toBe(200);
    const fair = envelopeOf(
      await api.as(cast.employerAdmin, {
        method: 'POST',
        url: `/api/organizations/${cast.organizationId}/jobfairs`,
        payload: jobFairBody(api),
      }),
    ).data;
    const group = { id: 'g1', name: 'Interns', recruiters: [recruiter.userId] };
    const booth = envelopeOf(
      await api.as(cast.employerAdmin, {
        method: 'POST',
        url: `/api/jobfairs/${fair.id}/booths`,
        payload: { name: 'Booth', companyImageUrl: 'logo.png', recruiters: [recruiter.userId], subBooths: [group] },
      }),
    ).data;
    expect(booth.recruiters).toEqual([recruiter.userId]);
    expect((await api.as(cast.employerAdmin, { method: 'DELETE', url: `${base()}/${recruiter.userId}` })).statusCode).toBe(200);
    const after = envelopeOf(await api.as(cast.employerAdmin, { method: 'GET', url: `/api/jobfairs/${fair.id}/booths/${booth.id}` })).data;
    expect(after.recruiters).toEqual([]);
    expect(after.subBooths[0].recruiters).toEqual([]);
    expect((await api.as(recruiter, { method: 'GET', url: base() })).statusCode).toBe(401);
    await expect(api.identity.signIn(recruiter.email, recruiter.password)).rejects.toThrow();
  });
});
