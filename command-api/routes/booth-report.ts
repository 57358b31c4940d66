import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resumeDownloadName, type CandidateReportView } from '../../domain/report/booth-report-view';
import { NotFound } from '../../domain/shared/errors';
import {
  boothMetrics,
  candidateMetBooth,
  entryAnswers,
  interviewsByRecruiter,
  reportSessionId,
} from '../../projections/queries/booth-report';
import { getInterviewSession } from '../../projections/queries/interview-sessions';
import { resumePdfCopyKey } from '../../projections/queries/resume-pdf-copies';
import { getProfile } from '../../projections/queries/registrations';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { boothInSight } from '../access/booth-in-sight';
import { chatMessageViewSchema } from '../schemas/interview-schemas';
import { boothMetricsByRecruiterSchema, boothParams, REPORT_READERS } from '../schemas/booth-report-schemas';

const tags = ['report'];
const text = z.string().nullable();
const candidateSchema = z.object({
  candidateId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: text,
  degreeType: text,
  academicMajor: text,
  fieldOfWork: text,
  salaryRequirements: text,
  securityClearance: text,
  geographicPreference: text,
  willingToRelocate: z.boolean().nullable(),
  availabilityDate: text,
  resumeUrl: z.string().nullable().describe('Download link, expires after 3600 s'),
  resumeIsPdf: z.boolean(),
  resumeDownloadName: z.string(),
  sessionId: z.string().nullable(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  answers: z.array(z.object({ questionId: z.string(), name: z.string(), rank: z.number(), answer: z.boolean() })),
  chatTranscript: z.array(chatMessageViewSchema),
}) satisfies z.ZodType<CandidateReportView>;

const field = (profile: Record<string, unknown> | null, key: string): string | null =>
  typeof profile?.[key] === 'string' ? profile[key] : null;

/** spec 2 §2.1 Report page and §7 "Metrics and registrations": the booth's numbers and one candidate's details (registrations: jobseeker-registrations.ts). */
const boothReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, fileStorage } = app.deps;

  app.get(
    '/jobfairs/:jobFairId/matrix/:boothId',
    {
      config: { roles: REPORT_READERS },
      schema: {
        tags,
        summary: "A booth's metrics (spec 2 §3 Booth metrics), with 'No. of Interviews' per recruiter",
        description:
          'jobSeekerLogins: applicants signed in to the fair; boothVisitors: applicants who opened the booth page; jobSeekersEnteredBooth: applicants who entered its queue; boothInterviews: sessions that reached IN_PROGRESS; resumesLeftAtBooth: drop-offs. Each person counts once.',
        params: boothParams,
        response: {
          200: envelopeOf(boothMetricsByRecruiterSchema),
          ...failures(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { jobFairId, boothId } = request.params;
      await boothInSight(request, db, jobFairId, boothId);
      const [metrics, byRecruiter] = await Promise.all([
        boothMetrics(db, jobFairId, boothId),
        interviewsByRecruiter(db, jobFairId, boothId),
      ]);
      return success({ ...metrics, interviewsByRecruiter: byRecruiter });
    },
  );

  app.get(
    '/jobfairs/:jobFairId/report/:boothId/candidates/:candidateId',
    {
      config: { roles: REPORT_READERS },
      schema: {
        tags,
        summary: "The report's right panel: a candidate's profile, resume, queue answers and chat at this booth",
        description:
          '?sessionId picks the conversation; without it the latest at this booth. Only candidates with a conversation or a resume at the booth are shown (404 otherwise).',
        params: boothParams.extend({ candidateId: uuidParam('candidateId') }),
        querystring: z.object({ sessionId: uuidParam('sessionId').optional() }),
        response: { 200: envelopeOf(candidateSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, boothId, candidateId } = request.params;
      await boothInSight(request, db, jobFairId, boothId);
      if (!(await candidateMetBooth(db, jobFairId, boothId, candidateId))) throw new NotFound('Candidate');
      const profile = await getProfile(db, candidateId);
      if (!profile) throw new NotFound('Candidate');
      const sessionId = await reportSessionId(db, jobFairId, boothId, candidateId, request.query.sessionId);
      if (request.query.sessionId && !sessionId) throw new NotFound('Interview session');
      const session = sessionId ? await getInterviewSession(db, jobFairId, sessionId) : null;
      const answered = session ? await entryAnswers(db, session.queueUserId) : null;
      const details = profile.applicant;
      // A Word or text resume is shown through its PDF copy once one was made (spec 2 §4, POST /documents/convert).
      const uploadedKey = field(details, 'resumeKey');
      const resumeKey = (uploadedKey && (await resumePdfCopyKey(db, uploadedKey))) ?? uploadedKey;
      const view: CandidateReportView = {
        candidateId,
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        phone: field(details, 'phone') ?? profile.phone,
        degreeType: field(details, 'degreeType'),
        academicMajor: field(details, 'academicMajor'),
        fieldOfWork: field(details, 'fieldOfWork'),
        salaryRequirements: field(details, 'salaryRequirements'),
        securityClearance: field(details, 'securityClearance'),
        geographicPreference: field(details, 'geographicPreference'),
        willingToRelocate: typeof details?.willingToRelocate === 'boolean' ? details.willingToRelocate : null,
        availabilityDate: field(details, 'availabilityDate'),
        resumeUrl: resumeKey ? await fileStorage.getSignedUrl(resumeKey) : null,
        resumeIsPdf: resumeKey?.toLowerCase().endsWith('.pdf') ?? false,
        resumeDownloadName: resumeDownloadName(profile.lastName, profile.firstName),
        sessionId,
        score: session?.candidateScore ?? null,
        maxScore: session?.candidateMaxScore ?? null,
        answers: answered?.answers ?? [],
        chatTranscript: session?.chatTranscript ?? [],
      };
      return success(view);
    },
  );
};

export default boothReportRoutes;
