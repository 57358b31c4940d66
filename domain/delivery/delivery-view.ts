import type { NotificationChannel, NotificationEventType } from '../notification/notification-events';

/**
 * Not in the spec: what the delivery screen shows of a send, scheduled or done. Retried: a failed
 * send an admin asked for again, queued or being sent once more (sent or failed again, it says so, with its retries).
 * Unknown: handed to SMTP or Twilio and the answer never recorded; never sent again (docs/notifications.md "Exactly once").
 */
export const DELIVERY_STATUSES = ['Scheduled', 'Cancelled', 'Queued', 'Retried', 'Sending', 'Sent', 'Failed', 'Unknown'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export type DeliveryView = Readonly<{
  /** A send's id (retry addresses it) or a timer's key while nothing is sent yet. */
  id: string;
  kind: 'send' | 'schedule';
  eventType: NotificationEventType;
  templateId: string;
  channel: NotificationChannel;
  /** The address or phone number; for a timer, the audience it will reach. */
  recipient: string;
  subject: string | null;
  status: DeliveryStatus;
  /** Why it failed (the provider's answer), was cancelled, or its outcome is unknown; cleared once it is sent. */
  reason: string | null;
  attempts: number;
  /** How often an admin asked for it again. */
  retries: number;
  /** When it is due (a timer) or was recorded (a send). */
  dueAt: string;
  sentAt: string | null;
}>;

export const DELIVERY_LIST_LIMIT = 200;
