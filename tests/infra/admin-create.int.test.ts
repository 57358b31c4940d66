import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LINK_MESSAGES, PASSWORD_LINK_TTL_MS } from '../../domain/auth/password-link';
import type { IdentityProvider } from '../../domain/ports/identity';
import { InvalidCredentials } from '../../domain/shared/errors';
import { userStream } from '../../domain/user/user';
import { runAdminCreate } from '../../infra/cli/admin/run-admin-create';
import { createPostgresEventStore, type PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { createBuiltinIdentity } from '../../infra/identity/builtin-identity';
import { startEmbeddedPostgres } from '../../infra/postgres/embedded';
import { connectPlatformDatabase, type PlatformDatabase } from '../../infra/postgres/platform-database';
import { testClock, TEST_SCRYPT_COST } from '../support/api';
import { createTestDatabase } from '../support/database';

// `npm run admin:create` (README "First platform admin"): the command's function on a real database, the
// account it makes read back through the identity and the event log, its link used through the identity port.

const clock = testClock(new Date('2026-05-04T09:00:00Z'));
const PUBLIC_URL = 'https://fair.example.org';
const CHOSEN = 'Chosen@Pass1';
let databaseUrl: string;
let db: Knex;
let pool: pg.Pool;
let store: PostgresEventStore;
let identity: IdentityProvider;

const directly = (url: string) => async (): Promise<PlatformDatabase> => ({
  url,
  embedded: false,
  location: null,
  notices: [],
  stop: async () => {},
});

/** Runs the command as `npm run admin:create -- …args` would, answering its exit code and what it printed. */
const adminCreate = async (args: string[], connect = directly(databaseUrl)) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCreate({
    argv: args,
    env: { PUBLIC_URL },
    clock,
    connect,
    print: (line) => out.push(line),
    printError: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

const tokenOf = (printed: string) => {
  const link = printed.match(/https:\/\/fair\.example\.org\/auth\/set-password\?token=([\w-]+)/);
  if (!link) throw new Error(`no set-password link printed in:\n${printed}`);
  return link[1]!;
};

const eventCount = async () => Number((await pool.query(`SELECT count(*) AS n FROM ${store.names.events}`)).rows[0].n);

beforeAll(async () => {
  databaseUrl = await createTestDatabase('admin_create');
  db = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 4 } });
  pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // A first run makes every table it needs on a database no platform has started on.
  const first = await adminCreate(['--email', 'First.Admin@Example.org', '--first-name', 'Fran', '--last-name', 'First']);
  expect(first.code, first.err).toBe(0);
  store = await createPostgresEventStore(pool);
  identity = await createBuiltinIdentity({ db, clock, newId: randomUUID, scryptCost: TEST_SCRYPT_COST });
});
afterAll(async () => {
  await store?.close();
  await pool?.end();
  await db?.destroy();
});

describe('npm run admin:create', () => {
  it('makes a platform admin on the log and in the identity, whose link sets the password exactly once', async () => {
    const email = `admin-${randomUUID().slice(0, 8)}@example.org`;
    const run = await adminCreate(['--email', email]);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain(`Created the platform admin ${email}.`);
    expect(run.out).toContain(`until ${new Date(clock.now().getTime() + PASSWORD_LINK_TTL_MS).toISOString()} (24 hours)`);
    const token = tokenOf(run.out);

    const admin = await identity.findUserByEmail(email);
    expect(admin).toMatchObject({ email, firstName: 'Platform', lastName: 'Admin', roles: ['Admin'], organizationId: null });
    // The same event the demo seed records for its admin.
    const { events } = await store.readStream(userStream(admin!.userId));
    expect(events.map((event) => [event.type, event.data])).toEqual([
      [
        'UserRegistered',
        {
          userId: admin!.userId,
          email,
          firstName: 'Platform',
          lastName: 'Admin',
          roles: ['Admin'],
          organizationId: null,
          sponsorId: null,
          registeredAt: clock.now().toISOString(),
        },
      ],
    ]);
    // No password opens it before the link is used.
    await expect(identity.signIn(email, CHOSEN)).rejects.toBeInstanceOf(InvalidCredentials);
    expect(await identity.awaitsPassword(admin!.userId)).toBe(true);

    expect(await identity.setPasswordWithLink(token, CHOSEN)).toMatchObject({ userId: admin!.userId, roles: ['Admin'] });
    const signedIn = await identity.signIn(email, CHOSEN);
    expect(signedIn).toMatchObject({ kind: 'SIGNED_IN', principal: { email, roles: ['Admin'] } });
    expect(await identity.awaitsPassword(admin!.userId)).toBe(false);

    await expect(identity.setPasswordWithLink(token, 'Other@Pass2')).rejects.toThrow(PASSWORD_LINK_MESSAGES.used);
    expect(await identity.signIn(email, CHOSEN)).toMatchObject({ kind: 'SIGNED_IN' });

    // Once the password is chosen, a second run changes nothing.
    const before = await eventCount();
    const again = await adminCreate(['--email', email.toUpperCase()]);
    expect(again.code).toBe(1);
    expect(again.err).toContain(
      `An account with the email ${email} already exists (roles: Admin) and has its password: nothing was changed.`,
    );
    expect(again.out).not.toContain('token=');
    expect(await eventCount()).toBe(before);
  });

  it('refuses a link 24 hours and 1 second after it was printed; a second run prints a new one, which replaces it', async () => {
    const email = `late-${randomUUID().slice(0, 8)}@example.org`;
    const expired = tokenOf((await adminCreate(['--email', email])).out);
    clock.advance(PASSWORD_LINK_TTL_MS + 1_000);
    await expect(identity.setPasswordWithLink(expired, CHOSEN)).rejects.toThrow(PASSWORD_LINK_MESSAGES.expired);

    const before = await eventCount();
    const again = await adminCreate(['--email', email]);
    expect(again.code, again.err).toBe(0);
    expect(again.out).toContain(`${email} is a platform admin who has not chosen a password yet: here is a new link.`);
    expect(await eventCount()).toBe(before);
    await expect(identity.setPasswordWithLink(expired, CHOSEN)).rejects.toThrow(PASSWORD_LINK_MESSAGES.unknown);
    await identity.setPasswordWithLink(tokenOf(again.out), CHOSEN);
    expect(await identity.signIn(email, CHOSEN)).toMatchObject({ kind: 'SIGNED_IN', principal: { roles: ['Admin'] } });
  });

  it('keeps a link whose password the rules refuse (spec 1 §5.2)', async () => {
    const email = `rules-${randomUUID().slice(0, 8)}@example.org`;
    const token = tokenOf((await adminCreate(['--email', email])).out);
    await expect(identity.setPasswordWithLink(token, 'alllowercase1!')).rejects.toThrow(
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    );
    await identity.setPasswordWithLink(token, CHOSEN);
    expect(await identity.signIn(email, CHOSEN)).toMatchObject({ kind: 'SIGNED_IN' });
  });

  it('refuses a bad email or a missing one with exit code 1 and appends nothing', async () => {
    const before = await eventCount();
    const bad = await adminCreate(['--email', 'not-an-email']);
    expect(bad).toMatchObject({ code: 1, out: '' });
    expect(bad.err).toBe('Please enter a valid email address\nNothing was changed.');
    const missing = await adminCreate([]);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('--email is required.');
    const unknownOption = await adminCreate(['--mail', 'a@example.org']);
    expect(unknownOption.code).toBe(1);
    expect(await eventCount()).toBe(before);
    expect(await identity.findUserByEmail('not-an-email')).toBeNull();
  });

  it('refuses an address that belongs to an account of another role, changing nothing', async () => {
    const recruiter = `recruiter-${randomUUID().slice(0, 8)}@example.org`;
    await identity.createUser({
      userId: randomUUID(),
      email: recruiter,
      firstName: 'Rita',
      lastName: 'Recruiter',
      roles: ['Recruiter'],
      organizationId: randomUUID(),
      password: CHOSEN,
      temporary: false,
    });
    const before = await eventCount();
    const run = await adminCreate(['--email', recruiter]);
    expect(run.code).toBe(1);
    expect(run.err).toContain(`An account with the email ${recruiter} already exists (roles: Recruiter)`);
    expect(await identity.findUserByEmail(recruiter)).toMatchObject({ roles: ['Recruiter'] });
    expect(await eventCount()).toBe(before);
  });
});

describe('admin:create beside a running platform', () => {
  const dataDir = `.data/test-admin-create-${randomUUID().slice(0, 8)}`;
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses the embedded Postgres the running platform started, and leaves it running', async () => {
    // This test process stands for the platform: it started the server and still runs, as `npm start` would.
    server = await startEmbeddedPostgres({ dataDir: `${dataDir}/postgres`, persistent: false, settings: { fsync: 'off' } });
    const join = () => connectPlatformDatabase(undefined, dataDir, { joinRunning: true });
    const email = `beside-${randomUUID().slice(0, 8)}@example.org`;
    const run = await adminCreate(['--email', email], join);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain(`Used the embedded Postgres of the running platform (process ${process.pid}).`);
    tokenOf(run.out);
    // Still up after the command: the platform's database was not stopped.
    const database = await join();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ email: string; roles: string[] }>('SELECT email, roles FROM identity_users');
      expect(rows).toEqual([{ email, roles: ['Admin'] }]);
    } finally {
      await client.end();
    }
  });
});
