import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boothResumeCreateSchema,
  boothResumeFieldsSchema,
  boothResumePrefix,
  DROP_OFF_TEXTS,
  MAX_DROP_OFF_BYTES,
  type BoothResumeFields,
} from '../../domain/resume/booth-resume-schema';
import type { BoothResumeView } from '../../domain/resume/booth-resume-view';
import { Forbidden, NotFound, ValidationFailed } from '../../domain/shared/errors';
import { listBoothResumes, type StoredBoothResume } from '../../projections/queries/booth-resumes';
import { getBooth } from '../../projections/queries/booths';
import { hasRole } from '../../domain/auth/roles';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { errorHandler } from '../http/error-handler';
import { uploadFileName } from '../http/images';
import { boothInSight } from '../access/booth-in-sight';
import { fairAccess } from '../access/fair-scope';
import { commandContextOf } from '../http/command-context';
import { saveBoothResume } from '../application/resumes/save-booth-resume';

// spec 1 §7 resumes calls and spec 2 §2.2, §4, §5 Resume drop-off: a job seeker leaves a PDF resume
// and a note at a booth; the booth's recruiters and the organization's admins read them.
const BASE = '/jobfairs/:jobFairId/resumes/:boothId';
const tags = ['resumes'];
const boothParams = z.object({ jobFairId: uuidParam('jobFairId'), boothId: uuidParam('boothId') });
const resumeParams = boothParams.extend({ id: uuidParam('id') });

const resumeSchema = z.object({
  id: z.string(),
  boothId: z.string(),
  jobFairId: z.string(),
  jobSeekerId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fileName: z.string(),
  resumeS3Key: z.string(),
  jobTitle: z.string(),
  notes: z.string(),
  resumeUrl: z.string().nullable().describe('Download link, expires after 3600 s'),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<BoothResumeView>;
const uploadedSchema = z.object({ fileName: z.string(), resumeS3Key: z.string() });

const fileNameOf = (request: FastifyRequest) => uploadFileName(request, 'resume.pdf');

/** Body errors raised before the handler runs still get the spec's words, naming the file. */
const uploadErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    void errorHandler(new ValidationFailed([{ field: 'file', message: DROP_OFF_TEXTS.tooLarge(fileNameOf(request)) }]), request, reply);
  else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    void errorHandler(new ValidationFailed([{ field: 'file', message: DROP_OFF_TEXTS.notPdf(fileNameOf(request)) }]), request, reply);
  else void errorHandler(error, request, reply);
};

const boothResumeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, fileStorage } = app.deps;

  /** The booth of an activated fair the caller may read; staff may read its drop-offs only if they are its own. */
  const boothFor = async (request: FastifyRequest, jobFairId: string, boothId: string) => {
    const access = await fairAccess(request, jobFairId);
    const booth = await getBooth(db, jobFairId, boothId);
    if (!booth) throw new NotFound('Booth');
    return { access, booth };
  };

  /** spec 1 §6: the booth's recruiters, the organization's employer admins and platform admins read what was left. */
  const ensureMayRead = (request: FastifyRequest, booth: NonNullable<Awaited<ReturnType<typeof getBooth>>>) => {
    const principal = requirePrincipal(request);
    if (request.actingRole === 'Admin' || request.actingRole === 'EmployerAdmin') return;
    const recruiters = new Set([...booth.recruiters, ...booth.subBooths.flatMap((group) => group.recruiters)]);
    if (!recruiters.has(principal.userId)) throw new Forbidden('Only the recruiters of this booth read its resumes');
  };

  const withLink = async (resume: StoredBoothResume): Promise<BoothResumeView> => ({
    ...resume,
    resumeUrl: await fileStorage.getSignedUrl(resume.resumeS3Key),
  });

  const save = async (
    app: FastifyInstance,
    request: FastifyRequest,
    params: { jobFairId: string; boothId: string },
    fields: BoothResumeFields,
    id: string | null,
  ) => {
    const { booth } = await boothFor(request, params.jobFairId, params.boothId);
    const { userId } = requirePrincipal(request);
    const checkpoint = await saveBoothResume(app.services, commandContextOf(request), {
      fair: { jobFairId: booth.jobFairId, organizationId: booth.organizationId },
      boothId: booth.id,
      jobSeekerId: userId,
      fields,
      id,
    });
    // The saved file is the only one kept: a replaced file, and uploads never saved, are removed (spec 2 §4).
    const stale = (await fileStorage.list(boothResumePrefix(booth.id, userId))).filter((file) => file.key !== fields.resumeS3Key);
    await Promise.all(stale.map((file) => fileStorage.remove(file.key)));
    await app.wrote(request, checkpoint);
    const [saved] = await listBoothResumes(db, booth.jobFairId, booth.id, userId);
    if (!saved) throw new NotFound('Resume');
    return withLink(saved);
  };

  app.get(
    BASE,
    {
      config: { roles: ['Admin', 'EmployerAdmin', 'Recruiter', 'Applicant', 'Auditor'] },
      schema: {
        tags,
        summary: 'Resumes and notes left at a booth, newest first; a job seeker reads only their own; auditors read as the report does',
        params: boothParams,
        querystring: z.object({ jobSeekerId: uuidParam('jobSeekerId').optional() }),
        response: { 200: envelopeOf(z.array(resumeSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, boothId } = request.params;
      // Auditors (docs/audit.md) read a booth's drop-offs as they read its report: within their organization scope.
      if (hasRole(requirePrincipal(request), 'Auditor')) {
        await boothInSight(request, db, jobFairId, boothId);
        return success(await Promise.all((await listBoothResumes(db, jobFairId, boothId, request.query.jobSeekerId)).map(withLink)));
      }
      const { access, booth } = await boothFor(request, jobFairId, boothId);
      if (!access.staff) {
        if (request.query.jobSeekerId && request.query.jobSeekerId !== access.userId)
          throw new Forbidden('You may only read your own resume');
        return success(await Promise.all((await listBoothResumes(db, jobFairId, booth.id, access.userId)).map(withLink)));
      }
      ensureMayRead(request, booth);
      return success(await Promise.all((await listBoothResumes(db, jobFairId, booth.id, request.query.jobSeekerId)).map(withLink)));
    },
  );

  app.post(
    BASE,
    {
      config: { roles: ['Applicant'] },
      schema: {
        tags,
        summary: 'Leave a resume and a note at a booth (saving again updates it)',
        params: boothParams,
        body: boothResumeCreateSchema,
        response: { 201: envelopeOf(resumeSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { boothId: bodyBooth, jobFairId: bodyFair, jobSeekerId, ...fields } = request.body;
      if ((bodyBooth && bodyBooth !== request.params.boothId) || (bodyFair && bodyFair !== request.params.jobFairId))
        throw new ValidationFailed([{ field: 'boothId', message: 'The booth must be the one in the path' }]);
      if (jobSeekerId && jobSeekerId !== requirePrincipal(request).userId) throw new Forbidden('You may only leave your own resume');
      return reply.code(201).send(success(await save(app, request, request.params, fields, null)));
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      config: { roles: ['Applicant'] },
      schema: {
        tags,
        summary: 'Update the resume and note left at a booth',
        params: resumeParams,
        body: boothResumeFieldsSchema,
        response: { 200: envelopeOf(resumeSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => success(await save(app, request, request.params, request.body, request.params.id)),
  );

  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    // Only a PDF is accepted as the body here (spec 2 §5); anything else is refused with the spec's words.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: MAX_DROP_OFF_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    uploads.post(
      `${BASE}/file`,
      {
        bodyLimit: MAX_DROP_OFF_BYTES,
        errorHandler: uploadErrors,
        config: { roles: ['Applicant'] },
        schema: {
          tags,
          summary: 'Upload the resume to leave at a booth: one PDF of at most 10 MB as the raw body; X-File-Name names it',
          description: 'Stored under {boothId}/resumes/{userId}/ (spec 2 §7); POST or PUT the returned key with the job title to save it.',
          params: boothParams,
          response: { 201: envelopeOf(uploadedSchema), ...failures(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { booth } = await boothFor(request, request.params.jobFairId, request.params.boothId);
        const fileName = fileNameOf(request);
        const content = request.body as Buffer | undefined;
        if (!Buffer.isBuffer(content) || content.subarray(0, 5).toString('latin1') !== '%PDF-')
          throw new ValidationFailed([{ field: 'file', message: DROP_OFF_TEXTS.notPdf(fileName) }]);
        const resumeS3Key = `${boothResumePrefix(booth.id, requirePrincipal(request).userId)}${app.deps.newId()}.pdf`;
        await fileStorage.put(resumeS3Key, content, { contentType: 'application/pdf' });
        return reply.code(201).send(success({ fileName, resumeS3Key }));
      },
    );
  });
};

export default boothResumeRoutes;
