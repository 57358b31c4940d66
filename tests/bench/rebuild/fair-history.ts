import { randomUUID } from 'node:crypto';
import { boothDecider, boothStream } from '../../../domain/booth/booth';
import { boothFieldsSchema } from '../../../domain/booth/booth-schema';
import { interviewSessionDecider, interviewSessionStream, type InterviewSessionCommand } from '../../../domain/interview/interview-session';
import { reviewDecider, reviewStream } from '../../../domain/interview/review';
import { jobFairDecider, jobFairStream, type JobFairCommand } from '../../../domain/jobfair/jobfair';
import { inboxDecider, inboxStream } from '../../../domain/message/inbox';
import { messageDecider, messageStream, type MessageCommand } from '../../../domain/message/message';
import { organizationDecider, organizationStream } from '../../../domain/organization/organization';
import { presenceDecider, presenceStream, type PresenceCause } from '../../../domain/presence/presence';
import { boothQuestionAnswersDecider, boothQuestionAnswersStream } from '../../../domain/queue/booth-question-answers';
import { boothQueueDecider, boothQueueStream, type BoothQueueCommand } from '../../../domain/queue/booth-queue';
import { queueSeatDecider, queueSeatStream, type QueueSeatCommand } from '../../../domain/queue/queue-seat';
import {
  availabilityStream,
  recruiterAvailabilityDecider,
  type RecruiterAvailabilityCommand,
} from '../../../domain/queue/recruiter-availability';
import { boothVisitDecider, boothVisitStream } from '../../../domain/report/booth-visit';
import { jobseekerRegistrationDecider, jobseekerRegistrationStream } from '../../../domain/report/jobseeker-registration';
import { boothResumeDecider, boothResumeStream } from '../../../domain/resume/booth-resume';
import { boothResumePrefix } from '../../../domain/resume/booth-resume-schema';
import type { EventMetadata } from '../../../domain/shared/event';
import { userDecider, userStream } from '../../../domain/user/user';
import { jobFairForm, organizationDetails, seededRandom } from '../../projections/fixtures';
import type { Decide } from './deciding';

/** The shape of one fair; about 13,000 events each (measured by the bench, printed with the totals). */
export const FAIR_SHAPE = { booths: 12, recruitersPerBooth: 3, seekers: 420, minutes: 180 } as const;

type Booth = Readonly<{ boothId: string; jobFairId: string; organizationId: string; recruiters: readonly string[] }>;
type Seeker = {
  id: string;
  arrives: number;
  leaves: number;
  present: boolean;
  queuedAt: Booth | null;
  entryId: string | null;
  met: Set<string>;
};
type Pending = () => void;

/**
 * One job fair from sign-up to sign-out, minute by minute, through the real deciders: an organization
 * onboards and pays, opens booths with recruiters and questions; job seekers register at the landing,
 * sign in, visit booths, queue (taking their one seat of the fair), are called, interview with chat,
 * are rated and leave resumes, or give up and leave the queue; the organizer broadcasts messages that
 * some read. Proportions follow the fair benchmark's day (tests/bench/fair), not one of each.
 */
export const simulateFair = (decide: Decide, fairIndex: number, seed: number) => {
  const random = seededRandom(seed);
  const chance = (p: number) => random() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const day = Date.UTC(2026, 0, 1) + fairIndex * 86_400_000;
  let second = 0;
  // Every command takes a moment, so times keep their order within a fair.
  const at = (minute: number) => new Date(day + 9 * 3_600_000 + minute * 60_000 + (second++ % 60) * 1000).toISOString();
  const meta = (now: string, actorId: string | null, actorRole: string | null): EventMetadata => ({
    correlationId: randomUUID(),
    causationId: null,
    actorId,
    actorRole,
    at: now,
  });

  const organizationId = randomUUID();
  const jobFairId = randomUUID();
  const adminId = randomUUID();
  const setup = at(-600);
  const asAdmin = meta(setup, adminId, 'EmployerAdmin');
  decide(
    organizationStream(organizationId),
    organizationDecider,
    {
      type: 'SaveOrganizationDetails',
      data: { organizationId, details: organizationDetails(`Company ${fairIndex}`), savedBy: adminId, sponsorId: null, now: setup },
    },
    asAdmin,
  );
  for (const step of [
    'FilledOrganizationDetails',
    'CreatedJobFair',
    'JobFairPaymentCompleted',
    'BoothConfigured',
    'AssignedARecruiter',
  ] as const)
    decide(
      organizationStream(organizationId),
      organizationDecider,
      { type: 'RecordOnboardingStep', data: { organizationId, step, now: setup } },
      asAdmin,
    );
  const actor = { jobFairId, companyId: organizationId, actorId: adminId, now: setup };
  const fairCommands: JobFairCommand[] = [
    { type: 'CreateJobFair', data: { ...actor, form: jobFairForm(`Fair ${fairIndex}`, 1 + (fairIndex % 28)), mayStartInPast: true } },
    { type: 'RecordJobFairPayment', data: { ...actor, amount: 49_900, currency: 'usd', paymentReference: `pay-${fairIndex}` } },
    { type: 'SetJobFairLogo', data: { ...actor, logoKey: `employer_logos/${organizationId}/logo.png` } },
    { type: 'SetJobFairActivation', data: { ...actor, isActivated: true } },
  ];
  for (const command of fairCommands) decide(jobFairStream(jobFairId), jobFairDecider, command, asAdmin);

  const registerUser = (userId: string, role: 'Recruiter' | 'Applicant', n: number) =>
    decide(
      userStream(userId),
      userDecider,
      {
        type: 'RegisterUser',
        data: {
          userId,
          email: `${role.toLowerCase()}${fairIndex}-${n}@example.com`,
          firstName: `First${n}`,
          lastName: `Last${fairIndex}`,
          roles: [role],
          organizationId: role === 'Recruiter' ? organizationId : null,
          now: setup,
          sponsorId: null,
        },
      },
      meta(setup, userId, role),
    );

  const booths: Booth[] = Array.from({ length: FAIR_SHAPE.booths }, (_, index) => {
    const boothId = randomUUID();
    const recruiters = Array.from({ length: FAIR_SHAPE.recruitersPerBooth }, () => randomUUID());
    recruiters.forEach((recruiterId, n) => registerUser(recruiterId, 'Recruiter', index * 10 + n));
    const ids = { boothId, jobFairId, organizationId, actorId: adminId, now: setup };
    decide(
      boothStream(boothId),
      boothDecider,
      { type: 'CreateBooth', data: { ...ids, fields: boothFieldsSchema.parse({ name: `Booth ${index}` }), sortOrder: index } },
      asAdmin,
    );
    decide(boothStream(boothId), boothDecider, { type: 'UpdateBooth', data: { ...ids, patch: { recruiters }, mayManage: true } }, asAdmin);
    const questions = [0, 1].map((rank) => ({ id: `q${rank}`, name: `Question ${rank}?`, rank }));
    decide(boothStream(boothId), boothDecider, { type: 'SaveQueueQuestions', data: { ...ids, questions } }, asAdmin);
    return { boothId, jobFairId, organizationId, recruiters };
  });

  const seekers: Seeker[] = Array.from({ length: FAIR_SHAPE.seekers }, (_, n) => {
    const id = randomUUID();
    registerUser(id, 'Applicant', n);
    const now = at(-120);
    const registrationData = { email: `seeker${fairIndex}-${n}@example.com`, given_name: 'Dana', family_name: `S${n}`, phone_number: null };
    decide(
      jobseekerRegistrationStream(jobFairId, id),
      jobseekerRegistrationDecider,
      { type: 'RegisterJobseeker', data: { organizationId, jobFairId, jobSeekerId: id, registrationData, now } },
      meta(now, id, 'Applicant'),
    );
    const arrives = Math.floor(random() * (FAIR_SHAPE.minutes - 30));
    return { id, arrives, leaves: arrives + 30 + Math.floor(random() * 90), present: false, queuedAt: null, entryId: null, met: new Set() };
  });

  const presence = (userId: string, cause: PresenceCause, minute: number) => {
    const now = at(minute);
    decide(
      presenceStream(userId),
      presenceDecider,
      { type: 'ChangePresence', data: { userId, cause, jobFairId, now } },
      meta(now, userId, null),
    );
  };
  const queueIds = (booth: Booth) => ({ queueId: booth.boothId, boothId: booth.boothId, jobFairId, organizationId: booth.organizationId });
  const queue = (booth: Booth, command: BoothQueueCommand, now: string, actorId: string) =>
    decide(boothQueueStream(booth.boothId), boothQueueDecider, command, meta(now, actorId, null));
  const seat = (seeker: Seeker, command: QueueSeatCommand, now: string) =>
    decide(queueSeatStream(jobFairId, seeker.id), queueSeatDecider, command, meta(now, seeker.id, 'Applicant'));
  const desk = (recruiterId: string, command: RecruiterAvailabilityCommand, now: string) =>
    decide(availabilityStream(jobFairId, recruiterId), recruiterAvailabilityDecider, command, meta(now, recruiterId, 'Recruiter'));

  const enterQueue = (seeker: Seeker, booth: Booth, minute: number) => {
    const now = at(minute);
    const entryId = randomUUID();
    if (chance(0.3))
      decide(
        boothQuestionAnswersStream(booth.boothId, seeker.id),
        boothQuestionAnswersDecider,
        { type: 'SaveBoothQuestionAnswers', data: { ...queueIds(booth), jobSeekerId: seeker.id, answers: [], questionIds: [], now } },
        meta(now, seeker.id, 'Applicant'),
      );
    const entered = queue(
      booth,
      {
        type: 'EnterQueue',
        data: {
          ...queueIds(booth),
          actorId: seeker.id,
          now,
          actorRoles: ['Applicant'],
          fair: { isActivated: true, timeStatus: 'Started' },
          questions: [],
          answers: [],
          minimumScore: 0,
          entryId,
          seekerId: seeker.id,
        },
      },
      now,
      seeker.id,
    );
    if (entered.length === 0) return;
    seat(
      seeker,
      { type: 'TakeQueueSeat', data: { jobFairId, seekerId: seeker.id, queueId: booth.boothId, boothId: booth.boothId, entryId, now } },
      now,
    );
    seeker.queuedAt = booth;
    seeker.entryId = entryId;
  };

  const leaveQueue = (seeker: Seeker, minute: number) => {
    const booth = seeker.queuedAt;
    if (!booth) return;
    const now = at(minute);
    queue(
      booth,
      { type: 'LeaveQueue', data: { ...queueIds(booth), actorId: seeker.id, now, seekerId: seeker.id, entryId: seeker.entryId } },
      now,
      seeker.id,
    );
    seat(seeker, { type: 'FreeQueueSeat', data: { jobFairId, seekerId: seeker.id, queueId: booth.boothId, now } }, now);
    seeker.queuedAt = null;
    seeker.entryId = null;
  };

  const agenda = new Map<number, Pending[]>();
  const later = (minute: number, pending: Pending) => agenda.set(minute, [...(agenda.get(minute) ?? []), pending]);
  const busy = new Set<string>();
  // A called seeker stays in the queue until the interview is finished; they do not walk away meanwhile.
  const interviewing = new Set<string>();
  const busyWith = (seeker: Seeker) => interviewing.has(seeker.id);
  const byId = new Map(seekers.map((seeker) => [seeker.id, seeker]));

  /** A free recruiter calls the head of the queue; the interview ends some minutes later. */
  const call = (booth: Booth, recruiterId: string, minute: number) => {
    const now = at(minute);
    const sessionId = randomUUID();
    const ids = { jobFairId, recruiterId, boothId: booth.boothId };
    desk(recruiterId, { type: 'EngageRecruiter', data: { ...ids, sessionId, now } }, now);
    const assigned = queue(
      booth,
      { type: 'AssignInterview', data: { ...queueIds(booth), actorId: 'server', now, recruiterId, sessionId } },
      now,
      recruiterId,
    ).find((event) => event.type === 'InterviewAssigned');
    if (!assigned || assigned.type !== 'InterviewAssigned') {
      desk(recruiterId, { type: 'ReleaseRecruiter', data: { ...ids, sessionId, backToAvailable: true, now } }, now);
      return;
    }
    busy.add(recruiterId);
    const { entryId, seekerId, score, maxScore } = assigned.data;
    interviewing.add(seekerId);
    const seeker = byId.get(seekerId)!;
    const session = (command: InterviewSessionCommand, when: string, actorId: string | null) =>
      decide(interviewSessionStream(sessionId), interviewSessionDecider, command, meta(when, actorId, null));
    session(
      {
        type: 'OfferInterview',
        data: { sessionId, ...queueIds(booth), candidateId: seekerId, recruiterId, entryId, score, maxScore, chatDuration: 600_000, now },
      },
      now,
      'server',
    );
    const joined = seeker.present && chance(0.85);
    if (!joined) {
      session({ type: 'TimeOutInterview', data: { now } }, now, 'server');
      session({ type: 'CompleteInterviewEnd', data: { now } }, now, 'server');
      const back = chance(0.5);
      queue(
        booth,
        { type: back ? 'ReturnToFront' : 'FinishInterview', data: { ...queueIds(booth), actorId: 'server', now, sessionId } },
        now,
        'server',
      );
      if (!back) {
        seat(seeker, { type: 'FreeQueueSeat', data: { jobFairId, seekerId, queueId: booth.boothId, entryId, now } }, now);
        seeker.queuedAt = null;
        seeker.entryId = null;
      }
      desk(recruiterId, { type: 'ReleaseRecruiter', data: { ...ids, sessionId, backToAvailable: true, now } }, now);
      busy.delete(recruiterId);
      interviewing.delete(seekerId);
      return;
    }
    session({ type: 'JoinInterview', data: { actorId: seekerId, now } }, now, seekerId);
    if (chance(0.7))
      session({ type: 'OpenVideoRoom', data: { actorId: recruiterId, provider: 'embedded', roomId: sessionId, now } }, now, recruiterId);
    const lines = 2 + Math.floor(random() * 6);
    for (let line = 0; line < lines; line++) {
      const speaker = line % 2 === 0 ? recruiterId : seekerId;
      const when = at(minute + line);
      session(
        {
          type: 'PostChatMessage',
          data: { actorId: speaker, senderName: 'Someone', messageId: randomUUID(), message: `Line ${line} of a chat`, now: when },
        },
        when,
        speaker,
      );
    }
    const length = 6 + Math.floor(random() * 8);
    if (chance(0.1)) session({ type: 'ExtendInterview', data: { actorId: recruiterId, durationAdded: 300_000, now } }, now, recruiterId);
    later(minute + length, () => {
      const end = at(minute + length);
      session({ type: 'EndInterview', data: { actorId: recruiterId, endReason: 'ENDED', now: end } }, end, recruiterId);
      session({ type: 'CompleteInterviewEnd', data: { now: end } }, end, 'server');
      queue(booth, { type: 'FinishInterview', data: { ...queueIds(booth), actorId: 'server', now: end, sessionId } }, end, 'server');
      seat(seeker, { type: 'FreeQueueSeat', data: { jobFairId, seekerId, queueId: booth.boothId, entryId, now: end } }, end);
      seeker.queuedAt = null;
      seeker.entryId = null;
      seeker.met.add(booth.boothId);
      desk(recruiterId, { type: 'ReleaseRecruiter', data: { ...ids, sessionId, backToAvailable: true, now: end } }, end);
      busy.delete(recruiterId);
      interviewing.delete(seekerId);
      const subject = {
        interviewSessionId: sessionId,
        jobFairId,
        organizationId,
        boothId: booth.boothId,
        boothName: 'A booth',
        candidateId: seekerId,
        recruiterId,
        status: 'ENDED' as const,
      };
      decide(
        reviewStream(sessionId, recruiterId),
        reviewDecider,
        {
          type: 'SaveReview',
          data: { subject, actorId: recruiterId, changes: { rating: 1 + Math.floor(random() * 5), notes: 'Met at the fair' }, now: end },
        },
        meta(end, recruiterId, 'Recruiter'),
      );
      if (chance(0.5))
        decide(
          boothResumeStream(booth.boothId, seekerId),
          boothResumeDecider,
          {
            type: 'SaveBoothResume',
            data: {
              id: randomUUID(),
              boothId: booth.boothId,
              jobFairId,
              organizationId,
              jobSeekerId: seekerId,
              fileName: 'cv.pdf',
              resumeS3Key: `${boothResumePrefix(booth.boothId, seekerId)}cv.pdf`,
              jobTitle: 'Engineer',
              notes: 'Left after the interview',
              isUpdate: false,
              now: end,
            },
          },
          meta(end, seekerId, 'Applicant'),
        );
    });
  };

  const broadcast = (minute: number) => {
    const now = at(minute);
    const messageId = randomUUID();
    const recipientIds = seekers.map((seeker) => seeker.id);
    const command: MessageCommand = {
      type: 'BroadcastMessage',
      data: { messageId, jobFairId, topicId: 'jobseekers', message: `News at minute ${minute}`, createdBy: adminId, now, recipientIds },
    };
    decide(messageStream(messageId), messageDecider, command, meta(now, adminId, 'EmployerAdmin'));
    for (const seeker of seekers)
      if (seeker.present && chance(0.4)) {
        const read = at(minute + 1);
        decide(
          inboxStream(jobFairId, seeker.id),
          inboxDecider,
          { type: 'MarkMessageRead', data: { jobFairId, recipientId: seeker.id, messageId, unread: true, now: read } },
          meta(read, seeker.id, 'Applicant'),
        );
      }
  };

  for (const booth of booths)
    for (const recruiterId of booth.recruiters) {
      const now = at(0);
      desk(
        recruiterId,
        {
          type: 'SetAvailability',
          data: { jobFairId, recruiterId, boothId: booth.boothId, isAvailableForChat: true, timeStatus: 'Started', now },
        },
        now,
      );
    }

  for (let minute = 0; minute < FAIR_SHAPE.minutes; minute++) {
    for (const pending of agenda.get(minute) ?? []) pending();
    agenda.delete(minute);
    if (minute % 60 === 30) broadcast(minute);
    for (const seeker of seekers) {
      if (seeker.arrives === minute) {
        seeker.present = true;
        presence(seeker.id, 'SignedIn', minute);
        for (const _ of [1, 2, 3]) {
          const booth = pick(booths);
          decide(
            boothVisitStream(booth.boothId, seeker.id),
            boothVisitDecider,
            {
              type: 'RecordBoothVisit',
              data: { boothId: booth.boothId, jobFairId, organizationId, jobSeekerId: seeker.id, now: at(minute) },
            },
            meta(at(minute), seeker.id, 'Applicant'),
          );
        }
      }
      if (!seeker.present) continue;
      if (seeker.leaves <= minute && !busyWith(seeker)) {
        leaveQueue(seeker, minute);
        presence(seeker.id, 'SignedOut', minute);
        seeker.present = false;
        seeker.arrives = -1;
        continue;
      }
      if (chance(0.01)) {
        presence(seeker.id, 'Disconnected', minute);
        presence(seeker.id, 'Connected', minute);
      }
      if (!seeker.queuedAt && chance(0.15)) {
        const booth = pick(booths);
        if (!seeker.met.has(booth.boothId)) enterQueue(seeker, booth, minute);
      } else if (seeker.queuedAt && !busyWith(seeker) && chance(0.01)) leaveQueue(seeker, minute);
    }
    for (const booth of booths)
      for (const recruiterId of booth.recruiters) if (!busy.has(recruiterId) && chance(0.5)) call(booth, recruiterId, minute);
  }
  for (const pendings of agenda.values()) for (const pending of pendings) pending();
};
