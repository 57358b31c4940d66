import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationStream } from '../../domain/organization/organization';
import { buildTestApi, envelopeOf, type TestApi } from '../support/api';
import { expectRefused } from '../support/refused';
import { castFor, organizationBody, type Cast, type RoleColumn } from './fixtures';

let api: TestApi;
let cast: Cast;
beforeAll(async () => {
  api = await buildTestApi('api_organizations');
  cast = await castFor(api);
});
afterAll(() => api.close());

const put = (user: Cast[RoleColumn] | null, id: string, payload: unknown, headers: Record<string, string> = {}) =>
  api.as(user, { method: 'PUT', url: `/api/organizations/${id}`, payload: payload as object, headers });

describe('PUT /api/organizations/:id', () => {
  it('saves the details, answers the read model, and records who did it in the event metadata', async () => {
    const response = await put(cast.employerAdmin, cast.organizationId, organizationBody('Acme Renamed'), {
      'x-correlation-id': 'save-org-1',
    });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({
      isSuccess: true,
      errors: [],
      data: expect.objectContaining({
        id: cast.organizationId,
        companyName: 'Acme Renamed',
        companyWebsite: 'https://acme.example',
        onBoardingProgress: { progress: 20, lastCompletedStep: 'FilledOrganizationDetails' },
        createdBy: cast.employerAdmin.userId,
      }),
    });
    const { events } = await api.store.readStream(organizationStream(cast.organizationId));
    expect(events.at(-1)!.metadata).toEqual({
      correlationId: 'save-org-1',
      causationId: 'save-org-1',
      actorId: cast.employerAdmin.userId,
      actorRole: 'EmployerAdmin',
      at: api.clock.now().toISOString(),
    });
  });

  it.each([
    [{ companyName: '' }, 'companyName', 'Company Name is required'],
    [{ companyName: 'x'.repeat(101) }, 'companyName', 'Company Name must be 100 characters or less'],
    [{ city: '' }, 'city', 'City is required'],
    [{ state: 's'.repeat(51) }, 'state', 'State must be 50 characters or less'],
    [{ companyWebsite: 'not a url' }, 'companyWebsite', 'Must be a valid URL'],
    [{ jobBoardLink: 'ftp://nope' }, 'jobBoardLink', 'Must be a valid URL'],
    [{ companyDetails: 'd'.repeat(5001) }, 'companyDetails', 'Company Details must be 5000 characters or less'],
  ])('answers 400 with the spec 1 §5.5 message for %j and appends nothing', async (change, field, message) => {
    const { errors } = await expectRefused(api, () => put(cast.employerAdmin, cast.organizationId, organizationBody('Acme', change)), 400);
    expect(errors).toEqual([{ field, message, code: 'VALIDATION_FAILED' }]);
  });

  it('asks for a logo when the organization has none yet (spec 1 §5.5)', async () => {
    const organizationId = crypto.randomUUID();
    const owner = await api.user(['EmployerAdmin'], organizationId);
    const { errors } = await expectRefused(api, () => put(owner, organizationId, organizationBody('New Co', { companyLogo: null })), 400);
    expect(errors).toEqual([{ field: 'companyLogo', message: 'Company logo is required', code: 'VALIDATION_FAILED' }]);
  });

  it('keeps the saved logo when an update sends none', async () => {
    const response = await put(cast.employerAdmin, cast.organizationId, organizationBody('Acme', { companyLogo: null }));
    expect(envelopeOf(response).data.companyLogo).toBe('employer_logos/acme/logo.png');
  });

  it('answers 400 to malformed JSON and wrong types, 413 to an oversize body', async () => {
    const malformed = await expectRefused(
      api,
      () =>
        api.as(cast.employerAdmin, {
          method: 'PUT',
          url: `/api/organizations/${cast.organizationId}`,
          headers: { 'content-type': 'application/json' },
          payload: '{"companyName":',
        }),
      400,
    );
    expect(malformed.errors).toEqual([{ message: 'Request body is not valid JSON', code: 'MALFORMED_REQUEST' }]);
    const wrongTypes = await expectRefused(
      api,
      () => put(cast.employerAdmin, cast.organizationId, organizationBody('Acme', { companyName: 12, companyDocuments: 'one' })),
      400,
    );
    expect(wrongTypes.errors.map((error) => error.field)).toEqual(['companyName', 'companyDocuments']);
    const oversize = await expectRefused(
      api,
      () => put(cast.employerAdmin, cast.organizationId, organizationBody('Acme', { companyDetails: 'd'.repeat(1_100_000) })),
      413,
    );
    expect(oversize.errors[0]!.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 400 to a non-uuid id and 403 to another organization, appending nothing', async () => {
    const notUuid = await expectRefused(api, () => put(cast.employerAdmin, 'not-a-uuid', organizationBody()), 400);
    expect(notUuid.errors).toEqual([{ field: 'id', message: 'id must be a valid UUID', code: 'VALIDATION_FAILED' }]);
    const other = await expectRefused(api, () => put(cast.otherEmployerAdmin, cast.organizationId, organizationBody('Hijack')), 403);
    expect(other.errors).toEqual([{ message: 'You may only access your own organization', code: 'FORBIDDEN' }]);
  });

  it('answers 401 without a token or with a bad one', async () => {
    await expectRefused(api, () => put(null, cast.organizationId, organizationBody()), 401);
    await expectRefused(
      api,
      () =>
        api.app.inject({
          method: 'PUT',
          url: `/api/organizations/${cast.organizationId}`,
          headers: { authorization: 'Bearer nope' },
          payload: organizationBody(),
        }),
      401,
    );
  });
});

describe('POST /api/organizations', () => {
  it("sets up the caller's own organization once, then answers 409", async () => {
    const organizationId = crypto.randomUUID();
    const owner = await api.user(['EmployerAdmin'], organizationId);
    const created = await api.as(owner, { method: 'POST', url: '/api/organizations', payload: organizationBody('Fresh Co') });
    expect(created.statusCode).toBe(201);
    expect(envelopeOf(created).data).toMatchObject({ id: organizationId, companyName: 'Fresh Co' });
    const again = await expectRefused(
      api,
      () => api.as(owner, { method: 'POST', url: '/api/organizations', payload: organizationBody('Fresh Co') }),
      409,
    );
    expect(again.errors).toEqual([{ message: 'The organization is already set up; update it instead', code: 'CONFLICT' }]);
  });

  it('answers 400 with the spec messages and appends nothing', async () => {
    const owner = await api.user(['EmployerAdmin'], crypto.randomUUID());
    const { errors } = await expectRefused(
      api,
      () => api.as(owner, { method: 'POST', url: '/api/organizations', payload: organizationBody('', { city: '' }) }),
      400,
    );
    expect(errors).toEqual([
      { field: 'companyName', message: 'Company Name is required', code: 'VALIDATION_FAILED' },
      { field: 'city', message: 'City is required', code: 'VALIDATION_FAILED' },
    ]);
  });
});

describe('GET /api/organizations/:id', () => {
  it('answers 404 for an unknown organization (to an Admin) and 400 for a non-uuid id', async () => {
    const unknown = await api.as(cast.admin, { method: 'GET', url: `/api/organizations/${crypto.randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown)).toEqual({
      isSuccess: false,
      data: null,
      errors: [{ message: 'Organization not found', code: 'NOT_FOUND' }],
    });
    const notUuid = await api.as(cast.admin, { method: 'GET', url: '/api/organizations/123' });
    expect(notUuid.statusCode).toBe(400);
  });
});

// spec 1 §6 "Set up organization": EmployerAdmin only; readers are the organization's own people and Admin.
const matrix: [string, (id: string) => { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object }, Record<RoleColumn, number>][] = [
  [
    'GET /api/organizations/:id',
    (id) => ({ method: 'GET', url: `/api/organizations/${id}` }),
    { admin: 200, employerAdmin: 200, recruiter: 200, applicant: 403, otherEmployerAdmin: 403 },
  ],
  [
    'PUT /api/organizations/:id',
    (id) => ({ method: 'PUT', url: `/api/organizations/${id}`, payload: organizationBody() }),
    // The platform admin only chooses the sponsor (spec 3 §7): details without a sponsorId are not its request.
    { admin: 400, employerAdmin: 200, recruiter: 403, applicant: 403, otherEmployerAdmin: 403 },
  ],
  [
    'PUT /api/organizations/:id { sponsorId }',
    (id) => ({ method: 'PUT', url: `/api/organizations/${id}`, payload: { sponsorId: null, sponsorName: null } }),
    { admin: 200, employerAdmin: 403, recruiter: 403, applicant: 403, otherEmployerAdmin: 403 },
  ],
  [
    'POST /api/organizations',
    () => ({ method: 'POST', url: '/api/organizations', payload: organizationBody() }),
    { admin: 403, employerAdmin: 409, recruiter: 403, applicant: 403, otherEmployerAdmin: 201 },
  ],
];

describe.each(matrix)('%s, role by role (spec 1 §6)', (_name, request, expected) => {
  it.each(Object.entries(expected))('%s → %i, in the envelope', async (column, status) => {
    const response = await api.as(cast[column as RoleColumn], request(cast.organizationId));
    expect(response.statusCode).toBe(status);
    expect(envelopeOf(response).isSuccess).toBe(status < 300);
    expect(response.json()).toHaveProperty('errors');
  });
  it('401 without a token', async () => {
    expect((await api.as(null, request(cast.organizationId))).statusCode).toBe(401);
  });
});
