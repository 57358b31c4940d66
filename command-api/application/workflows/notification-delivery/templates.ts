import type { NotificationEventType } from '../../../../domain/notification/notification-events';
import type { NotificationTemplateView } from '../../../../domain/notification/template-view';

/** What delivery reads of a template: audience, channel, texts, sender and timing (spec 3 §3). */
export type DeliveryTemplate = Pick<
  NotificationTemplateView,
  'templateId' | 'eventType' | 'channel' | 'recipientType' | 'subject' | 'body' | 'sender' | 'sendRelativeTo'
>;

/** The enabled templates of an event type, as `enabledTemplatesFor` reads them from the templates read model. */
export type TemplateSource = (eventType: NotificationEventType) => Promise<readonly DeliveryTemplate[]>;
