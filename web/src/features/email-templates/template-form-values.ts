import type { NotificationChannel } from '../../../../domain/notification/notification-events';
import { DEFAULT_COMPONENT_PATHS, DEFAULT_OFFSET_MINUTES, type SendRelativeTo } from '../../../../domain/notification/template-schema';
import type { NotificationTemplateView } from '../../../../domain/notification/template-view';

/** What the edit modal holds: a template as the request carries it. */
export type TemplateFormValues = {
  templateId: string;
  eventType: string;
  recipientType: string;
  channel: NotificationChannel;
  subject: string;
  body: string;
  enabled: boolean;
  tags: string[];
  metadata: Record<string, string>;
  sendRelativeTo: SendRelativeTo | null;
  sender: string | null;
};

export const EMPTY_TEMPLATE: TemplateFormValues = {
  templateId: '',
  eventType: '',
  recipientType: '',
  channel: 'email',
  subject: '',
  body: '',
  enabled: true,
  tags: [],
  metadata: {},
  sendRelativeTo: null,
  sender: null,
};

export const valuesOf = ({ createdAt: _created, updatedAt: _updated, ...template }: NotificationTemplateView): TemplateFormValues => ({
  ...template,
  tags: [...template.tags],
  metadata: { ...template.metadata },
});

/** spec 3 §4 and §9: switching scheduling on starts 30 minutes before the fair's start (date, time and time zone). */
export const DEFAULT_SCHEDULE: SendRelativeTo = {
  mode: 'components',
  offsetMinutes: DEFAULT_OFFSET_MINUTES,
  componentPaths: { ...DEFAULT_COMPONENT_PATHS },
};

export const sameValues = (a: TemplateFormValues, b: TemplateFormValues) => JSON.stringify(a) === JSON.stringify(b);
