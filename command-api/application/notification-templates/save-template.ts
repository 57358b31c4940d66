import {
  notificationTemplateDecider,
  notificationTemplateStream,
  type TemplateContent,
} from '../../../domain/notification/notification-template';
import type { NotificationChannel } from '../../../domain/notification/notification-events';
import type { TemplateRequest } from '../../../domain/notification/template-schema';
import { ValidationFailed } from '../../../domain/shared/errors';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import { checkTemplate } from './check-template';
import { ensureSenderVerified } from './ensure-sender-verified';

const acting = (context: CommandContext) => ({ actorId: context.actorId ?? 'System', now: context.now.toISOString() });

const checked = async (deps: ServiceDeps, request: TemplateRequest): Promise<TemplateContent> => {
  const template = checkTemplate(request);
  await ensureSenderVerified(deps.db, template.sender);
  return template;
};

/** spec 3 §7 POST /organizations/templates: a new templateId on a channel; TEMPLATE_ID_EXISTS when the pair is taken. */
export const createNotificationTemplate = async (
  deps: ServiceDeps,
  context: CommandContext,
  request: TemplateRequest,
): Promise<Checkpoint | null> => {
  const template = await checked(deps, request);
  const created = await deps.run(context, {
    streamId: notificationTemplateStream(template.templateId, template.channel),
    decider: notificationTemplateDecider,
    command: { type: 'CreateNotificationTemplate', data: { template, ...acting(context) } },
  });
  return created.lastCheckpoint;
};

/**
 * spec 3 §7 PUT /organizations/templates/{templateId}?channel=: the template of that pair. The template ID cannot
 * change (spec 3 §4), nor the channel: another channel is another template, saved by POST.
 */
export const updateNotificationTemplate = async (
  deps: ServiceDeps,
  context: CommandContext,
  { templateId, channel, request }: Readonly<{ templateId: string; channel: NotificationChannel; request: TemplateRequest }>,
): Promise<Checkpoint | null> => {
  if (request.templateId !== templateId)
    throw new ValidationFailed([{ field: 'templateId', message: 'The template ID cannot be changed on an existing template' }]);
  if (request.channel !== channel)
    throw new ValidationFailed([{ field: 'channel', message: 'The channel of an existing template cannot be changed' }]);
  const template = await checked(deps, request);
  const updated = await deps.run(context, {
    streamId: notificationTemplateStream(templateId, channel),
    decider: notificationTemplateDecider,
    command: { type: 'UpdateNotificationTemplate', data: { template, ...acting(context) } },
  });
  return updated.lastCheckpoint;
};
