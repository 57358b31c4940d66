import { randomUUID } from 'node:crypto';
import type { Role } from '../../../domain/auth/roles';
import { boothDecider, boothStream } from '../../../domain/booth/booth';
import { boothFieldsSchema } from '../../../domain/booth/booth-schema';
import { jobFairDecider, jobFairStream, JOB_FAIR_PRICE } from '../../../domain/jobfair/jobfair';
import type { Decider } from '../../../domain/shared/decider';
import type { Command, Event } from '../../../domain/shared/event';
import { handleCommand } from '../../../domain/shared/handle-command';
import { userDecider, userStream } from '../../../domain/user/user';
import { systemClock } from '../../../infra/clock/system-clock';
import { createBuiltinIdentity } from '../../../infra/identity/builtin-identity';
import type { ScryptCost } from '../../../infra/identity/password-hash';
import { scheduleRunningNow } from '../../../infra/seed/demo-schedule';
import type { Platform } from '../../../infra/platform';
import { BENCH_PASSWORD, clockMs, inParallel, type FairScale } from './scale';

export type BenchUser = Readonly<{ userId: string; email: string; token: string }>;
export type BenchRecruiter = BenchUser & Readonly<{ boothId: string }>;
export type BenchBooth = Readonly<{ boothId: string; questionIds: readonly string[] }>;

export type SeededFair = Readonly<{
  organizationId: string;
  jobFairId: string;
  booths: readonly BenchBooth[];
  recruiters: readonly BenchRecruiter[];
  seekers: readonly BenchUser[];
  /** Seconds per seeding step, and the cost of one sign-in at the platform's real scrypt cost. */
  timings: Readonly<Record<string, number>>;
}>;

// Accounts are made through the built-in identity adapter itself, at the cost tests use: at the
// platform's cost (N=2^15) 10,300 hashes plus 10,300 sign-ins would take most of an hour on two
// shared cores. The real cost is timed on a few users (see `timings`) and reported beside it.
const BENCH_SCRYPT_COST: ScryptCost = { N: 1024, r: 8, p: 1 };
const QUESTIONS = ['Do you have a degree?', 'Can you start within a month?', 'Are you willing to relocate?'];
const WIDTH = 8;

/**
 * A Started, paid, activated fair with booths (three queue questions each), recruiters assigned to
 * booths in turn, and job seekers, all through the deciders and the identity adapter, signed in.
 */
export const seedFair = async (platform: Platform, scale: FairScale, log: (line: string) => void = () => {}): Promise<SeededFair> => {
  const timings: Record<string, number> = {};
  const timed = async <R>(name: string, work: () => Promise<R>): Promise<R> => {
    const started = clockMs();
    const result = await work();
    timings[name] = (clockMs() - started) / 1000;
    log(`  ${name}: ${timings[name].toFixed(1)} s`);
    return result;
  };
  // A second instance of the same adapter on the platform's tables and signing keys, so its tokens
  // are the platform's; the long token lifetime outlasts seeding plus the run (the platform's is 15 min).
  const identity = await createBuiltinIdentity({
    db: platform.db,
    clock: systemClock,
    newId: randomUUID,
    scryptCost: BENCH_SCRYPT_COST,
    accessTokenTtlSeconds: 4 * 3600,
  });
  const organizationId = randomUUID();
  const jobFairId = randomUUID();
  const adminId = randomUUID();
  const now = () => new Date().toISOString();
  const run = <S, C extends Command, E extends Event>(streamId: string, decider: Decider<S, C, E>, command: C) =>
    handleCommand(platform.store, streamId, decider, command, {
      newId: randomUUID,
      metadata: { correlationId: 'bench-seed', causationId: null, actorId: adminId, actorRole: 'Admin', at: now() },
    });

  const fairIds = { jobFairId, companyId: organizationId, actorId: adminId };
  await run(jobFairStream(jobFairId), jobFairDecider, {
    type: 'CreateJobFair',
    data: { ...fairIds, now: now(), form: scheduleRunningNow(new Date(), 'Benchmark fair'), mayStartInPast: true },
  });
  await run(jobFairStream(jobFairId), jobFairDecider, {
    type: 'RecordJobFairPayment',
    data: { ...fairIds, now: now(), ...JOB_FAIR_PRICE, paymentReference: 'bench' },
  });
  await run(jobFairStream(jobFairId), jobFairDecider, {
    type: 'SetJobFairActivation',
    data: { ...fairIds, now: now(), isActivated: true },
  });

  const account = (role: Role, index: number) => ({
    userId: randomUUID(),
    email: `${role.toLowerCase()}-${index}-${jobFairId.slice(0, 8)}@bench.test`,
    firstName: role === 'Recruiter' ? 'Rec' : 'Seeker',
    lastName: String(index),
    roles: [role],
    organizationId: role === 'Recruiter' ? organizationId : null,
  });
  const recruiterAccounts = Array.from({ length: scale.recruiters }, (_, index) => account('Recruiter', index));
  const seekerAccounts = Array.from({ length: scale.seekers }, (_, index) => account('Applicant', index));
  const accounts = [...recruiterAccounts, ...seekerAccounts];
  await timed('identity accounts (adapter createUser, scrypt N=1024)', () =>
    inParallel(accounts, WIDTH, (user) => identity.createUser({ ...user, password: BENCH_PASSWORD, temporary: false })),
  );
  await timed('UserRegistered events (user decider)', () =>
    inParallel(accounts, WIDTH, (user) =>
      run(userStream(user.userId), userDecider, { type: 'RegisterUser', data: { ...user, now: now(), sponsorId: null } }),
    ),
  );

  const booths: BenchBooth[] = Array.from({ length: scale.booths }, () => ({
    boothId: randomUUID(),
    questionIds: QUESTIONS.map(() => randomUUID()),
  }));
  const boothOf = (recruiterIndex: number) => booths[recruiterIndex % booths.length]!.boothId;
  await timed('booths with queue questions (booth decider)', () =>
    inParallel(booths, WIDTH, async ({ boothId, questionIds }, index) => {
      const ids = { boothId, jobFairId, organizationId, actorId: adminId, now: now() };
      const recruiters = recruiterAccounts.filter((_, recruiterIndex) => boothOf(recruiterIndex) === boothId).map((user) => user.userId);
      const fields = boothFieldsSchema.parse({
        name: `Booth ${index + 1}`,
        description: `Booth ${index + 1} of the benchmark fair.`,
        recruiters,
      });
      await run(boothStream(boothId), boothDecider, { type: 'CreateBooth', data: { ...ids, fields, sortOrder: index } });
      await run(boothStream(boothId), boothDecider, {
        type: 'SaveQueueQuestions',
        data: { ...ids, questions: questionIds.map((id, rank) => ({ id, name: QUESTIONS[rank]!, rank })) },
      });
    }),
  );

  const tokens = await timed('sign-ins (adapter signIn, scrypt N=1024)', () =>
    inParallel(accounts, WIDTH, async (user) => {
      const signedIn = await identity.signIn(user.email, BENCH_PASSWORD);
      if (signedIn.kind !== 'SIGNED_IN') throw new Error(`${user.email} could not sign in: ${signedIn.kind}`);
      return signedIn.accessToken;
    }),
  );
  timings['one sign-in at the platform cost (ms)'] = await realSignInMs(platform);
  log(`  one sign-in at the platform cost: ${timings['one sign-in at the platform cost (ms)'].toFixed(0)} ms`);

  await timed('read models caught up', async () => platform.runner.waitFor(await platform.store.headCheckpoint(), 300_000));
  const userOf = (user: (typeof accounts)[number], index: number): BenchUser => ({
    userId: user.userId,
    email: user.email,
    token: tokens[index]!,
  });
  return {
    organizationId,
    jobFairId,
    booths,
    recruiters: recruiterAccounts.map((user, index) => ({ ...userOf(user, index), boothId: boothOf(index) })),
    seekers: seekerAccounts.map((user, index) => userOf(user, recruiterAccounts.length + index)),
    timings,
  };
};

/** A few accounts at the platform's own scrypt cost, signed in through the platform's identity: ms per sign-in. */
const realSignInMs = async (platform: Platform): Promise<number> => {
  const users = Array.from({ length: 3 }, (_, index) => ({
    userId: randomUUID(),
    email: `cost-${index}-${randomUUID().slice(0, 8)}@bench.test`,
  }));
  for (const user of users)
    await platform.identity.createUser({
      ...user,
      firstName: 'Cost',
      lastName: 'Probe',
      roles: ['Applicant'],
      organizationId: null,
      password: BENCH_PASSWORD,
      temporary: false,
    });
  const started = clockMs();
  for (const user of users) await platform.identity.signIn(user.email, BENCH_PASSWORD);
  return (clockMs() - started) / users.length;
};
