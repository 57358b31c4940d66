import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFairDecider, jobFairStream } from '../../domain/jobfair/jobfair';
import type { EventStore } from '../../domain/ports/event-store';
import type { FileStorage } from '../../domain/ports/file-storage';
import { handleCommand } from '../../domain/shared/handle-command';
import { userDecider, userStream } from '../../domain/user/user';
import { createPostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { createLocalFileStorage } from '../../infra/files/local-file-storage';
import { createBuiltinIdentity } from '../../infra/identity/builtin-identity';
import { DEMO_ACCOUNTS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID } from '../../infra/seed/demo-accounts';
import { DEMO_COMPANY_IDS } from '../../infra/seed/demo-companies';
import { seedDemoData } from '../../infra/seed/demo-data';
import { scheduleRunningNow } from '../../infra/seed/demo-schedule';
import { DEMO_SPONSOR_ID, DEMO_SPONSOR_SUBDOMAIN } from '../../infra/seed/demo-sponsor';
import { organizationStream } from '../../domain/organization/organization';
import { sponsorStream } from '../../domain/sponsor/sponsor';
import { subdomainStream } from '../../domain/sponsor/subdomain-reservation';
import { createTestDatabase } from '../support/database';
import { TEST_SCRYPT_COST } from '../support/api';

// spec 1 §2.5: the demo job seekers have complete profiles, so they reach the lobby directly; the seed
// is step-wise idempotent, so a database seeded before profiles existed gets them on its next start.
const clock = { now: () => new Date() };
const filesDir = `.data/test-files-${process.pid}-demo-seed`;
const seekers = DEMO_ACCOUNTS.filter((account) => account.roles.includes('Applicant'));
const pools: pg.Pool[] = [];
const dbs: Knex[] = [];
afterAll(async () => {
  await Promise.all([...pools.map((pool) => pool.end()), ...dbs.map((db) => db.destroy())]);
  await rm(filesDir, { recursive: true, force: true });
});

const freshDeps = async (label: string) => {
  const url = await createTestDatabase(label);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 4 } });
  pools.push(pool);
  dbs.push(db);
  const store = await createPostgresEventStore(pool);
  const identity = await createBuiltinIdentity({ db, clock, newId: randomUUID, scryptCost: TEST_SCRYPT_COST });
  const files = createLocalFileStorage({ rootDir: filesDir, secret: 'test', clock });
  return { store, identity, files, clock, newId: randomUUID };
};

const savedProfiles = async (store: EventStore) =>
  Promise.all(
    seekers.map(async (seeker) =>
      (await store.readStream(userStream(seeker.userId))).events.filter((event) => event.type === 'UserProfileSaved'),
    ),
  );

const expectCompleteProfiles = async (store: EventStore, files: FileStorage) => {
  for (const saved of await savedProfiles(store)) {
    expect(saved).toHaveLength(1);
    const data = saved[0]!.data as { isProfileComplete: boolean; applicant: { phone: string; resumeKey: string } };
    expect(data.isProfileComplete).toBe(true);
    expect(data.applicant.phone).toMatch(/^\+1\d{10}$/);
    const resume = await files.read(data.applicant.resumeKey);
    expect(resume?.contentType).toBe('application/pdf');
    expect(Buffer.from(resume!.content).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
};

/** The twelve extra companies (more than a Companies page of 10), each saved once by its own creator. */
const expectDemoCompanies = async (store: EventStore) => {
  expect(DEMO_COMPANY_IDS.length).toBeGreaterThan(10);
  for (const id of DEMO_COMPANY_IDS)
    expect((await store.readStream(organizationStream(id))).events.map((event) => event.type)).toEqual([
      'OrganizationDetailsSaved',
      'OnboardingProgressRaised',
    ]);
};

describe('demo seed: job seeker profiles', () => {
  let fresh: Awaited<ReturnType<typeof freshDeps>>;
  beforeAll(async () => {
    fresh = await freshDeps('demo_seed_fresh');
  });

  it('a fresh database gets every demo job seeker a complete profile with a PDF resume', async () => {
    expect(await seedDemoData(fresh)).toBe('seeded');
    await expectCompleteProfiles(fresh.store, fresh.files);
    await expectDemoCompanies(fresh.store);
  });

  it('a later start saves nothing again', async () => {
    expect(await seedDemoData(fresh)).toBe('present');
    await expectCompleteProfiles(fresh.store, fresh.files);
    await expectDemoCompanies(fresh.store);
  });

  it('a database seeded before profiles existed gets them on its next start', async () => {
    const older = await freshDeps('demo_seed_older');
    const metadata = {
      correlationId: 'older-seed',
      causationId: null,
      actorId: null,
      actorRole: 'Admin' as const,
      at: clock.now().toISOString(),
    };
    // What the seed wrote before this step existed: the users (all but the later Admin+Applicant host) and the fair.
    const host = DEMO_ACCOUNTS.find((account) => account.email === 'host@demo.jobfair.test')!;
    const earlier = DEMO_ACCOUNTS.filter((account) => account !== host);
    for (const account of earlier) {
      await handleCommand(
        older.store,
        userStream(account.userId),
        userDecider,
        { type: 'RegisterUser', data: { ...account, roles: [...account.roles], now: clock.now().toISOString(), sponsorId: null } },
        { newId: randomUUID, metadata },
      );
    }
    const form = scheduleRunningNow(clock.now(), 'Acme Spring Career Fair');
    await handleCommand(
      older.store,
      jobFairStream(DEMO_JOB_FAIR_ID),
      jobFairDecider,
      {
        type: 'CreateJobFair',
        data: {
          jobFairId: DEMO_JOB_FAIR_ID,
          companyId: DEMO_ORGANIZATION_ID,
          actorId: DEMO_ACCOUNTS[1]!.userId,
          now: clock.now().toISOString(),
          form,
          mayStartInPast: true,
        },
      },
      { newId: randomUUID, metadata },
    );
    expect((await savedProfiles(older.store)).flat()).toHaveLength(0);

    expect(await seedDemoData(older)).toBe('present');
    await expectCompleteProfiles(older.store, older.files);
    await expectDemoCompanies(older.store);
    // The account added later exists now, with both roles, and can sign in.
    expect(host.roles).toEqual(['Admin', 'Applicant']);
    expect((await older.store.readStream(userStream(host.userId))).events.map((event) => event.type)).toEqual([
      'UserRegistered',
      'UserProfileSaved',
    ]);
    expect((await older.identity.findUserByEmail(host.email))?.roles).toEqual(['Admin', 'Applicant']);
  });
});

describe('demo seed: the sponsor of the demo company (spec 3 §1)', () => {
  it('creates the Metro Herald with its subdomain, sponsors Acme with it, and does it once', async () => {
    const deps = await freshDeps('demo_seed_sponsor');
    await seedDemoData(deps);
    await seedDemoData(deps);
    const types = async (stream: string) => (await deps.store.readStream(stream)).events.map((event) => event.type);
    expect(await types(sponsorStream(DEMO_SPONSOR_ID))).toEqual(['SponsorCreated']);
    expect(await types(subdomainStream(DEMO_SPONSOR_SUBDOMAIN))).toEqual(['SubdomainReserved']);
    const organization = (await deps.store.readStream(organizationStream(DEMO_ORGANIZATION_ID))).events;
    expect(organization.filter((event) => event.type === 'OrganizationSponsorChanged').map((event) => event.data)).toEqual([
      expect.objectContaining({ sponsorId: DEMO_SPONSOR_ID, sponsorName: 'Metro Herald' }),
    ]);
  });
});
