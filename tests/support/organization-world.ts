import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { createInterviewMatcher } from '../../command-api/application/workflows/interview-matcher';
import { organizationBody } from '../command-api/fixtures';
import type { TestApi, TestUser } from './api';
import { RESUME_PDF } from './applicant-profile';
import { registerInReadModel } from './registered-user';
import { createBooth, createRunningFair, fairAndBoothsVisible } from './running-fair';
import { until } from './wait';

export const TEST_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a png')]);

/** One organization with everything its ids can name: a running fair, a booth, staff, a seeker in an interview, files. */
export type OrganizationWorld = Readonly<{
  organizationId: string;
  jobFairId: string;
  boothId: string;
  employerAdmin: TestUser;
  recruiter: TestUser;
  /** A job seeker of this fair: queued at the booth, then offered to the recruiter. */
  applicant: TestUser;
  queueEntryId: string;
  sessionId: string;
  /** A resume the applicant left at the booth, and its stored file key. */
  resumeId: string;
  resumeKey: string;
  logoKey: string;
  /** A group of the organization's users (spec 2 §7 /vjfpUsers/{organizationId}/groups) holding the recruiter. */
  groupId: string;
}>;

const ok = async (what: string, answer: Promise<{ statusCode: number; body: string; json(): any }>) => {
  const response = await answer;
  if (response.statusCode >= 300) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  return response.json().data;
};

/** Builds the world through the deciders and real HTTP requests; the API's clock must stand at RUNNING. */
export const buildOrganizationWorld = async (api: TestApi, name: string): Promise<OrganizationWorld> => {
  const organizationId = randomUUID();
  const jobFairId = randomUUID();
  const boothId = randomUUID();
  const [employerAdmin, recruiter, applicant] = await Promise.all([
    api.user(['EmployerAdmin'], organizationId),
    api.user(['Recruiter'], organizationId),
    api.user(['Applicant'], null),
  ]);
  await ok(
    'saving the organization',
    api.as(employerAdmin, { method: 'PUT', url: `/api/organizations/${organizationId}`, payload: organizationBody(name) }),
  );
  await createRunningFair(api.store, { jobFairId, organizationId, name: `${name} fair` });
  const fields = boothFieldsSchema.parse({ name: `${name} booth`, chatDuration: 600_000, recruiters: [recruiter.userId] });
  await createBooth(api.store, { boothId, jobFairId, organizationId, fields });
  await fairAndBoothsVisible(api.db, jobFairId, [boothId]);

  const fair = `/api/jobfairs/${jobFairId}`;
  const file = await ok(
    'uploading a resume',
    api.as(applicant, {
      method: 'POST',
      url: `${fair}/resumes/${boothId}/file`,
      payload: RESUME_PDF,
      headers: { 'content-type': 'application/pdf' },
    }),
  );
  const resume = await ok(
    'leaving the resume',
    api.as(applicant, {
      method: 'POST',
      url: `${fair}/resumes/${boothId}`,
      payload: { fileName: file.fileName, resumeS3Key: file.resumeS3Key, jobTitle: 'Engineer' },
    }),
  );
  const logo = await ok(
    'uploading a logo',
    api.as(employerAdmin, {
      method: 'POST',
      url: `/api/files/logo?organizationId=${organizationId}`,
      payload: TEST_PNG,
      headers: { 'content-type': 'image/png' },
    }),
  );

  // The users read model must know the recruiter before a group can take them (and byEmailId find them).
  await registerInReadModel(api, recruiter, 'Rita', `${name} Recruiter`);
  const group = await ok(
    'creating a group of users',
    api.as(employerAdmin, { method: 'POST', url: `/api/vjfpUsers/${organizationId}/groups`, payload: { name: `${name} team` } }),
  );
  await ok(
    'adding the recruiter to the group',
    api.as(employerAdmin, { method: 'POST', url: `/api/vjfpUsers/${organizationId}/${recruiter.userId}/groups/${group.groupId}` }),
  );

  await ok(
    'entering the queue',
    api.as(applicant, { method: 'POST', url: `${fair}/queueUsers/byBoothId/${boothId}`, payload: { answers: [] } }),
  );
  await ok(
    'switching the recruiter on',
    api.as(recruiter, {
      method: 'PUT',
      url: `${fair}/recruiters/${recruiter.userId}/availability`,
      payload: { boothId, isAvailableForChat: true },
    }),
  );
  const matcher = createInterviewMatcher({
    store: api.store,
    db: api.db,
    clock: api.clock,
    newId: randomUUID,
    logger: pino({ level: 'silent' }),
  });
  await api.readModelsCaughtUp();
  try {
    await matcher.match(boothId);
  } finally {
    await matcher.stop();
  }
  await until(async () => Boolean(await api.db('interview_sessions').where({ booth_id: boothId }).first()), 'the interview offer');
  const session = await api.db('interview_sessions').where({ booth_id: boothId }).first();
  const entry = await api.db('queue_entries').where({ booth_id: boothId }).first();
  return {
    organizationId,
    jobFairId,
    boothId,
    employerAdmin,
    recruiter,
    applicant,
    queueEntryId: entry.id,
    sessionId: session.id,
    resumeId: resume.id,
    resumeKey: file.resumeS3Key,
    logoKey: logo.key,
    groupId: group.groupId,
  };
};

/**
 * The value of a path or query parameter naming something of this world. `id` means what the path
 * segment before it names (organizations/{id}, jobfairs/{id}, vjfpUsers/{org}/{id}, ...).
 */
export const worldValue = (world: OrganizationWorld, name: string, path = ''): string | undefined => {
  const byName: Record<string, string> = {
    orgId: world.organizationId,
    companyId: world.organizationId,
    organizationId: world.organizationId,
    jobFairId: world.jobFairId,
    boothId: world.boothId,
    roomId: world.sessionId,
    recruiterId: world.recruiter.userId,
    ratedBy: world.recruiter.userId,
    candidateId: world.applicant.userId,
    vjfpUserId: world.applicant.userId,
    jobSeekerId: world.applicant.userId,
    userId: world.applicant.userId,
    queueUserId: world.queueEntryId,
    interviewSession: world.sessionId,
    interviewSessionId: world.sessionId,
    sessionId: world.sessionId,
    ids: world.recruiter.userId,
    groupId: world.groupId,
    emailId: world.recruiter.email,
    // Not the logo: logos show on booth cards to everyone signed in (routes/files.ts); a resume is private.
    key: world.resumeKey,
    resumeS3Key: world.resumeKey,
  };
  if (name !== 'id') return byName[name];
  const segments = path.split('/');
  const owner =
    segments
      .slice(0, segments.indexOf('{id}'))
      .filter((segment) => segment && !segment.startsWith('{'))
      .pop() ?? '';
  const byOwner: Record<string, string> = {
    organizations: world.organizationId,
    jobfairs: world.jobFairId,
    vjfpUsers: world.recruiter.userId,
    queueUsers: world.queueEntryId,
    byBoothIdAndId: world.queueEntryId,
    interviewSessions: world.sessionId,
    resumes: world.resumeId,
  };
  return byOwner[owner];
};
