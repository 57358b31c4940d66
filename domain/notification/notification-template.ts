import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { NotFound } from '../shared/errors';
import type { NotificationChannel, NotificationEventType, RecipientType } from './notification-events';
import { templateRefusal } from './template-errors';
import type { TemplateRequest } from './template-schema';

/** spec 3 §4: a template is one templateId on one channel; saving the same pair updates it, so it is one stream. */
export const notificationTemplateStream = (templateId: string, channel: string) => `template-${templateId}-${channel}`;

/** What a template holds (spec 3 §3), with the event and recipient types already checked against their lists. */
export type TemplateContent = Omit<TemplateRequest, 'eventType' | 'recipientType' | 'channel'> & {
  eventType: NotificationEventType;
  recipientType: RecipientType;
  channel: NotificationChannel;
};

export type NotificationTemplateCreated = Event<'NotificationTemplateCreated', TemplateContent & { createdBy: string; createdAt: string }>;
export type NotificationTemplateUpdated = Event<'NotificationTemplateUpdated', TemplateContent & { updatedBy: string; updatedAt: string }>;
export type NotificationTemplateEvent = NotificationTemplateCreated | NotificationTemplateUpdated;

type Acting = { template: TemplateContent; actorId: string; now: string };
export type CreateNotificationTemplate = Command<'CreateNotificationTemplate', Acting>;
export type UpdateNotificationTemplate = Command<'UpdateNotificationTemplate', Acting>;
export type NotificationTemplateCommand = CreateNotificationTemplate | UpdateNotificationTemplate;

export type NotificationTemplate = { status: 'Empty' } | { status: 'Saved'; template: TemplateContent };

const contentOf = ({ createdBy: _by, createdAt: _at, ...content }: NotificationTemplateCreated['data']): TemplateContent => content;
const updatedContentOf = ({ updatedBy: _by, updatedAt: _at, ...content }: NotificationTemplateUpdated['data']): TemplateContent => content;

// Values are plain JSON, so comparing their JSON tells whether a save changes anything (key order is the schema's).
const sameContent = (a: TemplateContent, b: TemplateContent) => JSON.stringify(a) === JSON.stringify(b);

export const notificationTemplateDecider: Decider<NotificationTemplate, NotificationTemplateCommand, NotificationTemplateEvent> = {
  initialState: () => ({ status: 'Empty' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'NotificationTemplateCreated':
        return { status: 'Saved', template: contentOf(event.data) };
      case 'NotificationTemplateUpdated':
        return { status: 'Saved', template: updatedContentOf(event.data) };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    const { template, actorId, now } = command.data;
    switch (command.type) {
      case 'CreateNotificationTemplate':
        // spec 3 §8 TEMPLATE_ID_EXISTS: this templateId already has a template on this channel.
        if (state.status !== 'Empty') throw templateRefusal('TEMPLATE_ID_EXISTS');
        return { type: 'NotificationTemplateCreated', data: { ...template, createdBy: actorId, createdAt: now } };
      case 'UpdateNotificationTemplate':
        if (state.status !== 'Saved') throw new NotFound('Template');
        if (sameContent(state.template, template)) return [];
        return { type: 'NotificationTemplateUpdated', data: { ...template, updatedBy: actorId, updatedAt: now } };
      default:
        return assertNever(command);
    }
  },
};
