import type { Clock } from '../../domain/ports/clock';
import type { EventStore } from '../../domain/ports/event-store';
import type { FileStorage } from '../../domain/ports/file-storage';
import type { IdentityProvider } from '../../domain/ports/identity';
import type { Command, Event } from '../../domain/shared/event';
import type { Decider } from '../../domain/shared/decider';
import { aggregateStream } from '../../domain/shared/aggregate-stream';
import { handleCommand } from '../../domain/shared/handle-command';
import { organizationDecider, organizationStream } from '../../domain/organization/organization';
import { jobFairDecider, jobFairStream, JOB_FAIR_PRICE } from '../../domain/jobfair/jobfair';
import { boothDecider, boothStream } from '../../domain/booth/booth';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { userDecider, userStream, type UserEvent } from '../../domain/user/user';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_BOOTHS } from './demo-booths';
import { seedDemoCompanies } from './demo-companies';
import { seedDemoProfiles } from './demo-profiles';
import { seedDemoSponsor } from './demo-sponsor';
import { isRunning, scheduleRunningNow } from './demo-schedule';
import { asset } from './seed-assets';

export type SeedDeps = Readonly<{ store: EventStore; identity: IdentityProvider; files: FileStorage; clock: Clock; newId: () => string }>;

const [admin, employer, recruiter1, recruiter2] = DEMO_ACCOUNTS;
const ids = { jobFairId: DEMO_JOB_FAIR_ID, companyId: DEMO_ORGANIZATION_ID };

/**
 * Demo data for `npm start`: accounts of every role, an organization, and an activated,
 * paid job fair running now with booths and queue questions. Each step runs only if its stream
 * or user is missing, so an interrupted seed completes on the next start.
 */
export const seedDemoData = async (deps: SeedDeps): Promise<'seeded' | 'present'> => {
  const run = async <S, C extends Command, E extends Event>(streamId: string, decider: Decider<S, C, E>, command: C, actorId: string) =>
    handleCommand(deps.store, streamId, decider, command, {
      newId: deps.newId,
      metadata: { correlationId: 'demo-seed', causationId: null, actorId, actorRole: 'Admin', at: deps.clock.now().toISOString() },
    });
  const now = () => deps.clock.now().toISOString();

  // Each account is created only if missing, so accounts added to the demo later reach older databases too.
  const seedAccounts = async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { events } = await deps.store.readStream<UserEvent>(userStream(account.userId));
      // An account `npm run demo:remove` took off stays off (infra/seed/remove-demo-accounts.ts).
      if (events.reduce(userDecider.evolve, userDecider.initialState()).status === 'Removed') continue;
      if (!(await deps.identity.findUserByEmail(account.email)))
        await deps.identity.createUser({ ...account, password: DEMO_PASSWORD, temporary: false });
      if (events.length === 0)
        await run(
          userStream(account.userId),
          userDecider,
          { type: 'RegisterUser', data: { ...account, roles: [...account.roles], now: now(), sponsorId: null } },
          admin!.userId,
        );
    }
  };

  if ((await deps.store.readStream(jobFairStream(DEMO_JOB_FAIR_ID))).currentRevision !== null) {
    // Steps added after a database was first seeded still run on its next start.
    await seedAccounts();
    await seedDemoProfiles(deps);
    await seedDemoSponsor(deps);
    await seedDemoCompanies(deps);
    return 'present';
  }

  await seedAccounts();

  const logoKey = `employer_logos/${DEMO_ORGANIZATION_ID}/acme-logo.png`;
  await deps.files.put(logoKey, await asset('acme-logo.png'), { contentType: 'image/png' });
  const organization = organizationStream(DEMO_ORGANIZATION_ID);
  await run(
    organization,
    organizationDecider,
    {
      type: 'SaveOrganizationDetails',
      data: {
        organizationId: DEMO_ORGANIZATION_ID,
        savedBy: employer!.userId,
        sponsorId: null,
        now: now(),
        details: {
          companyName: 'Acme Corporation',
          companyDetails: 'Acme builds dependable tools for engineers, from rockets to roller skates.',
          jobBoardLink: 'https://careers.acme.example.com',
          city: 'Boston',
          state: 'MA',
          companyWebsite: 'https://www.acme.example.com',
          companyLogo: logoKey,
          companyDocuments: [],
          // A deep teal, so the demo shows a fair wearing its organiser's colour.
          brandColor: '#0f6e5a',
        },
      },
    },
    employer!.userId,
  );

  const step = (stepName: 'CreatedJobFair' | 'JobFairPaymentCompleted' | 'BoothConfigured' | 'AssignedARecruiter') =>
    run(
      organization,
      organizationDecider,
      { type: 'RecordOnboardingStep', data: { organizationId: DEMO_ORGANIZATION_ID, step: stepName, now: now() } },
      admin!.userId,
    );

  const fair = jobFairStream(DEMO_JOB_FAIR_ID);
  const form = scheduleRunningNow(deps.clock.now(), 'Acme Spring Career Fair');
  await run(
    fair,
    jobFairDecider,
    { type: 'CreateJobFair', data: { ...ids, actorId: employer!.userId, now: now(), form, mayStartInPast: true } },
    employer!.userId,
  );
  await step('CreatedJobFair');
  await run(
    fair,
    jobFairDecider,
    {
      type: 'RecordJobFairPayment',
      data: { ...ids, actorId: employer!.userId, now: now(), ...JOB_FAIR_PRICE, paymentReference: 'demo-seed' },
    },
    employer!.userId,
  );
  await step('JobFairPaymentCompleted');
  await run(
    fair,
    jobFairDecider,
    { type: 'SetJobFairActivation', data: { ...ids, actorId: admin!.userId, now: now(), isActivated: true } },
    admin!.userId,
  );

  for (const [index, booth] of DEMO_BOOTHS.entries()) {
    const boothIds = { boothId: DEMO_BOOTH_IDS[index]!, jobFairId: DEMO_JOB_FAIR_ID, organizationId: DEMO_ORGANIZATION_ID };
    const imageKey = `employer_logos/${DEMO_ORGANIZATION_ID}/${booth.logo}`;
    await deps.files.put(imageKey, await asset(booth.logo), { contentType: 'image/png' });
    const recruiters = index === 0 ? [recruiter1!.userId, recruiter2!.userId] : [index === 1 ? recruiter1!.userId : recruiter2!.userId];
    const fields = boothFieldsSchema.parse({ ...booth.fields, companyImageUrl: imageKey, recruiters });
    await run(
      boothStream(boothIds.boothId),
      boothDecider,
      { type: 'CreateBooth', data: { ...boothIds, actorId: employer!.userId, now: now(), fields, sortOrder: index } },
      employer!.userId,
    );
    const questions = booth.questions.map((name, rank) => ({ id: deps.newId(), name, rank }));
    await run(
      boothStream(boothIds.boothId),
      boothDecider,
      { type: 'SaveQueueQuestions', data: { ...boothIds, actorId: employer!.userId, now: now(), questions } },
      employer!.userId,
    );
  }
  await step('BoothConfigured');
  await step('AssignedARecruiter');
  await seedDemoProfiles(deps);
  await seedDemoSponsor(deps);
  await seedDemoCompanies(deps);
  return 'seeded';
};

/** Moves the demo fair to "running now" when a later start finds it over, so the demo stays usable. */
export const keepDemoFairRunning = async (deps: SeedDeps): Promise<boolean> => {
  const { state } = await aggregateStream(deps.store, jobFairStream(DEMO_JOB_FAIR_ID), jobFairDecider);
  if (state.status !== 'Scheduled' || isRunning(state.form, deps.clock.now())) return false;
  await handleCommand(
    deps.store,
    jobFairStream(DEMO_JOB_FAIR_ID),
    jobFairDecider,
    {
      type: 'UpdateJobFair',
      data: {
        ...ids,
        actorId: admin!.userId,
        now: deps.clock.now().toISOString(),
        form: scheduleRunningNow(deps.clock.now(), state.form.name),
        mayStartInPast: true,
      },
    },
    {
      newId: deps.newId,
      metadata: {
        correlationId: 'demo-seed',
        causationId: null,
        actorId: admin!.userId,
        actorRole: 'Admin',
        at: deps.clock.now().toISOString(),
      },
    },
  );
  return true;
};
