import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationFileKey, STORAGE_FOLDERS } from '../../domain/ports/file-storage';
import { ValidationFailed } from '../../domain/shared/errors';
import { ensureOrganizationScope } from '../access/organization-scope';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { MAX_LOGO_BYTES, uploadFileName } from '../http/images';

// Company documents of organizations and booths (spec 1 §5.5, §5.7): office documents and PDFs, 10 MB each.
export const DOCUMENT_TYPES: Record<string, { extension: string; signature?: readonly number[] }> = {
  'application/pdf': { extension: 'pdf', signature: [0x25, 0x50, 0x44, 0x46] },
  'application/msword': { extension: 'doc' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { extension: 'docx', signature: [0x50, 0x4b] },
  'application/vnd.ms-powerpoint': { extension: 'ppt' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { extension: 'pptx', signature: [0x50, 0x4b] },
  'text/plain': { extension: 'txt' },
};

/** POST /api/files/document: the raw file as the body; answers its storage key, a signed link and the name. */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(Object.keys(DOCUMENT_TYPES), { parseAs: 'buffer', bodyLimit: MAX_LOGO_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/files/document',
    {
      bodyLimit: MAX_LOGO_BYTES,
      config: { roles: ['Admin', 'EmployerAdmin', 'Recruiter'] },
      schema: {
        tags: ['files'],
        summary: 'Upload a company document (PDF, Word, PowerPoint or text, at most 10 MB); optional X-File-Name header',
        querystring: z.object({ organizationId: uuidParam('organizationId').optional() }),
        response: {
          201: envelopeOf(z.object({ key: z.string(), fileUrl: z.string(), fileName: z.string() })),
          ...failures(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const organizationId = request.query.organizationId ?? requirePrincipal(request).organizationId;
      if (!organizationId) throw new ValidationFailed([{ field: 'organizationId', message: 'organizationId is required' }]);
      ensureOrganizationScope(request, organizationId);
      const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
      const type = DOCUMENT_TYPES[contentType];
      const content = request.body as Buffer | undefined;
      if (!type || !Buffer.isBuffer(content))
        throw new ValidationFailed([{ field: 'file', message: 'Upload a PDF, Word, PowerPoint or text document' }]);
      if (content.length === 0) throw new ValidationFailed([{ field: 'file', message: 'The file is empty' }]);
      if (type.signature && !type.signature.every((byte, index) => content[index] === byte))
        throw new ValidationFailed([{ field: 'file', message: `The file is not a ${type.extension} document` }]);
      const fileName = uploadFileName(request, `document.${type.extension}`);
      const key = organizationFileKey(STORAGE_FOLDERS.documents, organizationId, `${app.deps.newId()}.${type.extension}`);
      await app.deps.fileStorage.put(key, content, { contentType });
      const fileUrl = await app.deps.fileStorage.getSignedUrl(key);
      if (!fileUrl) throw new Error(`Stored document ${key} cannot be found`);
      return reply.code(201).send(success({ key, fileUrl, fileName }));
    },
  );
};

export default documentRoutes;
