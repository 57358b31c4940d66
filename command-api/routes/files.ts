import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isSafeStorageKey,
  organizationFileKey,
  parseOrganizationFileKey,
  PUBLIC_STORAGE_FOLDERS,
  STORAGE_FOLDERS,
} from '../../domain/ports/file-storage';
import { DomainError, Forbidden, ValidationFailed } from '../../domain/shared/errors';
import { ensureOrganizationScope } from '../access/organization-scope';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { isLogoType, looksLike, LOGO_TYPES, MAX_LOGO_BYTES, uploadFileName } from '../http/images';

// spec 1 §8.3: the file helpers' own words.
const KEY_REQUIRED = 'key is required!';
const notFound = (key: string) => new DomainError('NOT_FOUND', `fileName not found - ${key}`);

const uploaded = z.object({ key: z.string(), fileUrl: z.string(), fileName: z.string() });

/** Logo upload (raw image body) and signed links to stored files (spec 1 §7 "File storage"). */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { fileStorage } = app.deps;

  // In this scope only images are accepted as bodies; anything else (JSON too) is a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(Object.keys(LOGO_TYPES), { parseAs: 'buffer', bodyLimit: MAX_LOGO_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/files/logo',
    {
      bodyLimit: MAX_LOGO_BYTES,
      config: { roles: ['Admin', 'EmployerAdmin', 'Recruiter'] },
      schema: {
        tags: ['files'],
        summary: 'Upload a logo: the raw PNG or JPEG as the body (at most 10 MB); optional X-File-Name header',
        querystring: z.object({ organizationId: uuidParam('organizationId').optional() }),
        response: { 201: envelopeOf(uploaded), ...failures(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const organizationId = request.query.organizationId ?? principal.organizationId;
      if (!organizationId) throw new ValidationFailed([{ field: 'organizationId', message: 'organizationId is required' }]);
      ensureOrganizationScope(request, organizationId);
      const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      const content = request.body as Buffer | undefined;
      if (!isLogoType(contentType) || !Buffer.isBuffer(content))
        throw new ValidationFailed([{ field: 'file', message: 'Upload a PNG or JPEG image' }]);
      if (content.length === 0) throw new ValidationFailed([{ field: 'file', message: 'The file is empty' }]);
      if (!looksLike(content, contentType))
        throw new ValidationFailed([{ field: 'file', message: `The file is not a ${contentType === 'image/png' ? 'PNG' : 'JPEG'} image` }]);

      const { extension } = LOGO_TYPES[contentType];
      const key = organizationFileKey(STORAGE_FOLDERS.logos, organizationId, `${app.deps.newId()}.${extension}`);
      await fileStorage.put(key, content, { contentType });
      const fileUrl = await fileStorage.getSignedUrl(key);
      if (!fileUrl) throw new Error(`Stored logo ${key} cannot be found`);
      const fileName = uploadFileName(request, `logo.${extension}`);
      return reply.code(201).send(success({ key, fileUrl, fileName }));
    },
  );

  app.get(
    '/files/url',
    {
      config: { roles: ['Admin', 'EmployerAdmin', 'Recruiter', 'Applicant'] },
      schema: {
        tags: ['files'],
        summary: 'A link to a stored file that expires after 3600 s',
        querystring: z.object({
          key: z.string({ error: KEY_REQUIRED }).min(1, KEY_REQUIRED).max(500, 'key must be 500 characters or less'),
        }),
        response: { 200: envelopeOf(z.object({ key: z.string(), fileUrl: z.string() })), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { key } = request.query;
      if (!isSafeStorageKey(key)) throw notFound(key);
      const owner = parseOrganizationFileKey(key);
      // Logos appear on booth cards for everyone signed in; other files stay within their organization.
      if (!owner || !PUBLIC_STORAGE_FOLDERS.includes(owner.folder)) {
        if (owner) ensureOrganizationScope(request, owner.organizationId);
        else if (!requirePrincipal(request).roles.includes('Admin')) throw new Forbidden('You may only access your own organization');
      }
      const fileUrl = await fileStorage.getSignedUrl(key);
      if (!fileUrl) throw notFound(key);
      return success({ key, fileUrl });
    },
  );
};

export default fileRoutes;
