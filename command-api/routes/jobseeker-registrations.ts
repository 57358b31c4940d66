import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobseekerRegistrationView } from '../../domain/report/booth-report-view';
import { registrationDataSchema } from '../../domain/report/jobseeker-registration';
import { NotFound } from '../../domain/shared/errors';
import { getJobseekerRegistration, listJobseekerRegistrations } from '../../projections/queries/jobseeker-registrations';
import { requirePrincipal } from '../access/route-access';
import { commandContextOf } from '../http/command-context';
import { momentSchema } from '../schemas/report-moment';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { registerJobseeker } from '../application/report/register-jobseeker';

// Auditors read them too (docs/audit.md), within their organization scope; they change nothing.
const STAFF = ['Admin', 'EmployerAdmin', 'Recruiter', 'Auditor'] as const;
const tags = ['report'];

const registrationSchema = z.object({
  organizationId: z.string(),
  jobFairId: z.string(),
  id: z.string(),
  registrationData: z.object({ email: z.string(), given_name: z.string(), family_name: z.string(), phone_number: z.string().nullable() }),
}) satisfies z.ZodType<JobseekerRegistrationView>;

/** spec 2 §3 Jobseeker registration and §7 "Metrics and registrations": made at the landing, read as 'Registered Jobseekers'. */
const jobseekerRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/organizations/jobseeker-registrations',
    {
      config: { roles: ['Applicant'] },
      schema: {
        tags,
        summary: 'A job seeker registers to a fair at its landing (spec 2 §2.3); again with the same details changes nothing',
        description:
          'id is the signed-in job seeker (403 otherwise); the fair must be the organization’s and open to job seekers (404 otherwise).',
        body: z.object({
          organizationId: uuidParam('organizationId'),
          jobFairId: uuidParam('jobFairId'),
          id: uuidParam('id'),
          registrationData: registrationDataSchema,
        }),
        response: { 200: envelopeOf(registrationSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationId, jobFairId, id } = request.body;
      const checkpoint = await registerJobseeker(app.services, commandContextOf(request), requirePrincipal(request), request.body);
      await app.wrote(request, checkpoint);
      const saved = await getJobseekerRegistration(db, organizationId, jobFairId, id);
      if (!saved) throw new NotFound('Jobseeker registration');
      return success(saved);
    },
  );

  app.get(
    '/organizations/jobseeker-registrations/:organizationId',
    {
      config: { roles: STAFF, organizationParam: 'organizationId' },
      schema: {
        tags,
        summary: "Jobseekers registered to the organization's fairs ('Registered Jobseekers'), ?jobFairId for one fair",
        description:
          'Registered at the landing, or (fairs entered before registrations were recorded, or through the sign-in page) by signing in to the fair; details not given at registration come from the account. ?at= lists those registered by that moment, with their details as now.',
        params: z.object({ organizationId: uuidParam('organizationId') }),
        querystring: z.object({ jobFairId: uuidParam('jobFairId').optional(), at: momentSchema.optional() }),
        response: { 200: envelopeOf(z.array(registrationSchema)), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { jobFairId, at } = request.query;
      return success(await listJobseekerRegistrations(db, request.params.organizationId, jobFairId, at ? new Date(at) : undefined));
    },
  );

  app.get(
    '/organizations/jobseeker-registrations/:organizationId/:jobFairId/:id',
    {
      config: { roles: STAFF, organizationParam: 'organizationId' },
      schema: {
        tags,
        summary: "One job seeker's registration to one of the organization's fairs",
        params: z.object({ organizationId: uuidParam('organizationId'), jobFairId: uuidParam('jobFairId'), id: uuidParam('id') }),
        response: { 200: envelopeOf(registrationSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationId, jobFairId, id } = request.params;
      const registration = await getJobseekerRegistration(db, organizationId, jobFairId, id);
      if (!registration) throw new NotFound('Jobseeker registration');
      return success(registration);
    },
  );
};

export default jobseekerRegistrationRoutes;
