import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fairParams } from '../schemas/fair-params';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { messageTextSchema } from '../../domain/message/message-schema';
import { senderVerdict } from '../../domain/message/message-senders';
import { parseTopic, topicIdSchema, type MessageTopic } from '../../domain/message/message-topic';
import type { MessageReceiptView, TopicMessageView } from '../../domain/message/message-view';
import { Forbidden, NotFound, ValidationFailed } from '../../domain/shared/errors';
import { getBooth } from '../../projections/queries/booths';
import { topicsOfUser } from '../../projections/queries/message-readers';
import { findMessage, findReceipt, receiptOf, receiptsOf } from '../../projections/queries/messages';
import { requirePrincipal } from '../access/route-access';
import { commandContextOf } from '../http/command-context';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { fairAccess } from '../access/fair-scope';
import { clearMessageReceipts } from '../application/messages/clear-message-receipts';
import { issueMessageReceipts } from '../application/messages/issue-message-receipts';
import { broadcastMessage, postMessage } from '../application/messages/post-message';
import { markAllMessagesRead, markMessageRead } from '../application/messages/read-marks';

// spec 1 §7 /jobfairs/{jobFairId}/messages…, spec 3 §2.2 Announcements and Clear Notifications, spec 2 §2.1
// Broadcast message. Senders follow domain/message/message-senders.ts; a user reads and marks only their own
// receipts; only platform admins clear a fair's notifications. docs/messages.md tells the design.
const tags = ['messages'];
const READERS = ['EmployerAdmin', 'Recruiter', 'Applicant'] as const;
const SENDERS = ['Admin', 'EmployerAdmin', 'Recruiter'] as const;
/** A call may name this many recipients; a whole audience is one broadcast instead. */
const MAX_RECIPIENTS = 1000;

const isoDateTime = z.string().describe('ISO-8601 date-time');
const topicMessageSchema = z.object({
  messageId: z.string(),
  topicId: z.string(),
  jobFairId: z.string(),
  message: z.string(),
  createdBy: z.string(),
  createdAt: isoDateTime,
}) satisfies z.ZodType<TopicMessageView>;
const receiptSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  message: z.object({ id: z.string(), message: z.string() }),
  recipientId: z.string(),
  read: z.boolean(),
  jobFairId: z.string(),
  topicId: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
}) satisfies z.ZodType<MessageReceiptView>;
const sentSchema = z.object({ message: topicMessageSchema, recipients: z.number().int().describe('Receipts the broadcast issued') });

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  /** The topic, in this fair, if the caller may post to it (403 otherwise; a booth not in the fair is 404). */
  const sendableTopic = async (request: FastifyRequest, fair: JobFairView, topicIdValue: string): Promise<MessageTopic> => {
    const topic = parseTopic(topicIdValue);
    if (!topic || topic.jobFairId !== fair.id)
      throw new ValidationFailed([{ field: 'topicId', message: "topicId must name this job fair's topics" }]);
    const booth = topic.kind === 'booth' ? await getBooth(db, fair.id, topic.boothId) : null;
    const verdict = senderVerdict(requirePrincipal(request), topic, {
      fairOrganizationId: fair.companyId,
      boothRecruiters: booth ? [...booth.recruiters, ...booth.subBooths.flatMap((group) => group.recruiters)] : null,
    });
    if (verdict === 'no-such-booth') throw new NotFound('Booth');
    if (verdict === 'admins-only') throw new Forbidden("Only platform admins address a whole fair's audience");
    if (verdict === 'not-your-booth') throw new Forbidden('You may only address the booths you staff');
    return topic;
  };

  /** A fair the caller may use, and the caller's own id, for the receipts routes. */
  const ownFair = async (request: FastifyRequest, jobFairId: string, recipientId?: string) => {
    const access = await fairAccess(request, jobFairId);
    if (recipientId !== undefined && recipientId !== access.userId) throw new Forbidden('You may only read your own notifications');
    return access;
  };

  const sent = async (messageId: string, recipients: number) => {
    const message = await findMessage(db, messageId);
    if (!message) throw new NotFound('Message');
    return success({ message, recipients });
  };

  app.post(
    '/jobfairs/:jobFairId/messages',
    {
      config: { roles: SENDERS },
      schema: {
        tags,
        summary: 'spec 1 §7: create a message on a topic of the fair (receipts follow with …/messages/receipt(s))',
        params: fairParams,
        body: z.object({ topicId: topicIdSchema, message: messageTextSchema, createdBy: uuidParam('createdBy') }),
        response: { 200: envelopeOf(sentSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { fair } = await fairAccess(request, request.params.jobFairId);
      if (request.body.createdBy !== requirePrincipal(request).userId) throw new Forbidden('You may only post messages as yourself');
      const topic = await sendableTopic(request, fair, request.body.topicId);
      const posted = await postMessage(app.services, commandContextOf(request), {
        fair,
        topic,
        message: request.body.message,
        createdBy: request.body.createdBy,
      });
      await app.wrote(request, posted.checkpoint);
      return sent(posted.messageId, 0);
    },
  );

  app.post(
    '/jobfairs/:jobFairId/messages/broadcast',
    {
      config: { roles: SENDERS },
      schema: {
        tags,
        summary: "A message to every member of its topic's audience now: one event, one receipt each (Announcements, Broadcast message)",
        params: fairParams,
        body: z.object({ topicId: topicIdSchema, message: messageTextSchema }),
        response: { 200: envelopeOf(sentSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { fair, userId } = await fairAccess(request, request.params.jobFairId);
      const topic = await sendableTopic(request, fair, request.body.topicId);
      const posted = await broadcastMessage(app.services, commandContextOf(request), {
        fair,
        topic,
        message: request.body.message,
        createdBy: userId,
      });
      await app.wrote(request, posted.checkpoint);
      return sent(posted.messageId, posted.recipients);
    },
  );

  /** spec 1 §7 receipt(s): the sender of a message's topic issues them, to members of its audience only. */
  const issue = async (
    request: FastifyRequest,
    jobFairId: string,
    body: { messageId: string; recipientIds: string[]; read: boolean; jobFairId: string },
  ) => {
    if (body.jobFairId !== jobFairId)
      throw new ValidationFailed([{ field: 'jobFairId', message: 'jobFairId must be the job fair of the path' }]);
    const { fair } = await fairAccess(request, jobFairId);
    const message = await findMessage(db, body.messageId);
    if (!message || message.jobFairId !== fair.id) throw new NotFound('Message');
    const topic = await sendableTopic(request, fair, message.topicId);
    const checkpoint = await issueMessageReceipts(app.services, commandContextOf(request), {
      fair,
      messageId: message.messageId,
      topic,
      recipientIds: body.recipientIds,
      read: body.read,
    });
    await app.wrote(request, checkpoint);
  };
  const receiptBody = { messageId: uuidParam('messageId'), read: z.boolean(), jobFairId: uuidParam('jobFairId') };

  app.post(
    '/jobfairs/:jobFairId/messages/receipt',
    {
      config: { roles: SENDERS },
      schema: {
        tags,
        summary: 'spec 1 §7: one receipt of a message',
        params: fairParams,
        body: z.object({ ...receiptBody, recipientId: uuidParam('recipientId') }),
        response: { 200: envelopeOf(receiptSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { recipientId, ...body } = request.body;
      await issue(request, request.params.jobFairId, { ...body, recipientIds: [recipientId] });
      const receipt = await receiptOf(db, body.messageId, recipientId);
      if (!receipt) throw new NotFound('Message receipt');
      return success(receipt);
    },
  );

  app.post(
    '/jobfairs/:jobFairId/messages/receipts',
    {
      config: { roles: SENDERS },
      schema: {
        tags,
        summary: 'spec 1 §7: many receipts of a message (a recipient who holds one already keeps it)',
        params: fairParams,
        body: z.object({
          ...receiptBody,
          recipientIds: z
            .array(uuidParam('recipientIds'))
            .min(1, 'recipientIds must name at least one recipient')
            .max(MAX_RECIPIENTS, `recipientIds may name at most ${MAX_RECIPIENTS} recipients; broadcast to a whole audience instead`),
        }),
        response: {
          200: envelopeOf(z.object({ messageId: z.string(), recipientIds: z.array(z.string()) })),
          ...failures(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await issue(request, request.params.jobFairId, request.body);
      return success({ messageId: request.body.messageId, recipientIds: [...new Set(request.body.recipientIds)] });
    },
  );

  app.delete(
    '/jobfairs/:jobFairId/messages/receipts',
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        summary: 'spec 1 §7, spec 3 §2.2 Clear Notifications: delete every message receipt of the fair (platform admins)',
        params: fairParams,
        response: { 200: envelopeOf(z.object({ jobFairId: z.string() })), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { fair } = await fairAccess(request, request.params.jobFairId);
      const checkpoint = await clearMessageReceipts(app.services, commandContextOf(request), fair.id);
      await app.wrote(request, checkpoint);
      return success({ jobFairId: fair.id });
    },
  );

  app.get(
    '/jobfairs/:jobFairId/messages/receipts/:recipientId',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: "spec 1 §7: the caller's own receipts in the fair, unread first, then newest (spec 1 §2.4)",
        params: fairParams.extend({ recipientId: uuidParam('recipientId') }),
        response: { 200: envelopeOf(z.array(receiptSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { fair, userId } = await ownFair(request, request.params.jobFairId, request.params.recipientId);
      return success(await receiptsOf(db, fair.id, userId));
    },
  );

  /** Marks the caller's receipt read and answers it as it is now. */
  const markRead = async (request: FastifyRequest, receipt: MessageReceiptView | null, userId: string) => {
    if (!receipt) throw new NotFound('Message receipt');
    if (receipt.recipientId !== userId) throw new Forbidden('You may only mark your own notifications read');
    await app.wrote(request, await markMessageRead(app.services, commandContextOf(request), receipt));
    return success((await findReceipt(db, receipt.id)) ?? receipt);
  };

  app.get(
    '/jobfairs/:jobFairId/messages/receipts/mark-as-read/:messageReceiptId',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: "spec 1 §7: mark one of the caller's receipts read (a GET, as the spec names it; repeating it changes nothing)",
        params: fairParams.extend({ messageReceiptId: uuidParam('messageReceiptId') }),
        response: { 200: envelopeOf(receiptSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { fair, userId } = await ownFair(request, request.params.jobFairId);
      const receipt = await findReceipt(db, request.params.messageReceiptId);
      return markRead(request, receipt?.jobFairId === fair.id ? receipt : null, userId);
    },
  );

  app.post(
    '/jobfairs/:jobFairId/messages/:messageId/read',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: 'spec 1 §7 "mark message read (job fair id and message id)": the caller\'s receipt of that message',
        params: fairParams.extend({ messageId: uuidParam('messageId') }),
        response: { 200: envelopeOf(receiptSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { fair, userId } = await ownFair(request, request.params.jobFairId);
      const receipt = await receiptOf(db, request.params.messageId, userId);
      return markRead(request, receipt?.jobFairId === fair.id ? receipt : null, userId);
    },
  );

  app.post(
    '/jobfairs/:jobFairId/messages/receipts/mark-all-as-read',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: 'spec 1 §2.4 mark all read: every unread receipt of the caller in the fair; answers the receipts',
        params: fairParams,
        response: { 200: envelopeOf(z.array(receiptSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { fair, userId } = await ownFair(request, request.params.jobFairId);
      const checkpoint = await markAllMessagesRead(app.services, commandContextOf(request), { jobFairId: fair.id, recipientId: userId });
      await app.wrote(request, checkpoint);
      return success(await receiptsOf(db, fair.id, userId));
    },
  );

  app.get(
    '/jobfairs/:jobFairId/messages/topics',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: "The fair's topics that address the caller now; the web client subscribes to messagesByTopic for each",
        params: fairParams,
        response: { 200: envelopeOf(z.array(z.string())), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { fair } = await ownFair(request, request.params.jobFairId);
      return success(await topicsOfUser(db, requirePrincipal(request), fair, request.receivedAt));
    },
  );
};

export default messageRoutes;
