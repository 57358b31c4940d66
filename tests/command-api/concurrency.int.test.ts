import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../infra/clock/system-clock';
import { createBuiltinIdentity } from '../../infra/identity/builtin-identity';
import { organizationStream } from '../../domain/organization/organization';
import type { Platform } from '../../infra/platform';
import { startTestPlatform } from '../support/platform';

// Invariants under concurrency, proven by racing real HTTP requests against a listening server
// (ARCHITECTURE.md "Write side"): handleCommand retries on version conflicts, so every racer
// succeeds, and the one-time onboarding steps are still recorded exactly once.
let platform: Platform;
const organizationId = randomUUID();
const email = `racer-${organizationId.slice(0, 8)}@example.com`;
const password = 'Racer@12345';
let token: string;
let logoKey: string;

const api = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${platform.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  return { status: response.status, body: (await response.json()) as { isSuccess: boolean; data: any; errors: unknown[] } };
};

beforeAll(async () => {
  platform = await startTestPlatform('api_concurrency', { seed: false });
  const identity = await createBuiltinIdentity({ db: platform.db, clock: systemClock, newId: randomUUID });
  await identity.createUser({
    userId: randomUUID(),
    email,
    firstName: 'Rae',
    lastName: 'Racer',
    roles: ['EmployerAdmin'],
    organizationId,
    password,
    temporary: false,
  });
  const signIn = await fetch(`${platform.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
  const logo = await fetch(`${platform.url}/api/files/logo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: await readFile('infra/seed/assets/acme-logo.png'),
  });
  logoKey = ((await logo.json()) as { data: { key: string } }).data.key;
});
afterAll(() => platform?.close());

const details = (city: string) => ({
  companyName: 'Race Inc',
  city,
  state: 'MA',
  companyWebsite: 'https://race.example.com',
  companyLogo: logoKey,
});
const onboardingEvents = async (step: string) =>
  (await platform.store.readStream(organizationStream(organizationId))).events.filter(
    (event) => event.type === 'OnboardingProgressRaised' && (event.data as { lastCompletedStep: string }).lastCompletedStep === step,
  );

describe('racing requests', () => {
  it('saves an organization from 12 simultaneous requests: all succeed, the 20 % step is recorded once', async () => {
    const cities = Array.from({ length: 12 }, (_, i) => `City ${i}`);
    const answers = await Promise.all(cities.map((city) => api('PUT', `/organizations/${organizationId}`, details(city))));

    expect(answers.map((answer) => answer.status)).toEqual(cities.map(() => 200));
    const { events } = await platform.store.readStream(organizationStream(organizationId));
    expect(events.filter((event) => event.type === 'OrganizationDetailsSaved')).toHaveLength(12);
    expect(await onboardingEvents('FilledOrganizationDetails')).toHaveLength(1);
    // The read model ends on the last save the log holds.
    const lastSaved = events.filter((event) => event.type === 'OrganizationDetailsSaved').at(-1)!.data as { city: string };
    expect((await api('GET', `/organizations/${organizationId}`)).body.data.city).toBe(lastSaved.city);
  });

  it('creates 10 job fairs from simultaneous requests: 10 distinct fairs, the 40 % step recorded once', async () => {
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api('POST', `/organizations/${organizationId}/jobfairs`, {
          name: `Race fair ${i}`,
          startDate: start,
          startTime: '10:00',
          timezone: 'EST',
          durationHours: 2,
          durationMinutes: 0,
        }),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(10);
    expect((await api('GET', `/organizations/${organizationId}/jobfairs`)).body.data).toHaveLength(10);
    expect(await onboardingEvents('CreatedJobFair')).toHaveLength(1);
  });
});
