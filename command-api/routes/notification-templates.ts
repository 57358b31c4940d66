import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_TYPES,
  RECIPIENT_TYPES,
  type NotificationChannel,
} from '../../domain/notification/notification-events';
import { sendRelativeToSchema, TEMPLATE_LIMITS, templateRequestSchema } from '../../domain/notification/template-schema';
import { TEMPLATE_ERRORS } from '../../domain/notification/template-view';
import { NotFound } from '../../domain/shared/errors';
import type { Checkpoint } from '../../domain/shared/event';
import { getNotificationTemplate, listNotificationTemplates } from '../../projections/queries/notification-templates';
import { commandContextOf } from '../http/command-context';
import { envelopeOf, failures, success } from '../http/envelope';
import { createNotificationTemplate, updateNotificationTemplate } from '../application/notification-templates/save-template';

// spec 3 §6: the admin area is the platform admins'; anyone else saving a template hears PERMISSION_DENIED (spec 3 §8).
const ADMIN = { roles: ['Admin'], deniedAs: { code: 'PERMISSION_DENIED', message: TEMPLATE_ERRORS.PERMISSION_DENIED } } as const;
const TAGS = ['templates'];

const templateView = z.object({
  templateId: z.string(),
  eventType: z.enum(NOTIFICATION_EVENT_TYPES),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipientType: z.enum(RECIPIENT_TYPES),
  subject: z.string(),
  body: z.string(),
  enabled: z.boolean(),
  tags: z.array(z.string()),
  metadata: z.record(z.string(), z.string()),
  sendRelativeTo: sendRelativeToSchema.nullable(),
  sender: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const one = envelopeOf(templateView);
const accepted = envelopeOf(z.null()).describe('Stored; the read model had not caught up yet');
const params = z.object({ templateId: z.string().max(TEMPLATE_LIMITS.templateIdMax + 1) });
const channelQuery = z.object({ channel: z.enum(NOTIFICATION_CHANNELS, { error: 'Please select a valid channel' }).default('email') });

/** spec 3 §7 Templates, under /organizations/templates (static segments win over /organizations/{id}). */
const notificationTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { templateId, channel }: Readonly<{ templateId: string; channel: NotificationChannel }>,
    checkpoint: Checkpoint | null,
    code = 200,
  ) => {
    await app.wrote(request, checkpoint);
    const template = await getNotificationTemplate(db, templateId, channel);
    return template ? reply.code(code).send(success(template)) : reply.code(202).send(success(null));
  };

  app.get(
    '/organizations/templates/all',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Every notification template (data.items), by template ID and channel',
        response: { 200: envelopeOf(z.object({ items: z.array(templateView) })), ...failures(401, 403) },
      },
    },
    async () => success({ items: await listNotificationTemplates(db) }),
  );

  app.get(
    '/organizations/templates/:templateId',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'One template: its template ID on one channel',
        params,
        querystring: channelQuery,
        response: { 200: one, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const template = await getNotificationTemplate(db, request.params.templateId, request.query.channel);
      if (!template) throw new NotFound('Template');
      return success(template);
    },
  );

  app.post(
    '/organizations/templates',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'A new template (spec 3 §5); TEMPLATE_ID_EXISTS when the template ID has one on this channel. HTML bodies are sanitised',
        body: templateRequestSchema,
        response: { 201: one, 202: accepted, ...failures(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const checkpoint = await createNotificationTemplate(app.services, commandContextOf(request), request.body);
      return answer(request, reply, request.body, checkpoint, 201);
    },
  );

  app.put(
    '/organizations/templates/:templateId',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Save the template of this template ID and channel; the template ID and channel stay (spec 3 §4)',
        params,
        querystring: channelQuery,
        body: templateRequestSchema,
        response: { 200: one, 202: accepted, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const key = { templateId: request.params.templateId, channel: request.query.channel };
      const checkpoint = await updateNotificationTemplate(app.services, commandContextOf(request), { ...key, request: request.body });
      return answer(request, reply, key, checkpoint);
    },
  );
};

export default notificationTemplateRoutes;
