import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSafeStorageKey, parseOrganizationFileKey, STORAGE_FOLDERS } from '../../domain/ports/file-storage';
import { jobFairTimeStatus } from '../../domain/jobfair/time-status';
import { NotFound, ValidationFailed } from '../../domain/shared/errors';
import { getJobFair } from '../../projections/queries/jobfairs';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { jobFairViewSchema } from '../schemas/view-schemas';
import { commandContextOf } from '../http/command-context';
import { setJobFairLogo } from '../application/jobfairs/set-job-fair-logo';

const jobFairParams = z.object({ companyId: uuidParam('companyId'), id: uuidParam('id') });
export const UPLOAD_LOGO_FIRST = 'Upload the logo with POST /files/logo?organizationId={companyId} first';

/**
 * spec 3 §2.2 Event Lobby 'Upload Logo' (§5: one JPEG or PNG, at most 10485760 bytes, checked where it is
 * uploaded, POST /files/logo): the platform admin sets the fair's own logo, which the job seeker lobby and
 * the public landing then show.
 */
const jobFairLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, fileStorage } = app.deps;
  app.put(
    '/organizations/:companyId/jobfairs/:id/logo',
    {
      config: { roles: ['Admin'], organizationParam: 'companyId' },
      schema: {
        tags: ['jobfairs'],
        summary: "Set a job fair's logo (Admin): the key POST /files/logo answered for the fair's organization",
        params: jobFairParams,
        body: z.object({
          key: z.string({ error: 'key is required!' }).min(1, 'key is required!').max(500, 'key must be 500 characters or less'),
        }),
        response: { 200: envelopeOf(jobFairViewSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { companyId, id } = request.params;
      const { key } = request.body;
      // Only a logo stored for this fair's organization: another folder could hold a private document.
      const owner = parseOrganizationFileKey(key);
      const ownLogo = isSafeStorageKey(key) && owner?.folder === STORAGE_FOLDERS.logos && owner.organizationId === companyId;
      if (!ownLogo || !(await fileStorage.getSignedUrl(key))) throw new ValidationFailed([{ field: 'key', message: UPLOAD_LOGO_FIRST }]);
      const checkpoint = await setJobFairLogo(app.services, commandContextOf(request), {
        jobFairId: id,
        companyId,
        actorId: requirePrincipal(request).userId,
        logoKey: key,
      });
      await app.wrote(request, checkpoint);
      const fair = await getJobFair(db, companyId, id);
      if (!fair) throw new NotFound('Job fair');
      return success({ ...fair, status: jobFairTimeStatus(fair, app.deps.clock.now()) });
    },
  );
};

export default jobFairLogoRoutes;
