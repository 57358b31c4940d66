import { Button, Callout, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENT_TYPES, RECIPIENT_TYPES } from '../../../../../domain/notification/notification-events';
import type { NotificationTemplateView } from '../../../../../domain/notification/template-view';
import { LinkButton } from '../../../components/link-button';
import { useTemplates } from '../api/get-templates';
import { CHANNEL_LABELS, RECIPIENT_LABELS, TEMPLATE_TEXTS as T } from '../template-texts';
import '../email-templates.css';
import { TemplateDialog, type TemplateDialogTarget } from './template-dialog';

type Filters = Readonly<{ eventType: string; recipientType: string; channel: string; search: string }>;
const NO_FILTERS: Filters = { eventType: '', recipientType: '', channel: '', search: '' };

// spec 3 §2.2: filters for event type, recipient type and channel, and a free-text search over template ID and body.
const matches = (template: NotificationTemplateView, { eventType, recipientType, channel, search }: Filters) => {
  const text = search.trim().toLowerCase();
  return (
    (!eventType || template.eventType === eventType) &&
    (!recipientType || template.recipientType === recipientType) &&
    (!channel || template.channel === channel) &&
    (!text || template.templateId.toLowerCase().includes(text) || template.body.toLowerCase().includes(text))
  );
};

/** spec 3 §2.2 /admin/email-templates: the templates table, its filters, 'Email Identities' and 'New Template'. */
export const TemplatesScreen = () => {
  const templates = useTemplates();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [dialog, setDialog] = useState<TemplateDialogTarget>(null);
  const all = templates.data ?? [];
  const shown = all.filter((template) => matches(template, filters));
  const filter = (field: keyof Filters) => (value: string) => setFilters((current) => ({ ...current, [field]: value }));

  return (
    <div className="page templates-page">
      <div className="comms-page__header">
        <h1>{T.title}</h1>
        <div className="comms-page__actions">
          <LinkButton to="/admin/email-identities" icon="envelope" text={T.emailIdentities} />
          <LinkButton to="/admin/email-deliveries" icon="send-message" text={T.deliveries} />
          <Button icon="add" intent="primary" text={T.newTemplate} onClick={() => setDialog({ template: null })} />
        </div>
      </div>
      <div className="comms-page__filters">
        <HTMLSelect
          aria-label={T.eventType}
          value={filters.eventType}
          onChange={(event) => filter('eventType')(event.currentTarget.value)}
          options={[{ value: '', label: T.allEventTypes }, ...NOTIFICATION_EVENT_TYPES.map((type) => ({ value: type, label: type }))]}
        />
        <HTMLSelect
          aria-label={T.recipient}
          value={filters.recipientType}
          onChange={(event) => filter('recipientType')(event.currentTarget.value)}
          options={[
            { value: '', label: T.allRecipients },
            ...RECIPIENT_TYPES.map((type) => ({ value: type, label: RECIPIENT_LABELS[type] ?? type })),
          ]}
        />
        <HTMLSelect
          aria-label={T.channel}
          value={filters.channel}
          onChange={(event) => filter('channel')(event.currentTarget.value)}
          options={[
            { value: '', label: T.allChannels },
            ...NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] ?? channel })),
          ]}
        />
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={T.search}
          placeholder={T.search}
          value={filters.search}
          onValueChange={filter('search')}
        />
      </div>
      {templates.isPending ? (
        <Spinner />
      ) : templates.isError ? (
        // spec 3 §8: the call's message, or 'Failed to fetch templates' when it gives none.
        <Callout intent="danger" role="alert">
          {templates.error.message || T.failedToFetch}
        </Callout>
      ) : shown.length === 0 ? (
        <NonIdealState icon="document" title={T.empty} description={T.emptyHint} />
      ) : (
        <div className="comms-page__table">
          <HTMLTable striped interactive>
            <thead>
              <tr>
                <th scope="col">{T.templateId}</th>
                <th scope="col">{T.eventType}</th>
                <th scope="col">{T.channel}</th>
                <th scope="col">{T.recipient}</th>
                <th scope="col">{T.status}</th>
                <th scope="col">{T.editColumn}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((template) => (
                <tr key={`${template.templateId}:${template.channel}`}>
                  <td>{template.templateId}</td>
                  <td>{template.eventType}</td>
                  <td>{CHANNEL_LABELS[template.channel]}</td>
                  <td>{RECIPIENT_LABELS[template.recipientType]}</td>
                  <td>
                    <Tag intent={template.enabled ? 'success' : 'none'} minimal>
                      {template.enabled ? T.enabled : T.disabled}
                    </Tag>
                  </td>
                  <td>
                    <Button
                      variant="minimal"
                      icon="edit"
                      aria-label={T.edit(template.templateId, template.channel)}
                      onClick={() => setDialog({ template })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <TemplateDialog target={dialog} templates={all} onClose={() => setDialog(null)} />
    </div>
  );
};
