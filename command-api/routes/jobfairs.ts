import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobFairFormSchema } from '../../domain/jobfair/jobfair-schema';
import { jobFairTimeStatus } from '../../domain/jobfair/time-status';
import { NotFound } from '../../domain/shared/errors';
import type { JobFairView, JobFairWithStatus } from '../../domain/jobfair/jobfair-view';
import { getJobFair, listJobFairs } from '../../projections/queries/jobfairs';
import { getOrganization } from '../../projections/queries/organizations';
import { actsAsAdmin, requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { jobFairViewSchema } from '../schemas/view-schemas';
import { commandContextOf } from '../http/command-context';
import { createJobFair } from '../application/jobfairs/create-job-fair';
import { deleteJobFair } from '../application/jobfairs/delete-job-fair';
import { updateJobFair } from '../application/jobfairs/update-job-fair';

const companyParams = z.object({ companyId: uuidParam('companyId') });
const jobFairParams = z.object({ companyId: uuidParam('companyId'), id: uuidParam('id') });
const one = envelopeOf(jobFairViewSchema);
const accepted = envelopeOf(z.null()).describe('Stored; the read model had not caught up yet');

// spec 1 §6: readers are the organization's own employer admins and recruiters, and platform admins; auditors
// (docs/audit.md) find the fairs whose reports they read, within their organization scope.
const READERS = ['Admin', 'EmployerAdmin', 'Recruiter', 'Auditor'] as const;

/** spec 1 §7 /organizations/{companyId}/jobfairs; the form is spec 2 §5, deletion spec 1 §5.8. */
const jobFairRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  // spec 1 §7: "GET returns data with the computed status applied", at the server's now.
  const withStatus = (fair: JobFairView): JobFairWithStatus => ({ ...fair, status: jobFairTimeStatus(fair, clock.now()) });

  app.get(
    '/organizations/:companyId/jobfairs',
    {
      config: { roles: READERS, organizationParam: 'companyId' },
      schema: {
        tags: ['jobfairs'],
        summary: 'Job fairs of an organization',
        params: companyParams,
        response: { 200: envelopeOf(z.array(jobFairViewSchema)), ...failures(400, 401, 403) },
      },
    },
    async (request) => success((await listJobFairs(db, request.params.companyId)).map(withStatus)),
  );

  app.get(
    '/organizations/:companyId/jobfairs/:id',
    {
      config: { roles: READERS, organizationParam: 'companyId' },
      schema: {
        tags: ['jobfairs'],
        summary: 'One job fair, with its time status',
        params: jobFairParams,
        response: { 200: one, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const fair = await getJobFair(db, request.params.companyId, request.params.id);
      if (!fair) throw new NotFound('Job fair');
      return success(withStatus(fair));
    },
  );

  app.post(
    '/organizations/:companyId/jobfairs',
    {
      // spec 3 §2.2: the admin job fairs screen has a 'Create New Job Fair' modal, so Admin creates too (past dates allowed).
      config: { roles: ['EmployerAdmin', 'Admin'], organizationParam: 'companyId' },
      schema: {
        tags: ['jobfairs'],
        summary: 'Create a job fair (UnPaid)',
        params: companyParams,
        body: jobFairFormSchema,
        response: { 201: one, 202: accepted, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      // An admin may name any organization in the path, so it must exist (an employer admin's is their own).
      if (actsAsAdmin(request) && !(await getOrganization(db, companyId))) throw new NotFound('Organization');
      const { jobFairId, checkpoint } = await createJobFair(app.services, commandContextOf(request), {
        companyId,
        actorId: requirePrincipal(request).userId,
        form: request.body,
        mayStartInPast: actsAsAdmin(request),
      });
      await app.wrote(request, checkpoint);
      const fair = await getJobFair(db, companyId, jobFairId);
      return fair ? reply.code(201).send(success(withStatus(fair))) : reply.code(202).send(success(null));
    },
  );

  app.put(
    '/organizations/:companyId/jobfairs/:id',
    {
      // spec 1 §6: platform admins may edit too, and pick past start dates when they do.
      config: { roles: ['EmployerAdmin', 'Admin'], organizationParam: 'companyId' },
      schema: {
        tags: ['jobfairs'],
        summary: 'Edit a job fair',
        params: jobFairParams,
        body: jobFairFormSchema,
        response: { 200: one, 202: accepted, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { companyId, id } = request.params;
      const checkpoint = await updateJobFair(app.services, commandContextOf(request), {
        jobFairId: id,
        companyId,
        actorId: requirePrincipal(request).userId,
        form: request.body,
        mayStartInPast: actsAsAdmin(request),
      });
      await app.wrote(request, checkpoint);
      const fair = await getJobFair(db, companyId, id);
      return fair ? reply.send(success(withStatus(fair))) : reply.code(202).send(success(null));
    },
  );

  app.delete(
    '/organizations/:companyId/jobfairs/:id',
    {
      config: { roles: ['EmployerAdmin'], organizationParam: 'companyId' },
      schema: {
        tags: ['jobfairs'],
        summary: 'Delete an UnPaid job fair (spec 1 §5.8)',
        params: jobFairParams,
        response: { 200: envelopeOf(z.object({ id: z.string() })), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { companyId, id } = request.params;
      const checkpoint = await deleteJobFair(app.services, commandContextOf(request), {
        jobFairId: id,
        companyId,
        actorId: requirePrincipal(request).userId,
      });
      await app.wrote(request, checkpoint);
      return success({ id });
    },
  );
};

export default jobFairRoutes;
