import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURSOR_REFUSED } from '../../projections/queries/companies';
import { buildTestApi, envelopeOf, type TestApi, type TestUser } from '../support/api';
import { registerInReadModel } from '../support/registered-user';
import { castFor, jobFairBody, organizationBody, type Cast } from './fixtures';

type Company = { id: string; companyName: string; createdAt: string; createdBy: string; onBoardingProgress: { progress: number } };
type Page = { items: Company[]; cursor: string | null };

let api: TestApi;
let cast: Cast;
beforeAll(async () => {
  api = await buildTestApi('api_companies');
  cast = await castFor(api);
});
afterAll(() => api.close());

/** A new organization saved by its own employer admin, one second after the previous one (createdAt sorts them). */
const newCompany = async (companyName: string, city = 'Boise', state = 'ID'): Promise<{ id: string; creator: TestUser }> => {
  api.clock.advance(1_000);
  const id = randomUUID();
  const creator = await api.user(['EmployerAdmin'], id);
  const saved = await api.as(creator, {
    method: 'PUT',
    url: `/api/organizations/${id}`,
    payload: organizationBody(companyName, { city, state }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id, creator };
};

const page = async (query: string, user = cast.admin): Promise<Page> => {
  const response = await api.as(user, { method: 'GET', url: `/api/organizations?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf(response).data as Page;
};

/** Every company, following the cursors page by page. */
const everyPage = async (query: string): Promise<Company[][]> => {
  const pages: Company[][] = [];
  let cursor: string | null = null;
  do {
    const next: Page = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(next.items);
    cursor = next.cursor;
  } while (cursor);
  return pages;
};

const NAMES = ['kestrel', 'Alder', 'birch', 'Juniper', 'cedar', 'Hazel', 'elm', 'Fir', 'ginkgo', 'Larch', 'maple', 'Oak'];

describe('GET /api/organizations (Companies screen, spec 3 §2.2, §9)', () => {
  beforeAll(async () => {
    for (const name of NAMES) await newCompany(name);
  });

  it('answers 10 by company name ascending by default, with a cursor to the rest', async () => {
    const first = await page('');
    expect(first.items).toHaveLength(10);
    const everyName = [...NAMES, 'Acme Hiring'].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(first.items.map((company) => company.companyName)).toEqual(everyName.slice(0, 10));
    expect(first.cursor).toEqual(expect.any(String));
    const rest = await page(`cursor=${first.cursor}`);
    expect(rest.items.map((company) => company.companyName)).toEqual(everyName.slice(10));
    expect(rest.cursor).toBeNull();
  });

  it('sorts by company name and by date, both ways, across pages', async () => {
    const all = (await everyPage('limit=100')).flat();
    const byName = [...all].sort((a, b) => a.companyName.toLowerCase().localeCompare(b.companyName.toLowerCase()));
    const byDate = [...all].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const expected = {
      'sortBy=companyName&sortDirection=asc': byName,
      'sortBy=companyName&sortDirection=desc': [...byName].reverse(),
      'sortBy=createdAt&sortDirection=asc': byDate,
      'sortBy=createdAt&sortDirection=desc': [...byDate].reverse(),
    };
    for (const [query, companies] of Object.entries(expected)) {
      const pages = await everyPage(`${query}&limit=4`);
      expect(pages.slice(0, -1).every((items) => items.length === 4)).toBe(true);
      expect(
        pages.flat().map((company) => company.id),
        query,
      ).toEqual(companies.map((company) => company.id));
    }
  });

  it('pages by a keyset cursor: companies created between pages neither repeat nor hide one already there', async () => {
    const before = (await everyPage('limit=100')).flat();
    const seen: Company[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const next: Page = await page(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...next.items);
      cursor = next.cursor;
      // Names that sort before and after the page just read.
      await newCompany(`aaa${round}`);
      await newCompany(`zzz${round}`);
      round += 1;
    } while (cursor);
    const ids = seen.map((company) => company.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(before.map((company) => company.id)));
    // Those sorting after the cursor are met on a later page; the ones before it are not repeated.
    expect(seen.filter((company) => company.companyName.startsWith('zzz')).length).toBeGreaterThan(0);
    const names = seen.map((company) => company.companyName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses a cursor it did not answer, or one of another sort, and a page over 100', async () => {
    const { cursor } = await page('limit=2');
    for (const query of [
      `cursor=${cursor}&sortBy=createdAt`,
      `cursor=${cursor}&sortDirection=desc`,
      'cursor=bm90LWEtY3Vyc29y',
      'cursor=12',
      'cursor=a%20b',
    ]) {
      const refused = await api.as(cast.admin, { method: 'GET', url: `/api/organizations?${query}` });
      expect(refused.statusCode, query).toBe(400);
      expect(envelopeOf(refused).errors[0]?.message).toBe(CURSOR_REFUSED);
    }
    expect((await api.as(cast.admin, { method: 'GET', url: '/api/organizations?limit=101' })).statusCode).toBe(400);
  });

  it('is for platform admins only', async () => {
    for (const user of [cast.employerAdmin, cast.recruiter, cast.applicant])
      expect((await api.as(user, { method: 'GET', url: '/api/organizations' })).statusCode).toBe(403);
    expect((await api.as(null, { method: 'GET', url: '/api/organizations' })).statusCode).toBe(401);
  });
});

describe('the Sponsor column (spec 3 §2.2, §7 update organization (sponsorId, sponsorName))', () => {
  const sponsorOf = async (id: string) => {
    const line = (await everyPage('limit=100')).flat().find((company) => company.id === id) as Company & {
      sponsorId: string | null;
      sponsorName: string | null;
    };
    return { sponsorId: line.sponsorId, sponsorName: line.sponsorName };
  };
  const sponsorForm = (name: string) => ({
    name,
    subdomain: `herald-${randomUUID().slice(0, 8)}`,
    description: '',
    sponsoredByText: 'Sponsored by a newspaper',
  });

  it('shows the sponsor an admin chose, under its current name, and none once the sponsor is deleted', async () => {
    const { id } = await newCompany('Sponsored Co');
    const form = sponsorForm('Daily Herald');
    const created = await api.as(cast.admin, { method: 'POST', url: '/api/organizations/sponsors', payload: form });
    expect(created.statusCode, created.body).toBe(201);
    const sponsorId = envelopeOf(created).data.id as string;

    const chosen = await api.as(cast.admin, {
      method: 'PUT',
      url: `/api/organizations/${id}`,
      payload: { sponsorId, sponsorName: 'Daily Herald' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await sponsorOf(id)).toEqual({ sponsorId, sponsorName: 'Daily Herald' });

    const renamed = await api.as(cast.admin, {
      method: 'PUT',
      url: `/api/organizations/sponsors/${sponsorId}`,
      payload: { ...form, name: 'Evening Herald' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await sponsorOf(id)).toEqual({ sponsorId, sponsorName: 'Evening Herald' });

    expect((await api.as(cast.admin, { method: 'DELETE', url: `/api/organizations/sponsors/${sponsorId}` })).statusCode).toBe(200);
    expect(await sponsorOf(id)).toEqual({ sponsorId: null, sponsorName: null });
  });
});

describe('GET /api/users/:id (the creator of a company, spec 3 §3, §7)', () => {
  it("answers the creator's names and contact to a platform admin; 404 for nobody, 403 for other roles", async () => {
    const { id, creator } = await newCompany('Quarry Works');
    await registerInReadModel(api, creator, 'Quinn', 'Quarry', { phone: '5125550123', city: 'Austin', state: 'TX', zip: '78701' });
    const listed = (await everyPage('limit=100')).flat().find((company) => company.id === id);
    expect(listed?.createdBy).toBe(creator.userId);

    const read = await api.as(cast.admin, { method: 'GET', url: `/api/users/${creator.userId}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(envelopeOf(read).data).toEqual({
      id: creator.userId,
      firstName: 'Quinn',
      lastName: 'Quarry',
      emailId: creator.email,
      phone_number: '5125550123',
    });
    expect((await api.as(cast.admin, { method: 'GET', url: `/api/users/${randomUUID()}` })).statusCode).toBe(404);
    for (const user of [cast.employerAdmin, cast.recruiter, cast.applicant])
      expect((await api.as(user, { method: 'GET', url: `/api/users/${creator.userId}` })).statusCode).toBe(403);
  });
});

describe("onboarding progress in the admin's view (spec 1 §4.3, spec 3 §4)", () => {
  const progressOf = async (id: string) => (await everyPage('limit=100')).flat().find((company) => company.id === id)?.onBoardingProgress;

  const payFor = async (creator: TestUser, organizationId: string) => {
    const fairUrl = `/api/organizations/${organizationId}/jobfairs`;
    const fair = envelopeOf(await api.as(creator, { method: 'POST', url: fairUrl, payload: jobFairBody(api) })).data as { id: string };
    const link = await api.as(creator, { method: 'POST', url: `${fairUrl}/${fair.id}/create-payment-link`, payload: {} });
    const session = new URL(envelopeOf(link).data.url, 'http://localhost').searchParams.get('session')!;
    const paid = await api.as(creator, { method: 'POST', url: '/api/payments/local/pay', payload: { session } });
    expect(paid.statusCode, paid.body).toBe(200);
    return fair.id;
  };

  it('shows JobFairPaymentCompleted between the fair and the booth once a payment succeeds, and never lowers it', async () => {
    const { id, creator } = await newCompany('Ledger Labs');
    expect(await progressOf(id)).toEqual({ progress: 20, lastCompletedStep: 'FilledOrganizationDetails' });
    const fairId = await payFor(creator, id);
    expect(await progressOf(id)).toEqual({ progress: 60, lastCompletedStep: 'JobFairPaymentCompleted' });

    const booth = await api.as(creator, {
      method: 'POST',
      url: `/api/jobfairs/${fairId}/booths`,
      payload: {
        name: 'Engineering',
        description: 'We build things',
        chatDuration: 15 * 60_000,
        companyImageUrl: 'employer_logos/ledger/booth.png',
        minimumScore: 0,
        recruiters: [],
      },
    });
    expect(booth.statusCode, booth.body).toBe(201);
    expect(await progressOf(id)).toEqual({ progress: 80, lastCompletedStep: 'BoothConfigured' });
    await payFor(creator, id);
    expect(await progressOf(id)).toEqual({ progress: 80, lastCompletedStep: 'BoothConfigured' });
  });
});
