import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGroupStream } from '../../domain/user/user-group';
import { buildTestApi, envelopeOf, type TestApi } from '../support/api';
import { registerInReadModel } from '../support/registered-user';
import { expectRefused } from '../support/refused';
import { castFor, type Cast } from './fixtures';

// spec 2 §7 Users: the groups calls and GET /vjfpUsers/byEmailId/{emailId}, authorised by role and organization.
let api: TestApi;
let cast: Cast;
beforeAll(async () => {
  api = await buildTestApi('api_user_groups');
  cast = await castFor(api);
  await registerInReadModel(api, cast.recruiter, 'Rita', 'Recruiter');
});
afterAll(() => api.close());

const groups = (organizationId = cast.organizationId) => `/api/vjfpUsers/${organizationId}/groups`;

describe('/vjfpUsers/{organizationId}/groups', () => {
  it('the employer admin creates a group, adds a recruiter (twice, once recorded), lists its users and deletes it', async () => {
    const created = await api.as(cast.employerAdmin, { method: 'POST', url: groups(), payload: { name: 'Night shift' } });
    expect(created.statusCode, created.body).toBe(201);
    const { groupId } = envelopeOf(created).data;
    expect(envelopeOf(created).data).toMatchObject({ organizationId: cast.organizationId, name: 'Night shift', description: '' });

    const add = () =>
      api.as(cast.employerAdmin, {
        method: 'POST',
        url: `/api/vjfpUsers/${cast.organizationId}/${cast.recruiter.userId}/groups/${groupId}`,
      });
    expect((await add()).statusCode).toBe(200);
    expect(envelopeOf(await add()).data).toEqual({ groupId, userId: cast.recruiter.userId });
    const { events } = await api.store.readStream(userGroupStream(groupId));
    expect(events.map((event) => event.type)).toEqual(['UserGroupCreated', 'UserAddedToGroup']);

    const members = await api.as(cast.recruiter, { method: 'GET', url: `${groups()}/${groupId}/users` });
    expect(envelopeOf(members).data).toEqual([expect.objectContaining({ id: cast.recruiter.userId, firstName: 'Rita' })]);
    expect(envelopeOf(await api.as(cast.recruiter, { method: 'GET', url: groups() })).data).toEqual([
      expect.objectContaining({ groupId, name: 'Night shift' }),
    ]);

    expect((await api.as(cast.employerAdmin, { method: 'DELETE', url: `${groups()}/${groupId}` })).statusCode).toBe(200);
    expect(envelopeOf(await api.as(cast.employerAdmin, { method: 'GET', url: groups() })).data).toEqual([]);
    await expectRefused(api, () => api.as(cast.employerAdmin, { method: 'DELETE', url: `${groups()}/${groupId}` }), 404);
  });

  it('refuses a group without a name, strangers, recruiters changing groups and users of another organization', async () => {
    const refused = await expectRefused(
      api,
      () => api.as(cast.employerAdmin, { method: 'POST', url: groups(), payload: { name: ' ' } }),
      400,
    );
    expect(refused.errors[0]).toMatchObject({ field: 'name', message: 'Name is required' });
    await expectRefused(api, () => api.as(cast.recruiter, { method: 'POST', url: groups(), payload: { name: 'Mine' } }), 403);
    await expectRefused(api, () => api.as(cast.otherEmployerAdmin, { method: 'GET', url: groups() }), 403);
    await expectRefused(api, () => api.as(cast.applicant, { method: 'GET', url: groups() }), 403);
    const { groupId } = envelopeOf(
      await api.as(cast.employerAdmin, { method: 'POST', url: groups(), payload: { name: 'Day shift' } }),
    ).data;
    const stranger = await registerInReadModel(api, await api.user(['Recruiter'], crypto.randomUUID()));
    await expectRefused(
      api,
      () =>
        api.as(cast.employerAdmin, { method: 'POST', url: `/api/vjfpUsers/${cast.organizationId}/${stranger.userId}/groups/${groupId}` }),
      404,
    );
    await expectRefused(api, () => api.as(cast.employerAdmin, { method: 'GET', url: `${groups()}/${crypto.randomUUID()}/users` }), 404);
  });
});

describe('GET /vjfpUsers/byEmailId/{emailId}', () => {
  const byEmail = (email: string) => `/api/vjfpUsers/byEmailId/${encodeURIComponent(email)}`;

  it('finds a user of the caller’s organization, whatever the case of the email; a platform admin finds anyone', async () => {
    const found = await api.as(cast.employerAdmin, { method: 'GET', url: byEmail(cast.recruiter.email.toUpperCase()) });
    expect(found.statusCode, found.body).toBe(200);
    expect(envelopeOf(found).data).toMatchObject({ id: cast.recruiter.userId, organizationId: cast.organizationId });
    expect((await api.as(cast.admin, { method: 'GET', url: byEmail(cast.recruiter.email) })).statusCode).toBe(200);
  });

  it('does not tell another organization, or a job seeker, that the email exists', async () => {
    await expectRefused(api, () => api.as(cast.otherEmployerAdmin, { method: 'GET', url: byEmail(cast.recruiter.email) }), 404);
    await expectRefused(api, () => api.as(cast.applicant, { method: 'GET', url: byEmail(cast.recruiter.email) }), 403);
    await expectRefused(api, () => api.as(cast.employerAdmin, { method: 'GET', url: byEmail('nobody@example.com') }), 404);
  });
});
