import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DELIVERY_LIST_LIMIT } from '../../domain/delivery/delivery-view';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENT_TYPES } from '../../domain/notification/notification-events';
import { listDeliveries } from '../../projections/queries/notification-deliveries';
import { commandContextOf } from '../http/command-context';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { retrySend } from '../services/notification-deliveries/retry-send';

const ADMIN = { roles: ['Admin'] } as const;
const query = z.object({
  eventType: z.enum(NOTIFICATION_EVENT_TYPES, { error: 'Please select a valid event type' }).optional(),
  recipient: z.string().trim().max(254, 'Recipient must be at most 254 characters').optional(),
  limit: z.coerce.number().int().min(1).max(DELIVERY_LIST_LIMIT).default(DELIVERY_LIST_LIMIT),
});
const delivery = z.object({
  id: z.string(),
  kind: z.enum(['send', 'schedule']),
  eventType: z.enum(NOTIFICATION_EVENT_TYPES),
  templateId: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  status: z.enum(['Scheduled', 'Cancelled', 'Queued', 'Sending', 'Sent', 'Failed']),
  reason: z.string().nullable(),
  attempts: z.number(),
  retries: z.number(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
});

/** Issue 15 point 6: the delivery status of notification sends, for platform admins (Comms). */
const notificationDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/notification-deliveries',
    {
      config: ADMIN,
      schema: {
        tags: ['admin'],
        summary: 'Notification sends and scheduled sends, newest first, by event type and recipient',
        querystring: query,
        response: { 200: envelopeOf(z.array(delivery)), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { eventType, recipient, limit } = request.query;
      return success(
        await listDeliveries(app.deps.db, { limit, ...(eventType ? { eventType } : {}), ...(recipient ? { recipient } : {}) }),
      );
    },
  );

  app.post(
    '/admin/notification-deliveries/:id/retry',
    {
      config: ADMIN,
      schema: {
        tags: ['admin'],
        summary: 'Send a failed notification again (same idempotency key)',
        params: z.object({ id: uuidParam('id') }),
        response: { 200: envelopeOf(z.object({ id: z.string() })), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await retrySend(app.services, commandContextOf(request), request.params.id);
      return success({ id: request.params.id });
    },
  );
};

export default notificationDeliveryRoutes;
