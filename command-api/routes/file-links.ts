import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, Forbidden } from '../../domain/shared/errors';
import { sniffFileType } from '../http/sniffed-file-type';

const INVALID_LINK = 'This link is invalid or has expired';

/** GET /files/<key>?expires&signature: the signature is the permission, so no token is asked for. */
const fileLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { fileStorage, clock } = app.deps;

  app.get(
    '/files/*',
    {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary: 'A stored file, through a signed link from /api/files/url',
        params: z.object({ '*': z.string().max(1024, INVALID_LINK) }),
        querystring: z.object({
          expires: z.string({ error: INVALID_LINK }).max(12, INVALID_LINK),
          signature: z.string({ error: INVALID_LINK }).max(64, INVALID_LINK),
        }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!fileStorage.verify(key, request.query)) throw new Forbidden(INVALID_LINK);
      const file = await fileStorage.read(key);
      if (!file) throw new DomainError('NOT_FOUND', `fileName not found - ${key}`);
      const secondsLeft = Math.max(0, Number(request.query.expires) - Math.floor(clock.now().getTime() / 1000));
      // The type comes from the bytes, not the upload's word; only images and PDFs are shown, the rest downloads.
      const { contentType, inline } = sniffFileType(file.content);
      const name = encodeURIComponent(key.split('/').pop() ?? 'file');
      return (
        reply
          .type(contentType)
          .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`)
          .header('cache-control', `private, max-age=${secondsLeft}`)
          .header('last-modified', file.lastModified.toUTCString())
          // Uploaded content is never run as a page, whatever it turns out to be; the app may frame it (PDF viewer).
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'self'")
          .send(Buffer.from(file.content))
      );
    },
  );
};

export default fileLinkRoutes;
