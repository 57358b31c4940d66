import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFairDecider, jobFairStream, JOB_FAIR_PRICE } from '../../domain/jobfair/jobfair';
import { organizationStream } from '../../domain/organization/organization';
import { handleCommand } from '../../domain/shared/handle-command';
import { sponsorStream } from '../../domain/sponsor/sponsor';
import { subdomainStream } from '../../domain/sponsor/subdomain-reservation';
import { buildTestApi, envelopeOf, type TestApi, type TestUser } from '../support/api';
import { expectRefused } from '../support/refused';
import { castFor, jobFairBody, organizationBody, type Cast } from './fixtures';

let api: TestApi;
let cast: Cast;
beforeAll(async () => {
  api = await buildTestApi('api_sponsors');
  cast = await castFor(api);
});
afterAll(() => api.close());

const SPONSORS = '/api/organizations/sponsors';
const unique = () => `s${randomUUID().slice(0, 8)}`;
const sponsorBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Metro Herald',
  subdomain: unique(),
  description: 'The daily paper of the metro area',
  sponsoredByText: 'Brought to you by the Metro Herald',
  ...overrides,
});
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  api.as(user, { method, url, ...(payload ? { payload } : {}) });
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await call(cast.admin, 'POST', SPONSORS, sponsorBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return envelopeOf(response).data as { id: string; name: string; subdomain: string | null; sponsoredByText: string };
};
const statusOf = async (subdomain: string, sponsorId?: string) => {
  const query = new URLSearchParams({ subdomain, ...(sponsorId ? { sponsorId } : {}) });
  const response = await call(cast.admin, 'GET', `${SPONSORS}/domain-status?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf(response).data.domainStatus as string;
};

describe('sponsors (spec 3 §7, Admin only)', () => {
  it('creates a sponsor with its subdomain forced to lowercase, reads it back and lists it', async () => {
    const subdomain = unique();
    const created = await create({ subdomain: `  ${subdomain.toUpperCase()} ` });
    expect(created).toMatchObject({ name: 'Metro Herald', subdomain, sponsoredByText: 'Brought to you by the Metro Herald' });
    const one = await call(cast.admin, 'GET', `${SPONSORS}/${created.id}`);
    expect(envelopeOf(one).data).toEqual(created);
    const { events } = await api.store.readStream(subdomainStream(subdomain));
    expect(events.map((event) => event.type)).toEqual(['SubdomainReserved']);
    expect(await statusOf(subdomain)).toBe('TAKEN');
    expect(await statusOf(subdomain, created.id)).toBe('AVAILABLE');
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'n'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [{ subdomain: '' }, 'subdomain', 'Subdomain is required'],
    [{ subdomain: 'a'.repeat(51) }, 'subdomain', 'Subdomain must be at most 50 characters'],
    [{ subdomain: 'metro_herald' }, 'subdomain', 'Subdomain must be lowercase and can only contain letters, numbers, and hyphens'],
    [{ subdomain: 'metro herald' }, 'subdomain', 'Subdomain must be lowercase and can only contain letters, numbers, and hyphens'],
    [{ description: 'd'.repeat(501) }, 'description', 'Description must be at most 500 characters'],
    [{ sponsoredByText: '' }, 'sponsoredByText', 'Tagline is required'],
    [{ sponsoredByText: 't'.repeat(501) }, 'sponsoredByText', 'Tagline must be at most 500 characters'],
  ])('refuses %j with the spec 3 §5 message and appends nothing', async (change, field, message) => {
    const { errors } = await expectRefused(api, () => call(cast.admin, 'POST', SPONSORS, sponsorBody(change)), 400);
    expect(errors).toEqual([{ field, message, code: 'VALIDATION_FAILED' }]);
  });

  it('refuses a reserved, a malformed and a taken subdomain, and answers each status', async () => {
    const taken = (await create()).subdomain!;
    const reserved = await expectRefused(api, () => call(cast.admin, 'POST', SPONSORS, sponsorBody({ subdomain: 'WWW' })), 409);
    expect(reserved.errors).toEqual([{ field: 'subdomain', message: 'This subdomain is reserved by the platform', code: 'CONFLICT' }]);
    const malformed = await expectRefused(api, () => call(cast.admin, 'POST', SPONSORS, sponsorBody({ subdomain: '-herald' })), 400);
    expect(malformed.errors[0]).toMatchObject({ field: 'subdomain', code: 'VALIDATION_FAILED' });
    const again = await expectRefused(api, () => call(cast.admin, 'POST', SPONSORS, sponsorBody({ subdomain: taken })), 409);
    expect(again.errors).toEqual([{ field: 'subdomain', message: 'This subdomain is already used by another sponsor', code: 'CONFLICT' }]);
    expect(await statusOf('api')).toBe('RESERVED');
    expect(await statusOf('-x')).toBe('INVALID');
    expect(await statusOf('')).toBe('INVALID');
    expect(await statusOf('Has Space')).toBe('INVALID');
    expect(await statusOf(unique().toUpperCase())).toBe('AVAILABLE');
  });

  it('gives a subdomain to exactly one of 12 racing creates (real HTTP)', async () => {
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const subdomain = unique();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        fetch(`${address}${SPONSORS}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${cast.admin.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(sponsorBody({ name: `Racer ${index}`, subdomain })),
        }).then((response) => response.status),
      ),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(1);
    expect(answers.filter((status) => status === 409)).toHaveLength(11);
    const { events } = await api.store.readStream(subdomainStream(subdomain));
    expect(events.map((event) => event.type)).toEqual(['SubdomainReserved']);
    const holders = await api.db('sponsors').where({ subdomain, deleted: false });
    expect(holders).toHaveLength(1);
  });

  it('edits a sponsor, keeps a set subdomain read-only, and lets a disassociated one be replaced', async () => {
    const sponsor = await create();
    const url = `${SPONSORS}/${sponsor.id}`;
    const edited = await call(cast.admin, 'PUT', url, sponsorBody({ name: 'Metro Herald Daily', subdomain: sponsor.subdomain }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelopeOf(edited).data).toMatchObject({ name: 'Metro Herald Daily', subdomain: sponsor.subdomain });
    const moved = await expectRefused(api, () => call(cast.admin, 'PUT', url, sponsorBody({ subdomain: unique() })), 409);
    expect(moved.errors[0]!.message).toBe('The subdomain is set and read-only; disassociate it before choosing another');

    const freed = await call(cast.admin, 'DELETE', `${url}/subdomain`);
    expect(freed.statusCode, freed.body).toBe(200);
    expect(envelopeOf(freed).data.subdomain).toBeNull();
    expect(await statusOf(sponsor.subdomain!)).toBe('AVAILABLE');
    const sponsorEvents = (await api.store.readStream(sponsorStream(sponsor.id))).events.map((event) => event.type);
    expect(sponsorEvents).toEqual(['SponsorCreated', 'SponsorUpdated', 'SponsorSubdomainDisassociated']);
    // Another sponsor may take the freed subdomain; this one takes a new one.
    await create({ subdomain: sponsor.subdomain });
    const next = unique();
    const replaced = await call(cast.admin, 'PUT', url, sponsorBody({ name: 'Metro Herald Daily', subdomain: next }));
    expect(envelopeOf(replaced).data.subdomain).toBe(next);
  });

  it('pages the list by name with data.items and data.nextCursor', async () => {
    const prefix = `Page ${randomUUID().slice(0, 4)}`;
    for (const letter of ['A', 'B', 'C']) await create({ name: `${prefix} ${letter}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = envelopeOf(await call(cast.admin, 'GET', `${SPONSORS}?limit=2${query}`)).data;
      seen.push(...page.items.map((item: { name: string }) => item.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.filter((name) => name.startsWith(prefix))).toEqual([`${prefix} A`, `${prefix} B`, `${prefix} C`]);
    expect(seen).toEqual([...seen].sort());
    const bad = await expectRefused(api, () => call(cast.admin, 'GET', `${SPONSORS}?cursor=nope`), 400);
    expect(bad.errors).toEqual([{ field: 'cursor', message: 'cursor must be one answered before', code: 'VALIDATION_FAILED' }]);
  });

  it('answers 404 for an unknown sponsor, 400 for a non-uuid id', async () => {
    await expectRefused(api, () => call(cast.admin, 'GET', `${SPONSORS}/${randomUUID()}`), 404);
    await expectRefused(api, () => call(cast.admin, 'PUT', `${SPONSORS}/${randomUUID()}`, sponsorBody()), 404);
    await expectRefused(api, () => call(cast.admin, 'DELETE', `${SPONSORS}/${randomUUID()}`), 404);
    await expectRefused(api, () => call(cast.admin, 'DELETE', `${SPONSORS}/${randomUUID()}/subdomain`), 404);
    await expectRefused(api, () => call(cast.admin, 'GET', `${SPONSORS}/not-a-uuid`), 400);
  });

  it('refuses every sponsor call to every role but Admin, and to anonymous callers', async () => {
    const sponsor = await create();
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['POST', SPONSORS, sponsorBody()],
      ['GET', SPONSORS],
      ['GET', `${SPONSORS}/${sponsor.id}`],
      ['PUT', `${SPONSORS}/${sponsor.id}`, sponsorBody({ subdomain: sponsor.subdomain })],
      ['DELETE', `${SPONSORS}/${sponsor.id}`],
      ['GET', `${SPONSORS}/domain-status?subdomain=free`],
      ['DELETE', `${SPONSORS}/${sponsor.id}/subdomain`],
    ];
    for (const [method, url, body] of calls) {
      for (const user of [cast.employerAdmin, cast.recruiter, cast.applicant])
        await expectRefused(api, () => call(user, method, url, body), 403);
      await expectRefused(api, () => call(null, method, url, body), 401);
    }
    expect(envelopeOf(await call(cast.admin, 'GET', `${SPONSORS}/${sponsor.id}`)).data.subdomain).toBe(sponsor.subdomain);
  });
});

describe("an organization's sponsor (PUT /api/organizations/{id})", () => {
  const orgUrl = () => `/api/organizations/${cast.organizationId}`;

  it('lets the Admin set and clear it with { sponsorId, sponsorName }, recording the sponsor’s own name', async () => {
    const sponsor = await create({ name: 'Valley Association' });
    const set = await call(cast.admin, 'PUT', orgUrl(), { sponsorId: sponsor.id, sponsorName: 'whatever the client says' });
    expect(set.statusCode, set.body).toBe(200);
    expect(envelopeOf(set).data).toMatchObject({ id: cast.organizationId, sponsorId: sponsor.id, sponsorName: 'Valley Association' });
    const { events } = await api.store.readStream(organizationStream(cast.organizationId));
    expect(events.at(-1)).toMatchObject({
      type: 'OrganizationSponsorChanged',
      data: { sponsorId: sponsor.id, sponsorName: 'Valley Association', changedBy: cast.admin.userId },
    });
    // The employer admin's saves keep the sponsor.
    const saved = await call(cast.employerAdmin, 'PUT', orgUrl(), organizationBody('Acme Again'));
    expect(envelopeOf(saved).data).toMatchObject({ companyName: 'Acme Again', sponsorId: sponsor.id, sponsorName: 'Valley Association' });
    const cleared = await call(cast.admin, 'PUT', orgUrl(), { sponsorId: null });
    expect(envelopeOf(cleared).data).toMatchObject({ sponsorId: null, sponsorName: null });
  });

  it('refuses the sponsor fields to the employer admin, an unknown sponsor, and a body without sponsorId from the Admin', async () => {
    const sponsor = await create();
    const own = await expectRefused(
      api,
      () => call(cast.employerAdmin, 'PUT', orgUrl(), { ...organizationBody(), sponsorId: sponsor.id }),
      403,
    );
    expect(own.errors[0]!.message).toBe('Only platform admins choose the sponsor of an organization');
    await expectRefused(api, () => call(cast.admin, 'PUT', orgUrl(), { sponsorId: randomUUID() }), 404);
    await expectRefused(api, () => call(cast.admin, 'PUT', `/api/organizations/${randomUUID()}`, { sponsorId: sponsor.id }), 404);
    const missing = await expectRefused(api, () => call(cast.admin, 'PUT', orgUrl(), { sponsorName: 'x' }), 400);
    expect(missing.errors).toEqual([
      { field: 'sponsorId', message: 'sponsorId is required (null clears the sponsor)', code: 'VALIDATION_FAILED' },
    ]);
    await expectRefused(api, () => call(cast.recruiter, 'PUT', orgUrl(), { sponsorId: sponsor.id }), 403);
    await expectRefused(api, () => call(cast.applicant, 'PUT', orgUrl(), { sponsorId: sponsor.id }), 403);
    const employerMissing = await expectRefused(api, () => call(cast.employerAdmin, 'PUT', orgUrl(), { companyName: 'Only a name' }), 400);
    expect(employerMissing.errors.map((error) => error.field)).toEqual(['city', 'state', 'companyWebsite']);
  });
});

describe('the public sponsor pages (spec 3 §2.5, spec 2 §2.3)', () => {
  /** An activated fair of the cast's organization, `days` from the test clock's today. */
  const activatedFair = async (name: string, days: number) => {
    const created = await call(cast.employerAdmin, 'POST', `/api/organizations/${cast.organizationId}/jobfairs`, {
      ...jobFairBody(api, days),
      name,
    });
    const fairId = envelopeOf(created).data.id as string;
    await handleCommand(
      api.store,
      jobFairStream(fairId),
      jobFairDecider,
      {
        type: 'RecordJobFairPayment',
        data: {
          jobFairId: fairId,
          companyId: cast.organizationId,
          actorId: 'test',
          now: api.clock.now().toISOString(),
          ...JOB_FAIR_PRICE,
          paymentReference: name,
        },
      },
      {
        newId: randomUUID,
        metadata: { correlationId: name, causationId: null, actorId: null, actorRole: 'System', at: api.clock.now().toISOString() },
      },
    );
    const activated = await call(cast.admin, 'PUT', `/api/organizations/${cast.organizationId}/jobfairs/${fairId}/activation`, {
      isActivated: true,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    return fairId;
  };

  it("lists the sponsor and its companies' activated, not ended fairs; unknown subdomains are 404", async () => {
    const sponsor = await create({ name: 'Harbor Times', sponsoredByText: 'Hiring news from the Harbor Times' });
    await call(cast.admin, 'PUT', `/api/organizations/${cast.organizationId}`, { sponsorId: sponsor.id });
    const fairId = await activatedFair('Harbor fair', 3);
    await call(cast.employerAdmin, 'POST', `/api/organizations/${cast.organizationId}/jobfairs`, {
      ...jobFairBody(api, 4),
      name: 'Not activated',
    });

    const page = await call(null, 'GET', `/api/public/jobfairs/bySubdomain/${sponsor.subdomain!.toUpperCase()}`);
    expect(page.statusCode, page.body).toBe(200);
    const { data } = envelopeOf(page);
    expect(data.sponsor).toEqual({
      id: sponsor.id,
      name: 'Harbor Times',
      description: 'The daily paper of the metro area',
      sponsoredByText: 'Hiring news from the Harbor Times',
    });
    expect(data.jobFairs).toEqual([
      expect.objectContaining({ id: fairId, companyId: cast.organizationId, name: 'Harbor fair', startTime: '10:00', timezone: 'EST' }),
    ]);
    expect(data.jobFairs[0]).toEqual(
      expect.objectContaining({ companyName: expect.any(String), startDate: expect.any(String), durationHours: 3, durationMinutes: 0 }),
    );

    const info = await call(null, 'GET', `/api/public/org-jobfair-info/${cast.organizationId}/${fairId}`);
    expect(envelopeOf(info).data.sponsor).toEqual({ name: 'Harbor Times', sponsoredByText: 'Hiring news from the Harbor Times' });

    // Ten days on, the fair has ended and leaves the page.
    api.clock.advance(10 * 24 * 3_600_000);
    try {
      const later = await call(null, 'GET', `/api/public/jobfairs/bySubdomain/${sponsor.subdomain}`);
      expect(envelopeOf(later).data.jobFairs).toEqual([]);
    } finally {
      api.clock.advance(-10 * 24 * 3_600_000);
    }

    const unknown = await call(null, 'GET', `/api/public/jobfairs/bySubdomain/${unique()}`);
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown)).toEqual({ isSuccess: false, data: null, errors: [{ message: 'Sponsor not found', code: 'NOT_FOUND' }] });
  });

  it('deleting a sponsor frees its subdomain, leaves its companies without a sponsor and closes its page', async () => {
    const sponsor = await create();
    await call(cast.admin, 'PUT', `/api/organizations/${cast.organizationId}`, { sponsorId: sponsor.id });
    const deleted = await call(cast.admin, 'DELETE', `${SPONSORS}/${sponsor.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await statusOf(sponsor.subdomain!)).toBe('AVAILABLE');
    const organization = envelopeOf(await call(cast.admin, 'GET', `/api/organizations/${cast.organizationId}`)).data;
    expect(organization).toMatchObject({ sponsorId: null, sponsorName: null });
    const { events } = await api.store.readStream(organizationStream(cast.organizationId));
    expect(events.at(-1)).toMatchObject({ type: 'OrganizationSponsorChanged', data: { sponsorId: null } });
    expect((await call(null, 'GET', `/api/public/jobfairs/bySubdomain/${sponsor.subdomain}`)).statusCode).toBe(404);
    await expectRefused(api, () => call(cast.admin, 'GET', `${SPONSORS}/${sponsor.id}`), 404);
  });

  it('serves the platform domain to the web client', async () => {
    const response = await call(null, 'GET', '/api/public/platform-config');
    expect(envelopeOf(response).data).toEqual({ platformDomain: 'localhost' });
  });
});
