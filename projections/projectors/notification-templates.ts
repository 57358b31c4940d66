import type { Knex } from 'knex';
import type { NotificationTemplateEvent, TemplateContent } from '../../domain/notification/notification-template';
import { assertNever } from '../../domain/shared/decider';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { notificationTemplateKey } from '../queries/change-keys';

const columnsOf = (template: TemplateContent) => ({
  event_type: template.eventType,
  recipient_type: template.recipientType,
  subject: template.subject,
  body: template.body,
  enabled: template.enabled,
  tags: JSON.stringify(template.tags),
  metadata: JSON.stringify(template.metadata),
  send_relative_to: template.sendRelativeTo === null ? null : JSON.stringify(template.sendRelativeTo),
  sender: template.sender,
});

// Keyed by templateId and channel rather than one id, so the shared row guards (by `id`) do not fit; the same guards by revision.
const project = async (trx: Knex.Transaction, event: RecordedEvent<NotificationTemplateEvent>): Promise<boolean> => {
  const { data, revision } = event;
  const key = { template_id: data.templateId, channel: data.channel };
  switch (event.type) {
    case 'NotificationTemplateCreated': {
      const inserted = await trx('notification_templates')
        .insert({
          ...key,
          ...columnsOf(event.data),
          created_at: event.data.createdAt,
          updated_at: event.data.createdAt,
          revision: String(revision),
        })
        .onConflict(['template_id', 'channel'])
        .ignore()
        .returning('template_id');
      return inserted.length > 0;
    }
    case 'NotificationTemplateUpdated': {
      const updated = await trx('notification_templates')
        .update({ ...columnsOf(event.data), updated_at: event.data.updatedAt, revision: String(revision) })
        .where(key)
        .andWhere('revision', '<', String(revision));
      return updated > 0;
    }
    default:
      return assertNever(event);
  }
};

/** spec 3 §2.2 Notification templates screen, and delivery's enabled templates per event type. */
export const notificationTemplatesProjector = defineProjector({
  name: 'notification-templates',
  handles: ['NotificationTemplateCreated', 'NotificationTemplateUpdated'],
  tables: ['notification_templates'],
  apply: async (trx, event) => ((await project(trx, event)) ? [notificationTemplateKey(event.data.templateId, event.data.channel)] : []),
});
