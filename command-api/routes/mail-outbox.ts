import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../domain/shared/errors';
import { envelopeOf, failures, success } from '../http/envelope';

const query = z.object({ to: z.string().max(254).optional(), limit: z.coerce.number().int().min(1).max(500).optional() });
const mail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  purpose: z.string(),
  sentAt: z.string(),
  /** A notification's rendered HTML (docs/notifications.md); the text above is its alternative. */
  html: z.string().optional(),
});

/** The embedded mail outbox, for platform admins (ARCHITECTURE.md "mail: local outbox, readable in the admin console"). */
const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/mail-outbox',
    {
      config: { roles: ['Admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Mails the platform sent, newest first',
        querystring: query,
        response: { 200: envelopeOf(z.array(mail)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const outbox = app.deps.mailOutbox;
      if (!outbox) throw new NotFound('Mail outbox');
      return success(
        await outbox.list({
          ...(request.query.to ? { to: request.query.to } : {}),
          ...(request.query.limit ? { limit: request.query.limit } : {}),
        }),
      );
    },
  );
};

export default mailOutboxRoutes;
