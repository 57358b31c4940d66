import type { NotificationChannel, NotificationEventType, RecipientType } from './notification-events';
import type { SendRelativeTo } from './template-schema';

/** A notification template as the API answers it and delivery reads it (spec 3 §3 Notification template). */
export type NotificationTemplateView = Readonly<{
  templateId: string;
  eventType: NotificationEventType;
  channel: NotificationChannel;
  recipientType: RecipientType;
  /** Email only; '' on sms. */
  subject: string;
  /** Sanitised HTML (email) or text (sms) with mustache merge fields. */
  body: string;
  enabled: boolean;
  tags: string[];
  metadata: Record<string, string>;
  sendRelativeTo: SendRelativeTo | null;
  /** A verified email identity, or null for the platform's own address. */
  sender: string | null;
  createdAt: string;
  updatedAt: string;
}>;

/** spec 3 §8 Template save, by code, letter for letter. */
export const TEMPLATE_ERRORS = {
  TEMPLATE_ID_EXISTS: 'This template ID is already in use. Please choose a different one.',
  INVALID_EVENT_TYPE: 'The selected event type is not valid.',
  INVALID_RECIPIENT: 'The selected recipient type is not valid.',
  INVALID_TEMPLATE_FORMAT: 'The template format is invalid. Please check your content.',
  NETWORK_ERROR: 'Network error. Please check your connection and try again.',
  PERMISSION_DENIED: 'You do not have permission to save this template.',
} as const;
export type TemplateErrorCode = keyof typeof TEMPLATE_ERRORS;
