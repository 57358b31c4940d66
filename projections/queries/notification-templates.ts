import type { Knex } from 'knex';
import type { NotificationChannel, NotificationEventType, RecipientType } from '../../domain/notification/notification-events';
import type { SendRelativeTo } from '../../domain/notification/template-schema';
import type { NotificationTemplateView } from '../../domain/notification/template-view';
import type { NotificationTemplateRow } from './rows';

// The projector writes only checked values, so the row's strings are the domain's literals.
export const toNotificationTemplateView = (row: NotificationTemplateRow): NotificationTemplateView => ({
  templateId: row.template_id,
  eventType: row.event_type as NotificationEventType,
  channel: row.channel as NotificationChannel,
  recipientType: row.recipient_type as RecipientType,
  subject: row.subject,
  body: row.body,
  enabled: row.enabled,
  tags: row.tags,
  metadata: row.metadata,
  sendRelativeTo: (row.send_relative_to ?? null) as SendRelativeTo | null,
  sender: row.sender,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const templates = (db: Knex) => db<NotificationTemplateRow>('notification_templates');

/** spec 3 §7 GET /organizations/templates/all: every template, by templateId then channel (the screen filters them). */
export const listNotificationTemplates = async (db: Knex): Promise<NotificationTemplateView[]> =>
  (await templates(db).orderBy([{ column: 'template_id' }, { column: 'channel' }])).map(toNotificationTemplateView);

/** spec 3 §7 GET /organizations/templates/{templateId}?channel=: one template, or null. */
export const getNotificationTemplate = async (
  db: Knex,
  templateId: string,
  channel: NotificationChannel,
): Promise<NotificationTemplateView | null> => {
  const row = await templates(db).where({ template_id: templateId, channel }).first();
  return row ? toNotificationTemplateView(row) : null;
};

/** Delivery: every enabled template an occurrence of `eventType` sends, whole (audience, channel, sender, schedule). */
export const enabledTemplatesFor = async (db: Knex, eventType: NotificationEventType): Promise<NotificationTemplateView[]> =>
  (
    await templates(db)
      .where({ event_type: eventType, enabled: true })
      .orderBy([{ column: 'template_id' }, { column: 'channel' }])
  ).map(toNotificationTemplateView);
