import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { createInterviewMatcher } from '../../command-api/application/workflows/interview-matcher';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { buildTestApi, testClock, type TestApi, type TestClock, type TestUser } from './api';
import { httpAs, uploadAs } from './http';
import { registerInReadModel } from './registered-user';
import { createBooth, createRunningFair, fairAndBoothsVisible, RUNNING } from './running-fair';

export type ReportFair = Readonly<{
  api: TestApi;
  clock: TestClock;
  /** Where the API listens (http://127.0.0.1:port), for links it answers. */
  address: string;
  http: ReturnType<typeof httpAs>;
  upload: ReturnType<typeof uploadAs>;
  /** A path under the fair: /jobfairs/{jobFairId}{path}. */
  fair: (path: string) => string;
  /** Creates the booths, in this display order, each staffed by its recruiters, and waits until the read models show them. */
  addBooths: (booths: readonly Readonly<{ boothId: string; name: string; recruiters: readonly TestUser[] }>[]) => Promise<void>;
  close: () => Promise<void>;
}>;

/**
 * The report tests' world: a running fair of one organization, served over real HTTP on the tests' clock
 * (RUNNING), with the server's interview matcher offering interviews as the platform does.
 */
export const startReportFair = async (
  label: string,
  { organizationId, jobFairId, name }: Readonly<{ organizationId: string; jobFairId: string; name: string }>,
): Promise<ReportFair> => {
  const clock = testClock(new Date(RUNNING));
  const api = await buildTestApi(label, { clock });
  const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const matcher = createInterviewMatcher({ store: api.store, db: api.db, clock, newId: randomUUID, logger: pino({ level: 'silent' }) });
  matcher.start(api.bus, 100);
  await createRunningFair(api.store, { jobFairId, organizationId, name });
  return {
    api,
    clock,
    address,
    http: httpAs(address),
    upload: uploadAs(address),
    fair: (path) => `/jobfairs/${jobFairId}${path}`,
    addBooths: async (booths) => {
      for (const [sortOrder, booth] of booths.entries()) {
        const fields = boothFieldsSchema.parse({ name: booth.name, recruiters: booth.recruiters.map((recruiter) => recruiter.userId) });
        await createBooth(api.store, { boothId: booth.boothId, jobFairId, organizationId, fields, sortOrder });
      }
      await fairAndBoothsVisible(
        api.db,
        jobFairId,
        booths.map((booth) => booth.boothId),
      );
    },
    close: async () => {
      await matcher.stop();
      await api.close();
    },
  };
};

export type BoothReportPeople = Readonly<{
  recruiter: TestUser;
  otherBoothRecruiter: TestUser;
  employerAdmin: TestUser;
  otherOrgRecruiter: TestUser;
  admin: TestUser;
  seekers: TestUser[];
}>;

/**
 * The booth report tests' people and booths: the booth's recruiter, a recruiter of the other booth, the
 * organization's employer admin, a recruiter of another organization, a platform admin and three seekers.
 */
export const boothReportPeople = async (
  world: ReportFair,
  organizationId: string,
  booths: Readonly<{ boothId: string; name: string; otherBoothId: string }>,
): Promise<BoothReportPeople> => {
  const { api } = world;
  const [recruiter, otherBoothRecruiter, employerAdmin, otherOrgRecruiter, admin] = await Promise.all([
    api.user(['Recruiter'], organizationId),
    api.user(['Recruiter'], organizationId),
    api.user(['EmployerAdmin'], organizationId),
    api.user(['Recruiter'], randomUUID()),
    api.user(['Admin'], null),
  ]);
  const seekers = await Promise.all([1, 2, 3].map(() => api.user(['Applicant'], null)));
  await Promise.all([recruiter, ...seekers].map((user) => registerInReadModel(api, user)));
  await world.addBooths([
    { boothId: booths.boothId, name: booths.name, recruiters: [recruiter] },
    { boothId: booths.otherBoothId, name: 'Other booth', recruiters: [otherBoothRecruiter] },
  ]);
  return { recruiter, otherBoothRecruiter, employerAdmin, otherOrgRecruiter, admin, seekers };
};
