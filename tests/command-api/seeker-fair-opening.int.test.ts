import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFairDecider, jobFairStream, type JobFairCommand } from '../../domain/jobfair/jobfair';
import { handleCommand } from '../../domain/shared/handle-command';
import { buildTestApi, envelopeOf, testClock, type TestApi, type TestUser } from '../support/api';
import { RESUME_PDF } from '../support/applicant-profile';
import { operationsOf, propertiesOf, sampleOf, urlOf, type Operation } from '../support/openapi';
import { buildOrganizationWorld, worldValue, type OrganizationWorld } from '../support/organization-world';
import { adminMetadata, RUNNING } from '../support/running-fair';
import { until } from '../support/wait';

// spec 1 §1, §4.2: a fair that is unpaid, not activated or ended is not usable. Every job seeker route
// of the fair (every operation under /jobfairs/{jobFairId} a job seeker may call, read from the API's
// own OpenAPI document so a new one is covered the day it is added) refuses them, and the public
// landing says which it is. The fair runs 10:00–13:00 EST on 2026-11-22, so it has Ended at 14:31 EST.
const ENDED = '2026-11-22T19:31:00.000Z';
const REFUSED = 'Job fair not found';

let api: TestApi;
let world: OrganizationWorld;
let seekerOperations: Operation[];
beforeAll(async () => {
  api = await buildTestApi('api_seeker_fair_opening', { clock: testClock(new Date(RUNNING)) });
  world = await buildOrganizationWorld(api, 'Opening');
  seekerOperations = (await operationsOf(api)).filter(
    ({ path, access }) => path.includes('{jobFairId}') && (access.signedIn || access.roles?.includes('Applicant')),
  );
});
afterAll(() => api?.close());

const fairCommand = (jobFairId: string, command: JobFairCommand) =>
  handleCommand(api.store, jobFairStream(jobFairId), jobFairDecider, command, { metadata: adminMetadata, newId: randomUUID });
const setActivation = async (isActivated: boolean) => {
  const ids = { jobFairId: world.jobFairId, companyId: world.organizationId, actorId: randomUUID(), now: RUNNING };
  await fairCommand(world.jobFairId, { type: 'SetJobFairActivation', data: { ...ids, isActivated } });
  await until(
    async () => Boolean(await api.db('jobfairs').where({ id: world.jobFairId, is_activated: isActivated }).first()),
    'activation',
  );
};

// A zod refinement the document cannot carry (as in permission-matrix.int.test.ts): join the session.
const BODY_OVERRIDES: Readonly<Record<string, object>> = {
  'PUT /api/jobfairs/{jobFairId}/interviewSessions/{id}': { status: 'IN_PROGRESS' },
};

/** The job seeker's request of this operation in the world, aimed at `jobFairId`. */
const seekerRequest = (operation: Operation, jobFairId: string) => {
  const params = Object.fromEntries(operation.pathParams.map((name) => [name, worldValue(world, name, operation.path) ?? randomUUID()]));
  const query = Object.fromEntries(
    operation.query.filter((parameter) => parameter.required).map((parameter) => [parameter.name, String(sampleOf(parameter.schema))]),
  );
  const url = urlOf(operation, { ...params, jobFairId }, query);
  if (operation.name.endsWith('/file'))
    return { method: operation.method, url, payload: RESUME_PDF, headers: { 'content-type': 'application/pdf' } };
  if (!operation.body) return { method: operation.method, url };
  const hints = Object.fromEntries(
    Object.keys(propertiesOf(operation.body)).flatMap((name) => {
      const value = name === 'jobFairId' ? jobFairId : worldValue(world, name);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  return { method: operation.method, url, payload: { ...(sampleOf(operation.body, hints) as object), ...BODY_OVERRIDES[operation.name] } };
};

/** Each job seeker operation's answer status and first error message. */
const answersFor = async (jobFairId: string, seeker: TestUser = world.applicant) => {
  const answers: Record<string, string> = {};
  for (const operation of seekerOperations) {
    const response = await api.as(seeker, seekerRequest(operation, jobFairId));
    answers[operation.name] = `${response.statusCode} ${envelopeOf(response).errors?.[0]?.message ?? ''}`.trim();
  }
  return answers;
};
const allRefused = (answers: Record<string, string>) => Object.fromEntries(Object.keys(answers).map((name) => [name, `404 ${REFUSED}`]));
const opening = async (jobFairId: string) =>
  envelopeOf(await api.app.inject({ url: `/api/public/org-jobfair-info/${world.organizationId}/${jobFairId}` })).data.opening;

describe('a fair job seekers may not use', () => {
  it('covers the lobby, booths, queues, history and interview routes', () => {
    const names = seekerOperations.map((operation) => operation.name);
    for (const expected of [
      'GET /api/jobfairs/{jobFairId}',
      'GET /api/jobfairs/{jobFairId}/booths',
      'POST /api/jobfairs/{jobFairId}/queueUsers/byBoothId/{boothId}',
      'GET /api/jobfairs/{jobFairId}/interviewSessions/byCandidateId/{candidateId}',
      'GET /api/jobfairs/{jobFairId}/interviewSessions/{id}',
    ])
      expect(names).toContain(expected);
  });

  it('is open while paid, activated and not ended: no route answers the refusal', async () => {
    expect(await opening(world.jobFairId)).toBe('open');
    const answers = await answersFor(world.jobFairId);
    expect(Object.entries(answers).filter(([, answer]) => answer === `404 ${REFUSED}`)).toEqual([]);
    expect(answers['GET /api/jobfairs/{jobFairId}/booths']).toBe('200');
  });

  it('refuses every job seeker route of a fair that has ended, and the landing says it ended', async () => {
    api.clock.set(ENDED);
    try {
      expect(await opening(world.jobFairId)).toBe('ended');
      // Signed in after the end: the world's tokens have expired by then.
      const answers = await answersFor(world.jobFairId, await api.user(['Applicant'], null));
      expect(answers).toEqual(allRefused(answers));
      // Its staff still read it: the recruiter's report comes after the fair.
      const recruiter = await api.user(['Recruiter'], world.organizationId);
      expect((await api.as(recruiter, { method: 'GET', url: `/api/jobfairs/${world.jobFairId}` })).statusCode).toBe(200);
    } finally {
      api.clock.set(RUNNING);
    }
  });

  it('refuses every job seeker route of a fair that is not activated, and the landing says it is not open', async () => {
    await setActivation(false);
    try {
      expect(await opening(world.jobFairId)).toBe('not-open');
      const answers = await answersFor(world.jobFairId);
      expect(answers).toEqual(allRefused(answers));
    } finally {
      await setActivation(true);
    }
  });

  it('refuses every job seeker route of an unpaid fair, and the landing says it is not open', async () => {
    const jobFairId = randomUUID();
    const ids = { jobFairId, companyId: world.organizationId, actorId: randomUUID(), now: RUNNING };
    const form = {
      name: 'Unpaid fair',
      startDate: '2026-11-22',
      startTime: '10:00',
      timezone: 'EST' as const,
      durationHours: 3,
      durationMinutes: 0,
    };
    await fairCommand(jobFairId, { type: 'CreateJobFair', data: { ...ids, form, mayStartInPast: true } });
    await until(async () => Boolean(await api.db('jobfairs').where({ id: jobFairId }).first()), 'the unpaid fair');
    expect(await opening(jobFairId)).toBe('not-open');
    const answers = await answersFor(jobFairId);
    expect(answers).toEqual(allRefused(answers));
  });
});
