import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFairDecider, jobFairStream } from '../../domain/jobfair/jobfair';
import { organizationStream } from '../../domain/organization/organization';
import { handleCommand } from '../../domain/shared/handle-command';
import { buildTestApi, envelopeOf, type TestApi } from '../support/api';
import { expectRefused } from '../support/refused';
import { castFor, jobFairBody, ROLE_COLUMNS, type Cast, type RoleColumn } from './fixtures';

let api: TestApi;
let cast: Cast;
beforeAll(async () => {
  api = await buildTestApi('api_jobfairs');
  cast = await castFor(api);
});
afterAll(() => api.close());

type Caller = Cast[RoleColumn] | null;
const base = () => `/api/organizations/${cast.organizationId}/jobfairs`;
const create = (user: Caller, payload: unknown = jobFairBody(api), companyId = cast.organizationId) =>
  api.as(user, { method: 'POST', url: `/api/organizations/${companyId}/jobfairs`, payload: payload as object });
const createdId = async () => {
  const response = await create(cast.employerAdmin);
  expect(response.statusCode).toBe(201);
  return envelopeOf(response).data.id as string;
};

describe('POST /api/organizations/:companyId/jobfairs', () => {
  it('creates an UnPaid job fair with its time status, and records the onboarding step caused by it', async () => {
    const response = await create(cast.employerAdmin, { ...jobFairBody(api, 3), companyId: cast.organizationId });
    expect(response.statusCode).toBe(201);
    const fair = envelopeOf(response).data;
    expect(fair).toMatchObject({
      companyId: cast.organizationId,
      companyName: 'Acme Hiring',
      name: 'Acme - job fair',
      paymentStatus: 'UnPaid',
      isActivated: false,
      status: 'Upcoming',
    });
    expect(fair.payment).toEqual({ amount: 49_900, currency: 'usd' });

    const [created] = (await api.store.readStream(jobFairStream(fair.id))).events;
    const raised = (await api.store.readStream(organizationStream(cast.organizationId))).events.at(-1)!;
    expect(raised).toMatchObject({ type: 'OnboardingProgressRaised', data: { progress: 40, lastCompletedStep: 'CreatedJobFair' } });
    expect(raised.metadata.causationId).toBe(created!.id);
    expect(raised.metadata.correlationId).toBe(created!.metadata.correlationId);
    const organization = await api.as(cast.employerAdmin, { method: 'GET', url: `/api/organizations/${cast.organizationId}` });
    expect(envelopeOf(organization).data.onBoardingProgress).toEqual({ progress: 40, lastCompletedStep: 'CreatedJobFair' });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'n'.repeat(101) }, 'name', 'Must be 100 characters or less'],
    [{ startDate: '' }, 'startDate', 'Start Date is required'],
    [{ startTime: '' }, 'startTime', 'Start Time is required'],
    [{ timezone: '' }, 'timezone', 'Timezone is required'],
    [{ durationHours: 11 }, 'durationHours', 'Must be 10 or less'],
    [{ durationMinutes: 60 }, 'durationMinutes', 'Must be 59 or less'],
  ])('answers 400 with the spec 2 §5 message for %j and appends nothing', async (change, field, message) => {
    const { errors } = await expectRefused(api, () => create(cast.employerAdmin, jobFairBody(api, 7, change)), 400);
    expect(errors).toEqual([{ field, message, code: 'VALIDATION_FAILED' }]);
  });

  it('refuses an admin a job fair for an organization that does not exist: 404, nothing appended', async () => {
    const refused = await expectRefused(api, () => create(cast.admin, jobFairBody(api), randomUUID()), 404);
    expect(refused.errors[0]!.message).toMatch(/Organization/);
  });

  it("refuses a start date in the past for an employer admin ('Date must be in the future')", async () => {
    const { errors } = await expectRefused(api, () => create(cast.employerAdmin, jobFairBody(api, -2)), 400);
    expect(errors).toEqual([{ field: 'startDate', message: 'Date must be in the future', code: 'VALIDATION_FAILED' }]);
  });

  it('answers 400 to malformed JSON and wrong types, 413 to an oversize body, 400/403 for bad or foreign company ids', async () => {
    await expectRefused(
      api,
      () => api.as(cast.employerAdmin, { method: 'POST', url: base(), headers: { 'content-type': 'application/json' }, payload: '{' }),
      400,
    );
    const wrong = await expectRefused(
      api,
      () => create(cast.employerAdmin, jobFairBody(api, 7, { name: { first: 'x' }, durationHours: 'three' })),
      400,
    );
    expect(wrong.errors.map((error) => error.field)).toEqual(['name', 'durationHours']);
    await expectRefused(api, () => create(cast.employerAdmin, jobFairBody(api, 7, { name: 'n'.repeat(1_100_000) })), 413);
    const notUuid = await expectRefused(api, () => create(cast.employerAdmin, jobFairBody(api), 'acme'), 400);
    expect(notUuid.errors).toEqual([{ field: 'companyId', message: 'companyId must be a valid UUID', code: 'VALIDATION_FAILED' }]);
    await expectRefused(api, () => create(cast.otherEmployerAdmin, jobFairBody(api)), 403);
    await expectRefused(api, () => create(null, jobFairBody(api)), 401);
  });
});

describe('reading job fairs', () => {
  it('lists the fairs of the organization with the status computed at the server now (spec 1 §4.1)', async () => {
    const id = await createdId();
    const fair = envelopeOf(await api.as(cast.recruiter, { method: 'GET', url: `${base()}/${id}` })).data;
    expect(fair.status).toBe('Upcoming');
    api.clock.set(new Date(new Date(`${fair.startDate}T${fair.startTime}:00-05:00`).getTime() + 60_000));
    try {
      // A week later the cast's tokens have long expired: a fresh sign-in.
      const reader = await api.user(['Recruiter'], cast.organizationId);
      const list = await api.as(reader, { method: 'GET', url: base() });
      expect(list.statusCode).toBe(200);
      const listed = envelopeOf(list).data as { id: string; status: string }[];
      expect(listed.find((item) => item.id === id)!.status).toBe('Started');
    } finally {
      api.clock.set(new Date());
    }
  });

  it('answers an empty list for an organization without fairs, 404 for an unknown fair, 400 for a non-uuid id', async () => {
    const lonely = crypto.randomUUID();
    expect(envelopeOf(await api.as(cast.admin, { method: 'GET', url: `/api/organizations/${lonely}/jobfairs` }))).toEqual({
      isSuccess: true,
      data: [],
      errors: [],
    });
    const unknown = await api.as(cast.employerAdmin, { method: 'GET', url: `${base()}/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).errors).toEqual([{ message: 'Job fair not found', code: 'NOT_FOUND' }]);
    const notUuid = await api.as(cast.employerAdmin, { method: 'GET', url: `${base()}/42` });
    expect(envelopeOf(notUuid).errors).toEqual([{ field: 'id', message: 'id must be a valid UUID', code: 'VALIDATION_FAILED' }]);
  });

  it("does not show a fair through another organization's path", async () => {
    const id = await createdId();
    const other = cast.otherEmployerAdmin.organizationId!;
    expect((await api.as(cast.admin, { method: 'GET', url: `/api/organizations/${other}/jobfairs/${id}` })).statusCode).toBe(404);
  });
});

describe('PUT /api/organizations/:companyId/jobfairs/:id', () => {
  it('lets an Admin pick a past start date, but not an employer admin (spec 1 §6)', async () => {
    const id = await createdId();
    const past = jobFairBody(api, -3, { name: 'Moved back' });
    const refused = await expectRefused(
      api,
      () => api.as(cast.employerAdmin, { method: 'PUT', url: `${base()}/${id}`, payload: past }),
      400,
    );
    expect(refused.errors).toEqual([{ field: 'startDate', message: 'Date must be in the future', code: 'VALIDATION_FAILED' }]);
    const response = await api.as(cast.admin, { method: 'PUT', url: `${base()}/${id}`, payload: past });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response).data).toMatchObject({ id, name: 'Moved back', startDate: past.startDate, status: 'Ended' });
    const [, updated] = (await api.store.readStream(jobFairStream(id))).events;
    expect(updated!.metadata).toMatchObject({ actorId: cast.admin.userId, actorRole: 'Admin' });
  });

  it('answers 404 for an unknown fair and appends nothing', async () => {
    await expectRefused(
      api,
      () => api.as(cast.employerAdmin, { method: 'PUT', url: `${base()}/${randomUUID()}`, payload: jobFairBody(api) }),
      404,
    );
  });
});

describe('DELETE /api/organizations/:companyId/jobfairs/:id', () => {
  it('deletes an UnPaid fair; it is gone from the list', async () => {
    const id = await createdId();
    const response = await api.as(cast.employerAdmin, { method: 'DELETE', url: `${base()}/${id}` });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ isSuccess: true, data: { id }, errors: [] });
    expect((await api.as(cast.employerAdmin, { method: 'GET', url: `${base()}/${id}` })).statusCode).toBe(404);
    await expectRefused(api, () => api.as(cast.employerAdmin, { method: 'DELETE', url: `${base()}/${id}` }), 404);
  });

  it('refuses to delete a paid fair with 409 (spec 1 §5.8)', async () => {
    const id = await createdId();
    const now = api.clock.now().toISOString();
    const metadata = { correlationId: randomUUID(), causationId: null, actorId: null, actorRole: null, at: now };
    await handleCommand(
      api.store,
      jobFairStream(id),
      jobFairDecider,
      {
        type: 'RecordJobFairPayment',
        data: {
          jobFairId: id,
          companyId: cast.organizationId,
          actorId: 'payments',
          now,
          amount: 49_900,
          currency: 'usd',
          paymentReference: 'pay-1',
        },
      },
      { metadata, newId: randomUUID },
    );
    const { errors } = await expectRefused(api, () => api.as(cast.employerAdmin, { method: 'DELETE', url: `${base()}/${id}` }), 409);
    expect(errors).toEqual([{ message: 'Only an unpaid job fair can be deleted', code: 'CONFLICT' }]);
  });
});

// spec 1 §6 "Create, edit, delete unpaid job fairs": EmployerAdmin; Admin may edit (past dates) and,
// through the admin screen's 'Create New Job Fair' modal (spec 3 §2.2), create;
// readers are the organization's employer admins and recruiters, and Admin.
type Row = [
  string,
  (fairId: string) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object },
  Record<RoleColumn, number>,
];
const matrix: Row[] = [
  [
    'GET list',
    () => ({ method: 'GET', url: base() }),
    { admin: 200, employerAdmin: 200, recruiter: 200, applicant: 403, otherEmployerAdmin: 403 },
  ],
  [
    'GET one',
    (id) => ({ method: 'GET', url: `${base()}/${id}` }),
    { admin: 200, employerAdmin: 200, recruiter: 200, applicant: 403, otherEmployerAdmin: 403 },
  ],
  [
    'POST',
    () => ({ method: 'POST', url: base(), payload: jobFairBody(api) }),
    { admin: 201, employerAdmin: 201, recruiter: 403, applicant: 403, otherEmployerAdmin: 403 },
  ],
  [
    'PUT',
    (id) => ({ method: 'PUT', url: `${base()}/${id}`, payload: jobFairBody(api) }),
    { admin: 200, employerAdmin: 200, recruiter: 403, applicant: 403, otherEmployerAdmin: 403 },
  ],
  [
    'DELETE',
    (id) => ({ method: 'DELETE', url: `${base()}/${id}` }),
    { admin: 403, employerAdmin: 200, recruiter: 403, applicant: 403, otherEmployerAdmin: 403 },
  ],
];

describe.each(matrix)('%s /api/organizations/:companyId/jobfairs, role by role (spec 1 §6)', (_name, request, expected) => {
  it.each(ROLE_COLUMNS.map((column) => [column, expected[column]] as const))('%s → %i, in the envelope', async (column, status) => {
    const id = await createdId();
    const response = await api.as(cast[column], request(id));
    expect(response.statusCode).toBe(status);
    expect(envelopeOf(response).isSuccess).toBe(status < 300);
  });
  it('401 without a token, or with a signed-out one', async () => {
    const id = await createdId();
    expect((await api.as(null, request(id))).statusCode).toBe(401);
    const leaving = await api.user(['EmployerAdmin'], cast.organizationId);
    await api.as(leaving, { method: 'POST', url: '/api/auth/sign-out' });
    expect((await api.as(leaving, request(id))).statusCode).toBe(401);
  });
});
