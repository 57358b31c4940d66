import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSafeStorageKey } from '../../domain/ports/file-storage';
import { Forbidden, ValidationFailed } from '../../domain/shared/errors';
import { requirePrincipal } from '../access/route-access';
import { commandContextOf } from '../http/command-context';
import { envelopeOf, failures, success } from '../http/envelope';
import { makeResumePdfCopy } from '../application/resumes/make-resume-pdf-copy';
import { profileResumePrefix } from '../../domain/user/profile-schema';

const converted = z.object({ fileName: z.string(), pdfKey: z.string(), fileUrl: z.string() });

/** spec 1 §7 POST /documents/convert {fileName}: the PDF copy of the caller's Word or text resume (spec 2 §4). */
const documentConvertRoutes: FastifyPluginAsyncZod = async (app) => {
  const converter = app.deps.documentConverter ?? null;
  app.post(
    '/documents/convert',
    {
      config: { roles: ['Applicant'] },
      schema: {
        tags: ['files'],
        summary: "Make (once) the PDF copy of the caller's Word or text resume; fileName is the key POST /profile/resume answered",
        description: 'The copy is stored next to the resume and shown in the booth report; asking again answers the same copy.',
        body: z.object({ fileName: z.string().min(1, 'fileName is required').max(500) }),
        response: { 200: envelopeOf(converted), ...failures(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const { fileName } = request.body;
      const { userId } = requirePrincipal(request);
      if (!isSafeStorageKey(fileName)) throw new ValidationFailed([{ field: 'fileName', message: 'fileName is not a stored file' }]);
      if (!fileName.startsWith(profileResumePrefix(userId))) throw new Forbidden('You may only convert your own resume');
      const { pdfKey, checkpoint } = await makeResumePdfCopy(
        app.services,
        commandContextOf(request),
        { converter, files: app.deps.fileStorage },
        { userId, resumeKey: fileName },
      );
      await app.wrote(request, checkpoint);
      const fileUrl = await app.deps.fileStorage.getSignedUrl(pdfKey);
      if (!fileUrl) throw new Error(`Stored PDF copy ${pdfKey} cannot be found`);
      return success({ fileName, pdfKey, fileUrl });
    },
  );
};

export default documentConvertRoutes;
