import type { NotificationAudience, NotificationChannel, NotificationEventType } from '../../../domain/delivery/notification-events';
import type { SendRelativeTo } from '../../../domain/delivery/send-relative-to';

/** What delivery needs of a notification template (spec 3 §3): audience, channel, texts, sender and timing. */
export type DeliveryTemplate = Readonly<{
  templateId: string;
  eventType: NotificationEventType;
  channel: NotificationChannel;
  recipientType: NotificationAudience;
  /** Email only. */
  subject: string | null;
  /** Sanitised HTML with merge fields. */
  body: string;
  /** The verified identity it is sent from; the platform's default sender when null. */
  sender: string | null;
  sendRelativeTo: SendRelativeTo | null;
}>;

/** The enabled templates of an event type, read from the templates read model when the delivery runs. */
export type TemplateSource = (eventType: NotificationEventType) => Promise<readonly DeliveryTemplate[]>;
