import {
  notificationSendDecider,
  notificationSendStream,
  type NotificationSendCommand,
  type RecordSendOutcome,
  type SendOutcome,
} from '../../domain/delivery/notification-send';
import { boothResumeDecider, boothResumeStream, type SaveBoothResume } from '../../domain/resume/booth-resume';
import { boothResumePrefix } from '../../domain/resume/booth-resume-schema';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '../../domain/events';
import { boothOrderDecider, boothOrderStream } from '../../domain/booth/booth-order';
import { boothDecider, boothStream } from '../../domain/booth/booth';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { userDecider, userStream } from '../../domain/user/user';
import { jobFairDecider, jobFairStream, type JobFairCommand } from '../../domain/jobfair/jobfair';
import { organizationDecider, organizationStream, type OrganizationCommand } from '../../domain/organization/organization';
import { sponsorDecider, sponsorStream, type SponsorCommand } from '../../domain/sponsor/sponsor';
import type { OrganizationDetails } from '../../domain/organization/organization-schema';
import type { JobFairForm } from '../../domain/jobfair/jobfair-schema';
import type { EventStore } from '../../domain/ports/event-store';
import { DomainError } from '../../domain/shared/errors';
import type { Command, Event as DomainEventOf, EventMetadata, NewEvent } from '../../domain/shared/event';
import { handleCommand } from '../../domain/shared/handle-command';
import { boothQueueDecider, boothQueueStream, type BoothQueueCommand } from '../../domain/queue/booth-queue';
import { interviewSessionDecider, interviewSessionStream, type InterviewSessionCommand } from '../../domain/interview/interview-session';
import { reviewDecider, reviewStream, type ReviewCommand } from '../../domain/interview/review';
import type { Decider } from '../../domain/shared/decider';
import { availabilityStream, recruiterAvailabilityDecider, type SetAvailability } from '../../domain/queue/recruiter-availability';
import { createPostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { presenceDecider, presenceStream, type ChangePresence } from '../../domain/presence/presence';
import { queueSeatDecider, queueSeatStream, type QueueSeatCommand } from '../../domain/queue/queue-seat';
import { migrateReadModels } from '../../projections/migrations/index';
import { boothVisitDecider, boothVisitStream, type RecordBoothVisit } from '../../domain/report/booth-visit';
import {
  jobseekerRegistrationDecider,
  jobseekerRegistrationStream,
  type RegisterJobseeker,
} from '../../domain/report/jobseeker-registration';
import {
  boothQuestionAnswersDecider,
  boothQuestionAnswersStream,
  type SaveBoothQuestionAnswers,
} from '../../domain/queue/booth-question-answers';
import { resumePdfCopyDecider, resumePdfCopyStream, type RecordResumePdfCopy } from '../../domain/resume/resume-pdf-copy';
import { userGroupDecider, userGroupStream, type UserGroupCommand } from '../../domain/user/user-group';
import { boothInvitationDecider, boothInvitationStream, type BoothInvitationCommand } from '../../domain/invitation/booth-invitation';
import { appendOperatorsSide } from './operators-history';

export type ProjectionTestContext = Readonly<{ url: string; db: Knex; pool: pg.Pool; store: EventStore; close: () => Promise<void> }>;

/** The real Postgres event store and migrated read models, in a database of their own. */
export const openProjectionContext = async (url: string): Promise<ProjectionTestContext> => {
  const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 8 } });
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  await migrateReadModels(db);
  const store = await createPostgresEventStore(pool, { pollIntervalMs: 50 });
  return {
    url,
    db,
    pool,
    store,
    close: async () => {
      await store.close();
      await pool.end();
      await db.destroy();
    },
  };
};

export const metadata = (at = '2026-01-05T10:00:00.000Z'): EventMetadata => ({
  correlationId: randomUUID(),
  causationId: null,
  actorId: null,
  actorRole: null,
  at,
});

/** Appends events as one call to the stream, whatever its revision. */
export const appendEvents = (store: EventStore, streamId: string, events: readonly DomainEvent[]) =>
  store.append(
    streamId,
    events.map((event): NewEvent => ({ ...event, id: randomUUID(), metadata: metadata() })),
    { expectedRevision: 'any' },
  );

export const organizationDetails = (companyName: string): OrganizationDetails => ({
  companyName,
  companyDetails: `${companyName} hires`,
  jobBoardLink: 'https://',
  city: 'Austin',
  state: 'TX',
  companyWebsite: `https://${companyName.toLowerCase().replace(/\W/g, '')}.example`,
  companyLogo: `logos/${companyName}.png`,
  companyDocuments: [`docs/${companyName}.pdf`],
  brandColor: null,
});

export const jobFairForm = (name: string, day = 10): JobFairForm => ({
  name,
  startDate: `2026-03-${String(day).padStart(2, '0')}`,
  startTime: '10:00',
  timezone: 'EST',
  durationHours: 3,
  durationMinutes: 0,
});

/** Every row of each table, ordered, with dates as ISO strings: equal dumps mean equal models. */
export const dumpTables = async (db: Knex, tables: readonly string[]): Promise<Record<string, unknown[]>> => {
  const dump: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows: Record<string, unknown>[] = await db(table).select('*');
    const normalized = rows.map((row) =>
      JSON.stringify(
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])),
      ),
    );
    dump[table] = normalized.sort().map((row) => JSON.parse(row));
  }
  return dump;
};

/** A small seeded generator, so a failing mixed history can be replayed. */
export const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A recruiter joins the organization (users read model). */
const appendUserRegistration = async (
  store: EventStore,
  organizationId: string,
  turn: number,
  context: { metadata: EventMetadata; newId: () => string },
) => {
  const userId = randomUUID();
  const command = {
    type: 'RegisterUser' as const,
    data: {
      userId,
      email: `user${turn}@example.com`,
      firstName: `First${turn}`,
      lastName: `Last${turn}`,
      roles: ['Recruiter' as const],
      organizationId,
      now: context.metadata.at,
      sponsorId: null,
    },
  };
  let appended = (await handleCommand(store, userStream(userId), userDecider, command, context)).newEvents.length;
  // Some are renamed, some removed (spec 1 §5.6), so the rebuild covers every user event.
  const now = context.metadata.at;
  if (turn % 3 === 0)
    appended += (
      await handleCommand(
        store,
        userStream(userId),
        userDecider,
        { type: 'ChangeUserNames', data: { userId, firstName: `Renamed${turn}`, lastName: 'X', actorId: userId, now } },
        context,
      )
    ).newEvents.length;
  if (turn % 7 === 0)
    appended += (
      await handleCommand(store, userStream(userId), userDecider, { type: 'RemoveUser', data: { userId, actorId: userId, now } }, context)
    ).newEvents.length;
  return appended;
};

/** Two users save their profile (spec 2 §2.5), one with the applicant's extended profile; outside the random turns so the mix keeps its shape. */
const appendProfileSaves = async (store: EventStore, organizationId: string, seed: number) => {
  let appended = 0;
  for (const applicant of [true, false]) {
    const userId = randomUUID();
    const now = new Date(Date.UTC(2026, 0, 2, seed)).toISOString();
    const context = { metadata: metadata(now), newId: randomUUID };
    const roles = applicant ? (['Applicant'] as const) : (['Recruiter'] as const);
    const register = {
      type: 'RegisterUser' as const,
      data: {
        userId,
        email: `profile-${userId}@example.com`,
        firstName: 'Before',
        lastName: 'Profile',
        roles: [...roles],
        organizationId: applicant ? null : organizationId,
        now,
        sponsorId: null,
        contact: { phone: '+12125550100', city: 'Austin', state: 'TX', zip: '73301' },
      },
    };
    appended += (await handleCommand(store, userStream(userId), userDecider, register, context)).newEvents.length;
    const details = applicant
      ? {
          phone: '+12125550123',
          linkedInUrl: null,
          address: null,
          jobTitle: 'Engineer',
          summary: null,
          degreeType: 'Masters' as const,
          academicMajor: null,
          fieldOfWork: null,
          yearsOfExperience: 5,
          salaryRequirements: null,
          availabilityDate: null,
          geographicPreference: 'All' as const,
          securityClearance: null,
          willingToRelocate: true,
          resumeKey: `resumes/${userId}/cv.pdf`,
        }
      : null;
    const save = {
      type: 'SaveUserProfile' as const,
      data: { userId, firstName: 'After', lastName: 'Profile', applicant: details, isProfileComplete: true, now },
    };
    appended += (await handleCommand(store, userStream(userId), userDecider, save, context)).newEvents.length;
  }
  return appended;
};

type BoothIds = { boothId: string; jobFairId: string; organizationId: string };

/** Opens a booth at the fair, or saves new queue questions on one already open. */
const appendBoothChange = async (
  store: EventStore,
  booths: BoothIds[],
  fair: { jobFairId: string; companyId: string },
  pick: <T>(items: readonly T[]) => T,
  turn: number,
  context: { metadata: EventMetadata; newId: () => string },
): Promise<number> => {
  const now = context.metadata.at;
  if (booths.length === 0 || turn % 2 === 0) {
    const ids = { boothId: randomUUID(), jobFairId: fair.jobFairId, organizationId: fair.companyId };
    const fields = boothFieldsSchema.parse({ name: `Booth ${turn}` });
    const created = await handleCommand(
      store,
      boothStream(ids.boothId),
      boothDecider,
      { type: 'CreateBooth', data: { ...ids, actorId: randomUUID(), now, fields, sortOrder: turn } },
      context,
    );
    booths.push(ids);
    return created.newEvents.length;
  }
  const ids = pick(booths);
  const change = { ...ids, actorId: randomUUID(), now };
  if (turn % 7 === 1) {
    booths.splice(booths.indexOf(ids), 1);
    return (await handleCommand(store, boothStream(ids.boothId), boothDecider, { type: 'DeleteBooth', data: change }, context)).newEvents
      .length;
  }
  if (turn % 4 === 1) {
    const group = {
      id: `g${turn}`,
      name: `Group ${turn}`,
      description: '',
      hotJobSummary: '',
      recruiters: [randomUUID()],
      minimumScore: null,
      chatDuration: null,
      sortOrder: 0,
    };
    const patch = {
      description: `Edited ${turn}`,
      chatDuration: 60_000 * (1 + (turn % 30)),
      recruiters: [randomUUID()],
      subBooths: [group],
    };
    const updated = await handleCommand(
      store,
      boothStream(ids.boothId),
      boothDecider,
      { type: 'UpdateBooth', data: { ...change, patch, mayManage: true } },
      context,
    );
    // The fair's booth order (spec 3 §4), and a BoothReordered as stored before the order moved there.
    const known = booths.filter((booth) => booth.jobFairId === ids.jobFairId).map((booth) => ({ boothId: booth.boothId, sortOrder: 0 }));
    const placed = await handleCommand(
      store,
      boothOrderStream(ids.jobFairId),
      boothOrderDecider,
      { type: 'PlaceBooth', data: { ...change, booths: known, sortOrder: turn } },
      context,
    );
    await appendEvents(store, boothStream(ids.boothId), [
      { type: 'BoothReordered', data: { ...ids, sortOrder: turn + 1, reorderedBy: change.actorId, reorderedAt: now } },
    ]);
    return updated.newEvents.length + placed.newEvents.length + 1;
  }
  const questions = Array.from({ length: 1 + (turn % 5) }, (_, rank) => ({ id: `q${rank}`, name: `Question ${turn}.${rank}?`, rank }));
  const saved = await handleCommand(
    store,
    boothStream(ids.boothId),
    boothDecider,
    { type: 'SaveQueueQuestions', data: { ...ids, actorId: randomUUID(), now, questions } },
    context,
  );
  return saved.newEvents.length;
};

/**
 * Drives the real deciders with random commands until about `count` events are stored: saves,
 * onboarding steps, job fairs created, edited, paid, (de)activated and deleted. Refused commands
 * (a rule said no) are part of the mix and simply append nothing.
 */
const QUEUE_SEEKERS = Array.from({ length: 5 }, () => randomUUID());

/** A seeker enters or leaves a booth queue, or an admin empties it (domain rules refuse the impossible ones). */
const appendQueueChange = async (
  store: EventStore,
  booths: readonly BoothIds[],
  random: () => number,
  context: { metadata: EventMetadata; newId: () => string },
): Promise<number> => {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const booth = pick(booths);
  const ids = {
    queueId: booth.boothId,
    boothId: booth.boothId,
    jobFairId: booth.jobFairId,
    organizationId: booth.organizationId,
    actorId: randomUUID(),
    now: context.metadata.at,
  };
  const seekerId = pick(QUEUE_SEEKERS);
  const roll = random();
  const command: BoothQueueCommand =
    roll < 0.6
      ? {
          type: 'EnterQueue',
          data: {
            ...ids,
            actorRoles: ['Applicant'],
            fair: { isActivated: true, timeStatus: 'Started' },
            questions: [],
            answers: [],
            minimumScore: 0,
            entryId: randomUUID(),
            seekerId,
          },
        }
      : roll < 0.93
        ? { type: 'LeaveQueue', data: { ...ids, seekerId, entryId: null } }
        : { type: 'EmptyQueue', data: ids };
  return (await handleCommand(store, boothQueueStream(booth.boothId), boothQueueDecider, command, context)).newEvents.length;
};

const QUEUE_RECRUITERS = Array.from({ length: 3 }, () => randomUUID());

/** A recruiter switches availability on or off at a booth. */
const appendAvailabilityChange = async (
  store: EventStore,
  booths: readonly BoothIds[],
  random: () => number,
  context: { metadata: EventMetadata; newId: () => string },
) => {
  const booth = booths[Math.floor(random() * booths.length)]!;
  const recruiterId = QUEUE_RECRUITERS[Math.floor(random() * QUEUE_RECRUITERS.length)]!;
  const command: SetAvailability = {
    type: 'SetAvailability',
    data: {
      jobFairId: booth.jobFairId,
      recruiterId,
      boothId: booth.boothId,
      isAvailableForChat: random() < 0.6,
      timeStatus: 'Started',
      now: context.metadata.at,
    },
  };
  return (await handleCommand(store, availabilityStream(booth.jobFairId, recruiterId), recruiterAvailabilityDecider, command, context))
    .newEvents.length;
};

/** A recruiter is offered the head of a booth queue; the candidate joins or the offer times out; the session settles. */
type Offer = Readonly<{ sessionId: string; seekerId: string; recruiterId: string; booth: BoothIds; joined: boolean; at: string }>;

const appendInterviewFlow = async (
  store: EventStore,
  booths: readonly BoothIds[],
  random: () => number,
  context: { metadata: EventMetadata; newId: () => string },
  offers: Offer[],
) => {
  const booth = booths[Math.floor(random() * booths.length)]!;
  const recruiterId = QUEUE_RECRUITERS[Math.floor(random() * QUEUE_RECRUITERS.length)]!;
  const now = context.metadata.at;
  const desk = { jobFairId: booth.jobFairId, recruiterId, boothId: booth.boothId };
  const queueIds = { queueId: booth.boothId, boothId: booth.boothId, jobFairId: booth.jobFairId, organizationId: booth.organizationId };
  const sessionId = randomUUID();
  let appended = 0;
  const step = async <S, C extends Command, E extends DomainEventOf>(streamId: string, decider: Decider<S, C, E>, command: C) => {
    const outcome = await handleCommand(store, streamId, decider, command, context);
    appended += outcome.newEvents.length;
    return outcome;
  };
  const availability = availabilityStream(booth.jobFairId, recruiterId);
  await step(availability, recruiterAvailabilityDecider, {
    type: 'SetAvailability',
    data: { ...desk, isAvailableForChat: true, timeStatus: 'Started', now },
  });
  await step(availability, recruiterAvailabilityDecider, { type: 'EngageRecruiter', data: { ...desk, sessionId, now } });
  const assigned = (
    await step(boothQueueStream(booth.boothId), boothQueueDecider, {
      type: 'AssignInterview',
      data: { ...queueIds, actorId: 'server', now, recruiterId, sessionId },
    })
  ).newEvents.find((event) => event.type === 'InterviewAssigned');
  if (!assigned || assigned.type !== 'InterviewAssigned') {
    await step(availability, recruiterAvailabilityDecider, {
      type: 'ReleaseRecruiter',
      data: { ...desk, sessionId, backToAvailable: true, now },
    });
    return appended;
  }
  const session = interviewSessionStream(sessionId);
  const { entryId, seekerId, score, maxScore } = assigned.data;
  await step(session, interviewSessionDecider, {
    type: 'OfferInterview',
    data: { sessionId, ...queueIds, candidateId: seekerId, recruiterId, entryId, score, maxScore, chatDuration: 600_000, now },
  });
  const later = new Date(new Date(now).getTime() + 30_000).toISOString();
  const joined = random() < 0.5;
  if (joined) await step(session, interviewSessionDecider, { type: 'JoinInterview', data: { actorId: seekerId, now } });
  else await step(session, interviewSessionDecider, { type: 'TimeOutInterview', data: { now: later } });
  offers.push({ sessionId, seekerId, recruiterId, booth, joined, at: later });
  // Some unanswered calls rang for a recruiter who was gone: their candidate goes back to the front (no ghost recruiters).
  const fellThrough = !joined && random() < 0.5;
  await step(boothQueueStream(booth.boothId), boothQueueDecider, {
    type: fellThrough ? 'ReturnToFront' : 'FinishInterview',
    data: { ...queueIds, actorId: 'server', now, sessionId },
  });
  await step(availability, recruiterAvailabilityDecider, {
    type: 'ReleaseRecruiter',
    data: { ...desk, sessionId, backToAvailable: false, now },
  });
  return appended;
};

/** Job seekers leave resumes at booths and save again (replacing the file): appended after the mix, so its shape stays. */
const appendResumeDropOffs = async (store: EventStore, booths: readonly BoothIds[]) => {
  let appended = 0;
  for (const [index, booth] of booths.slice(0, 3).entries()) {
    const jobSeekerId = QUEUE_SEEKERS[index % QUEUE_SEEKERS.length]!;
    const id = randomUUID();
    for (const [turn, jobTitle] of ['Engineer', 'Senior engineer'].entries()) {
      const now = new Date(Date.UTC(2026, 1, 1, 10, index, turn)).toISOString();
      const command: SaveBoothResume = {
        type: 'SaveBoothResume',
        data: {
          id,
          ...booth,
          jobSeekerId,
          fileName: `cv-${turn}.pdf`,
          resumeS3Key: `${boothResumePrefix(booth.boothId, jobSeekerId)}${turn}.pdf`,
          jobTitle,
          notes: `Note ${turn}`,
          isUpdate: turn > 0,
          now,
        },
      };
      appended += (
        await handleCommand(store, boothResumeStream(booth.boothId, jobSeekerId), boothResumeDecider, command, {
          metadata: metadata(now),
          newId: randomUUID,
        })
      ).newEvents.length;
    }
  }
  return appended;
};

/** A sponsor's life (created, renamed, subdomain dropped, deleted) and an organization choosing one (docs/white-label.md). */
const appendSponsorChange = async (
  store: EventStore,
  sponsors: { id: string; subdomain: string; deleted?: boolean }[],
  organizationId: string,
  random: () => number,
  turn: number,
  context: { metadata: EventMetadata; newId: () => string },
): Promise<number> => {
  const now = context.metadata.at;
  const roll = random();
  if (sponsors.length === 0 || roll < 0.3) {
    const sponsorId = randomUUID();
    sponsors.push({ id: sponsorId, subdomain: `sponsor-${turn}` });
    const form = { name: `Sponsor ${turn}`, subdomain: `sponsor-${turn}`, description: '', sponsoredByText: 'A newspaper' };
    const create: SponsorCommand = { type: 'CreateSponsor', data: { sponsorId, actorId: randomUUID(), now, form } };
    return (await handleCommand(store, sponsorStream(sponsorId), sponsorDecider, create, context)).newEvents.length;
  }
  const sponsor = sponsors[Math.floor(random() * sponsors.length)]!;
  const { id: sponsorId, subdomain } = sponsor;
  const acting = { sponsorId, actorId: randomUUID(), now };
  // Every history deletes at least one sponsor, however the other changes happen to fall.
  const mustDelete = sponsors.length >= 3 && !sponsors.some((known) => known.deleted) && !sponsor.deleted;
  if (mustDelete || (roll >= 0.55 && roll < 0.6)) sponsor.deleted = true;
  const command: SponsorCommand | OrganizationCommand = mustDelete
    ? { type: 'DeleteSponsor', data: acting }
    : roll < 0.45
      ? {
          type: 'UpdateSponsor',
          data: { ...acting, form: { name: `Sponsor ${turn}`, subdomain, description: '', sponsoredByText: 'A newspaper' } },
        }
      : roll < 0.55
        ? { type: 'DisassociateSponsorSubdomain', data: acting }
        : roll < 0.6
          ? { type: 'DeleteSponsor', data: acting }
          : {
              type: 'SetOrganizationSponsor',
              data: { organizationId, sponsor: { id: sponsorId, name: `Sponsor ${turn}` }, actorId: acting.actorId, now },
            };
  const result =
    command.type === 'SetOrganizationSponsor'
      ? await handleCommand(store, organizationStream(organizationId), organizationDecider, command, context)
      : await handleCommand(store, sponsorStream(sponsorId), sponsorDecider, command as SponsorCommand, context);
  return result.newEvents.length;
};

export const appendMixedHistory = async (store: EventStore, count: number, seed = 42): Promise<number> => {
  const random = seededRandom(seed);
  const queueRandom = seededRandom(seed + 1000);
  const sponsorRandom = seededRandom(seed + 2000);
  const sponsors: { id: string; subdomain: string; deleted?: boolean }[] = [];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const organizations = Array.from({ length: 6 }, () => randomUUID());
  const jobFairs: { jobFairId: string; companyId: string }[] = [];
  const booths: BoothIds[] = [];
  const steps = [
    'FilledOrganizationDetails',
    'CreatedJobFair',
    'JobFairPaymentCompleted',
    'BoothConfigured',
    'AssignedARecruiter',
  ] as const;
  const offers: Offer[] = [];
  let appended = 0;
  for (let turn = 0; appended < count; turn++) {
    const now = new Date(Date.UTC(2026, 0, 1) + turn * 60_000).toISOString();
    const context = { metadata: metadata(now), newId: randomUUID };
    const organizationId = pick(organizations);
    const roll = random();
    try {
      if (roll < 0.15 || jobFairs.length === 0) {
        const command: OrganizationCommand =
          random() < 0.6
            ? {
                type: 'SaveOrganizationDetails',
                data: { organizationId, details: organizationDetails(`Company ${turn}`), savedBy: randomUUID(), sponsorId: null, now },
              }
            : { type: 'RecordOnboardingStep', data: { organizationId, step: pick(steps), now } };
        appended += (await handleCommand(store, organizationStream(organizationId), organizationDecider, command, context)).newEvents
          .length;
        appended += await appendUserRegistration(store, organizationId, turn, context);
        // Sponsor changes draw from their own sequence, so the rest of the mix stays as it was.
        appended += await appendSponsorChange(store, sponsors, organizationId, sponsorRandom, turn, context).catch(() => 0);
        if (roll < 0.05 || jobFairs.length === 0) {
          const jobFairId = randomUUID();
          const create: JobFairCommand = {
            type: 'CreateJobFair',
            data: {
              jobFairId,
              companyId: organizationId,
              actorId: randomUUID(),
              now,
              form: jobFairForm(`Fair ${turn}`, 1 + (turn % 28)),
              mayStartInPast: true,
            },
          };
          appended += (await handleCommand(store, jobFairStream(jobFairId), jobFairDecider, create, context)).newEvents.length;
          jobFairs.push({ jobFairId, companyId: organizationId });
        }
        continue;
      }
      const fair = pick(jobFairs);
      if (roll > 0.9) {
        appended += await appendBoothChange(store, booths, fair, pick, turn, context);
        // Queue changes draw from their own sequence, so the rest of the mix stays as it was.
        for (const _ of [1, 2]) if (booths.length > 0) appended += await appendQueueChange(store, booths, queueRandom, context);
        if (booths.length > 0) appended += await appendAvailabilityChange(store, booths, queueRandom, context);
        if (booths.length > 0) appended += await appendInterviewFlow(store, booths, queueRandom, context, offers);
        continue;
      }
      const actor = { ...fair, actorId: randomUUID(), now };
      const commands: JobFairCommand[] = [
        { type: 'UpdateJobFair', data: { ...actor, form: jobFairForm(`Fair ${turn}`, 1 + (turn % 28)), mayStartInPast: true } },
        { type: 'RecordJobFairPayment', data: { ...actor, amount: 49_900, currency: 'usd', paymentReference: `pay-${turn}` } },
        { type: 'SetJobFairActivation', data: { ...actor, isActivated: random() < 0.6 } },
        { type: 'DeleteJobFair', data: actor },
      ];
      // The fair's logo (spec 3 §2.2 Upload Logo) draws from the queue sequence, so the rest of the mix stays as it was.
      if (queueRandom() < 0.1) {
        const logo: JobFairCommand = {
          type: 'SetJobFairLogo',
          data: { ...actor, logoKey: `employer_logos/${fair.companyId}/${turn}.png` },
        };
        appended += (await handleCommand(store, jobFairStream(fair.jobFairId), jobFairDecider, logo, context)).newEvents.length;
      }
      const command = roll < 0.2 ? commands[3]! : pick(commands.slice(0, 3));
      appended += (await handleCommand(store, jobFairStream(fair.jobFairId), jobFairDecider, command, context)).newEvents.length;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return (
    appended +
    (await appendProfileSaves(store, organizations[0]!, seed)) +
    (await appendResumeDropOffs(store, booths)) +
    (await appendInterviewRooms(store, offers, metadata(new Date(Date.UTC(2026, 0, 2)).toISOString()))) +
    (await appendPresenceAndSeats(store, seed)) +
    (await appendBoothVisits(store, booths)) +
    (await appendSpecCalls(store, organizations[0]!, booths)) +
    (await appendInvitations(store, booths)) +
    (await appendSendOutcomes(store)) +
    (await appendOperatorsSide(
      store,
      { jobFairId: jobFairs[0]!.jobFairId, organizationId: jobFairs[0]!.companyId },
      QUEUE_SEEKERS.slice(0, 3),
      jobFairForm(`Unpaid fair ${seed}`),
      metadata,
    ))
  );
};

/**
 * What notification sends came to, after the mix so its shape stays: one failed and retried by an admin, one
 * sent, one whose outcome nobody knows (docs/notifications.md).
 */
const appendSendOutcomes = async (store: EventStore) => {
  const now = new Date(Date.UTC(2026, 1, 3, 12)).toISOString();
  const context = { metadata: metadata(now), newId: randomUUID };
  const record = (sendId: string, outcome: SendOutcome, reason: string | null): RecordSendOutcome => ({
    type: 'RecordSendOutcome',
    data: { sendId, attempt: 1, outcome, reason, now },
  });
  const failedId = randomUUID();
  const commands: Array<[string, NotificationSendCommand]> = [
    [failedId, record(failedId, 'failed', 'The SMTP server refused the message at RCPT TO: 550 no such mailbox')],
    [failedId, { type: 'RetryNotificationSend', data: { sendId: failedId, status: 'failed', attempts: 1, actorId: randomUUID(), now } }],
    ...(['sent', 'unknown'] as const).map((outcome): [string, NotificationSendCommand] => {
      const sendId = randomUUID();
      return [sendId, record(sendId, outcome, outcome === 'unknown' ? 'The connection to the SMTP server ended after DATA' : null)];
    }),
  ];
  let appended = 0;
  for (const [sendId, command] of commands)
    appended += (await handleCommand(store, notificationSendStream(sendId), notificationSendDecider, command, context)).newEvents.length;
  return appended;
};

/**
 * Booth invitations (docs/queue.md), after the mix so its shape stays: one left pending (it marks the
 * seeker's waiting entry at that booth, if any), one withdrawn, one accepted by an entry.
 */
const appendInvitations = async (store: EventStore, booths: readonly BoothIds[]) => {
  let appended = 0;
  const now = new Date(Date.UTC(2026, 1, 3, 11)).toISOString();
  const context = { metadata: metadata(now), newId: randomUUID };
  for (const [index, booth] of booths.slice(0, 3).entries()) {
    const pair = { ...booth, jobSeekerId: QUEUE_SEEKERS[index]! };
    const commands: BoothInvitationCommand[] = [
      { type: 'SendInvitation', data: { ...pair, invitationId: randomUUID(), invitedBy: randomUUID(), seekerOfFair: true, now } },
      ...(index === 1 ? [{ type: 'WithdrawInvitation' as const, data: { ...pair, withdrawnBy: randomUUID(), now } }] : []),
      ...(index === 2
        ? [{ type: 'AcceptInvitation' as const, data: { ...pair, queueId: booth.boothId, entryId: randomUUID(), now } }]
        : []),
    ];
    for (const command of commands)
      appended += (
        await handleCommand(store, boothInvitationStream(booth.boothId, pair.jobSeekerId), boothInvitationDecider, command, context)
      ).newEvents.length;
  }
  return appended;
};

/**
 * Booth answers, resume PDF copies and user groups, after the mix so its shape stays: answers saved at booths (the same twice: one event),
 * PDF copies of resumes, and groups of users, one of them deleted.
 */
const appendSpecCalls = async (store: EventStore, organizationId: string, booths: readonly BoothIds[]) => {
  let appended = 0;
  const now = new Date(Date.UTC(2026, 1, 3, 10)).toISOString();
  const context = { metadata: metadata(now), newId: randomUUID };
  for (const [index, booth] of booths.slice(0, 2).entries()) {
    const jobSeekerId = QUEUE_SEEKERS[index]!;
    for (const _save of [1, 2]) {
      const command: SaveBoothQuestionAnswers = {
        type: 'SaveBoothQuestionAnswers',
        data: { ...booth, jobSeekerId, answers: [], questionIds: [], now },
      };
      appended += (
        await handleCommand(store, boothQuestionAnswersStream(booth.boothId, jobSeekerId), boothQuestionAnswersDecider, command, context)
      ).newEvents.length;
    }
  }
  for (const userId of QUEUE_SEEKERS.slice(0, 2)) {
    const command: RecordResumePdfCopy = {
      type: 'RecordResumePdfCopy',
      data: { userId, resumeKey: `resumes/${userId}/cv.docx`, pdfKey: `resumes/${userId}/cv.pdf`, now },
    };
    appended += (await handleCommand(store, resumePdfCopyStream(userId), resumePdfCopyDecider, command, context)).newEvents.length;
  }
  for (const [index, name] of ['Night shift', 'Day shift'].entries()) {
    const groupId = randomUUID();
    const actor = { organizationId, groupId, actorId: randomUUID(), now };
    const commands: UserGroupCommand[] = [
      { type: 'CreateUserGroup', data: { ...actor, name, description: '' } },
      ...QUEUE_SEEKERS.slice(0, 2).map((userId): UserGroupCommand => ({ type: 'AddUserToGroup', data: { ...actor, userId } })),
      ...(index === 0 ? [{ type: 'DeleteUserGroup', data: actor } as const] : []),
    ];
    for (const command of commands)
      appended += (await handleCommand(store, userGroupStream(groupId), userGroupDecider, command, context)).newEvents.length;
  }
  return appended;
};

/** Job seekers open booth pages, some twice (only the first visit is an event), after the mix so its shape stays. */
const appendBoothVisits = async (store: EventStore, booths: readonly BoothIds[]) => {
  let appended = 0;
  for (const [index, booth] of booths.slice(0, 4).entries()) {
    for (const turn of [0, 1]) {
      const now = new Date(Date.UTC(2026, 1, 2, 10, index, turn)).toISOString();
      const jobSeekerId = QUEUE_SEEKERS[(index + turn) % QUEUE_SEEKERS.length]!;
      for (const _visit of [1, 2]) {
        const command: RecordBoothVisit = { type: 'RecordBoothVisit', data: { ...booth, jobSeekerId, now } };
        appended += (
          await handleCommand(store, boothVisitStream(booth.boothId, jobSeekerId), boothVisitDecider, command, {
            metadata: metadata(now),
            newId: randomUUID,
          })
        ).newEvents.length;
      }
      // The landing registers the seeker to the fair (spec 2 §3), the second time with a phone: two events.
      for (const phone of [null, '+12025550147']) {
        const registrationData = { email: `seeker${turn}@example.com`, given_name: 'Dana', family_name: 'Scully', phone_number: phone };
        const command: RegisterJobseeker = {
          type: 'RegisterJobseeker',
          data: { organizationId: booth.organizationId, jobFairId: booth.jobFairId, jobSeekerId, registrationData, now },
        };
        appended += (
          await handleCommand(store, jobseekerRegistrationStream(booth.jobFairId, jobSeekerId), jobseekerRegistrationDecider, command, {
            metadata: metadata(now),
            newId: randomUUID,
          })
        ).newEvents.length;
      }
    }
  }
  return appended;
};

/**
 * The interview room (docs/interviews.md), after the random turns so the mix keeps its shape: the first joined
 * interview opens its video room, is extended, chatted in, ended by its recruiter and reviewed; then
 * the server completes every ending (the timed-out offers and that one).
 */
const appendInterviewRooms = async (store: EventStore, offers: readonly Offer[], metadata: EventMetadata): Promise<number> => {
  const context = { metadata, newId: randomUUID };
  let appended = 0;
  const session = async (offer: Offer, command: InterviewSessionCommand) =>
    (appended += (await handleCommand(store, interviewSessionStream(offer.sessionId), interviewSessionDecider, command, context)).newEvents
      .length);
  const room = offers.find((offer) => offer.joined);
  if (room) {
    const { recruiterId, seekerId, at: now } = room;
    await session(room, { type: 'OpenVideoRoom', data: { actorId: recruiterId, provider: 'embedded', roomId: room.sessionId, now } });
    await session(room, { type: 'ExtendInterview', data: { actorId: recruiterId, durationAdded: 300_000, now } });
    await session(room, {
      type: 'PostChatMessage',
      data: { actorId: seekerId, senderName: 'A candidate', messageId: randomUUID(), message: 'Hello', now },
    });
    await session(room, { type: 'EndInterview', data: { actorId: recruiterId, endReason: 'ENDED', now } });
    const subject = {
      interviewSessionId: room.sessionId,
      jobFairId: room.booth.jobFairId,
      organizationId: room.booth.organizationId,
      boothId: room.booth.boothId,
      boothName: 'A booth',
      candidateId: seekerId,
      recruiterId,
      status: 'ENDING' as const,
    };
    // The recruiter rates, then changes their mind; the candidate rates the recruiter.
    const reviews: [string, ReviewCommand['data']['changes']][] = [
      [recruiterId, { rating: 4, notes: 'Good' }],
      [recruiterId, { rating: 5, notes: 'Very good' }],
      [seekerId, { rating: 3, notes: 'Kind' }],
    ];
    for (const [actorId, changes] of reviews) {
      const review: ReviewCommand = { type: 'SaveReview', data: { subject, actorId, changes, now } };
      appended += (await handleCommand(store, reviewStream(room.sessionId, actorId), reviewDecider, review, context)).newEvents.length;
    }
  }
  for (const offer of offers) await session(offer, { type: 'CompleteInterviewEnd', data: { now: offer.at } });
  return appended;
};

/** Presence turns and queue seats taken and freed, after the random turns so the mix keeps its shape. */
const appendPresenceAndSeats = async (store: EventStore, seed: number): Promise<number> => {
  const random = seededRandom(seed + 2000);
  const causes = ['Connected', 'Disconnected', 'SignedIn', 'SignedOut', 'Chosen'] as const;
  const jobFairId = randomUUID();
  let appended = 0;
  for (let turn = 0; turn < 12; turn++) {
    const now = new Date(Date.UTC(2026, 1, 1) + turn * 60_000).toISOString();
    const context = { metadata: metadata(now), newId: randomUUID };
    const seekerId = QUEUE_SEEKERS[turn % QUEUE_SEEKERS.length]!;
    const cause = causes[Math.floor(random() * causes.length)]!;
    const presence: ChangePresence = {
      type: 'ChangePresence',
      data: {
        userId: seekerId,
        cause,
        ...(cause === 'Chosen' ? { chosen: 'AWAY' as const } : {}),
        jobFairId: random() < 0.5 ? jobFairId : null,
        now,
      },
    };
    appended += (await handleCommand(store, presenceStream(seekerId), presenceDecider, presence, context)).newEvents.length;
    const seat = { jobFairId, seekerId, queueId: `queue-${turn % 2}`, now };
    const command: QueueSeatCommand =
      random() < 0.6
        ? { type: 'TakeQueueSeat', data: { ...seat, boothId: randomUUID(), entryId: randomUUID() } }
        : { type: 'FreeQueueSeat', data: seat };
    try {
      appended += (await handleCommand(store, queueSeatStream(jobFairId, seekerId), queueSeatDecider, command, context)).newEvents.length;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return appended;
};
