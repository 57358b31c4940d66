import type { EventStore } from '../../../../domain/ports/event-store';
import { notificationTemplateDecider, notificationTemplateStream } from '../../../../domain/notification/notification-template';
import { aggregateStream } from '../../../../domain/shared/aggregate-stream';
import type { DeliveryTemplate } from './templates';

/**
 * The template a timer fires with, as its stream says now: enabled, or null when disabled. Not the templates
 * read model, which can lag behind the log this delivery follows: a template saved a moment ago is planned
 * from its event and must fire with it, not be cancelled as gone because its projector has not run yet.
 */
export const enabledTemplateOf = async (store: EventStore, templateId: string, channel: string): Promise<DeliveryTemplate | null> => {
  const { state } = await aggregateStream(store, notificationTemplateStream(templateId, channel), notificationTemplateDecider);
  return state.status === 'Saved' && state.template.enabled ? state.template : null;
};
