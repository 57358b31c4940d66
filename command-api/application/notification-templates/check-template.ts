import {
  isNotificationEventType,
  isRecipientType,
  mergeFieldNamesOf,
  type NotificationEventType,
} from '../../../domain/notification/notification-events';
import type { TemplateContent } from '../../../domain/notification/notification-template';
import { templateRefusal } from '../../../domain/notification/template-errors';
import { TEMPLATE_LIMITS, TEMPLATE_MESSAGES, visibleTextOf, type TemplateRequest } from '../../../domain/notification/template-schema';
import { ValidationFailed } from '../../../domain/shared/errors';
import { mergeFieldsUsedIn } from './render-template';
import { sanitizeTemplateBody } from './sanitize-body';

// A text is a template we can render when mustache parses it and it names only this event's merge fields.
const rendersFor = (eventType: NotificationEventType, text: string) => {
  const used = mergeFieldsUsedIn(text);
  const offered = mergeFieldNamesOf(eventType);
  return used !== null && used.every((name) => offered.includes(name));
};

/**
 * The server's checks of a template save beyond the request schema (spec 3 §5, §8): the event and recipient
 * types (INVALID_EVENT_TYPE, INVALID_RECIPIENT), the email body sanitised and checked again for visible text,
 * the merge fields (INVALID_TEMPLATE_FORMAT). Answers the content to store.
 */
export const checkTemplate = (request: TemplateRequest): TemplateContent => {
  const { eventType, recipientType } = request;
  if (!isNotificationEventType(eventType)) throw templateRefusal('INVALID_EVENT_TYPE');
  if (!isRecipientType(recipientType)) throw templateRefusal('INVALID_RECIPIENT');
  const email = request.channel === 'email';
  // SMS bodies are text, never read as HTML; subject and sender are the email channel's alone (spec 3 §3).
  const body = email ? sanitizeTemplateBody(request.body) : request.body;
  if (visibleTextOf(body).length === 0) throw new ValidationFailed([{ field: 'body', message: TEMPLATE_MESSAGES.bodyEmpty }]);
  if (body.length < TEMPLATE_LIMITS.bodyMin) throw new ValidationFailed([{ field: 'body', message: TEMPLATE_MESSAGES.bodyTooShort }]);
  if (body.length > TEMPLATE_LIMITS.bodyMax) throw new ValidationFailed([{ field: 'body', message: TEMPLATE_MESSAGES.bodyTooLong }]);
  const subject = email ? request.subject : '';
  if (!rendersFor(eventType, body)) throw templateRefusal('INVALID_TEMPLATE_FORMAT', 'body');
  if (!rendersFor(eventType, subject)) throw templateRefusal('INVALID_TEMPLATE_FORMAT', 'subject');
  return { ...request, eventType, recipientType, body, subject, sender: email ? request.sender : null };
};
