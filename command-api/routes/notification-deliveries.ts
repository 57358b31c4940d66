import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import { z } from 'zod';
import { DELIVERY_LIST_LIMIT, DELIVERY_STATUSES } from '../../domain/delivery/delivery-view';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENT_TYPES } from '../../domain/notification/notification-events';
import { deliveryHasFollowed, listDeliveries } from '../../projections/queries/notification-deliveries';
import type { Checkpoint } from '../../domain/shared/event';
import { commandContextOf } from '../http/command-context';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { retrySend } from '../application/notification-deliveries/retry-send';

const ADMIN = { roles: ['Admin'] } as const;
/** The delivery process manager acts on a retry within a pass (every 500 ms); polled this often, this many times. */
const DELIVERY_POLL_MS = 50;
const DELIVERY_POLLS = 100;

/**
 * Answers a retry once the delivery process manager has acted on it, so the screen's next read shows the send
 * queued again (or already sent); after 5 s it answers anyway: the retry is stored and will be acted on.
 */
const awaitDelivery = async (db: Knex, checkpoint: Checkpoint | null, log: FastifyBaseLogger) => {
  if (checkpoint === null) return;
  for (let poll = 0; poll < DELIVERY_POLLS; poll++) {
    if (await deliveryHasFollowed(db, checkpoint)) return;
    await new Promise((resolve) => setTimeout(resolve, DELIVERY_POLL_MS));
  }
  log.warn({ checkpoint }, 'notification delivery did not act on the retry in time');
};
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
  status: z.enum(DELIVERY_STATUSES),
  reason: z.string().nullable(),
  attempts: z.number(),
  retries: z.number(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
});

/** The delivery status of notification sends, for platform admins (Comms), so a failed send can be sent again. */
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
        summary:
          'Send a failed notification again (same idempotency key): records NotificationSendRetried, which the delivery process manager acts on; answers once it has (or after 5 s)',
        params: z.object({ id: uuidParam('id') }),
        response: { 200: envelopeOf(z.object({ id: z.string() })), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const checkpoint = await retrySend(app.services, commandContextOf(request), request.params.id);
      await app.wrote(request, checkpoint);
      await awaitDelivery(app.deps.db, checkpoint, request.log);
      return success({ id: request.params.id });
    },
  );
};

export default notificationDeliveryRoutes;
