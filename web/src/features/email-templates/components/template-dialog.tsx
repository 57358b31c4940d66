import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, Spinner, Switch, TagInput } from '@blueprintjs/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  MERGE_FIELDS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_TYPES,
  RECIPIENT_TYPES,
  isNotificationEventType,
  type NotificationChannel,
} from '../../../../../domain/notification/notification-events';
import { TEMPLATE_LIMITS, templateFormSchema } from '../../../../../domain/notification/template-schema';
import type { NotificationTemplateView } from '../../../../../domain/notification/template-view';
import { Field } from '../../../components/field';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { showToast } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useVerifiedSenders } from '../api/get-senders';
import { useSaveTemplate } from '../api/save-template';
import { discardDraft, readDraft, useTemplateDraft } from '../template-draft';
import { EMPTY_TEMPLATE, sameValues, valuesOf } from '../template-form-values';
import { saveFailureOf } from '../template-save-failure';
import { CHANNEL_LABELS, RECIPIENT_LABELS, TEMPLATE_TEXTS as T } from '../template-texts';
import { ScheduleFields } from './schedule-fields';

// tiptap and ProseMirror, about a third of the client's code, load when a mail template is opened: not with every page.
const RichTextEditor = lazy(() => import('./rich-text-editor').then(({ RichTextEditor }) => ({ default: RichTextEditor })));

export type TemplateDialogTarget = Readonly<{ template: NotificationTemplateView | null }> | null;

type TemplateFormProps = Readonly<{
  template: NotificationTemplateView | null;
  /** Every template, to tell whether a save updates (same templateId and channel) or creates (spec 3 §4). */
  templates: readonly NotificationTemplateView[];
  onDone: () => void;
}>;

/** A message shows under its whole path ('sendRelativeTo.offsetMinutes') and under the field it belongs to. */
const templateIssueKeys = (path: readonly PropertyKey[]) => [path.join('.'), String(path[0])];

const TemplateForm = ({ template, templates, onDone }: TemplateFormProps) => {
  const isNew = template === null;
  const [draft] = useState(() => (isNew ? readDraft() : null));
  const initial = useMemo(() => (template ? valuesOf(template) : EMPTY_TEMPLATE), [template]);
  const form = useZodForm({ schema: templateFormSchema, initialValues: draft ?? initial, issueKeys: templateIssueKeys });
  const { values, errorOf, setValue: set } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const senders = useVerifiedSenders();
  const save = useSaveTemplate();
  useTemplateDraft(values, isNew);

  const changed = !sameValues(values, initial);
  const canSave = changed && form.isValid && !save.isPending;
  const email = values.channel === 'email';
  const mergeFields = isNotificationEventType(values.eventType) ? MERGE_FIELDS[values.eventType] : [];

  const submit = async () => {
    if (!form.data) return;
    setFormError(null);
    const exists = templates.some((other) => other.templateId === values.templateId && other.channel === values.channel);
    try {
      await save.mutateAsync({ template: form.data, exists });
      if (isNew) discardDraft();
      showToast({ message: exists ? T.updated : T.created, intent: 'success', icon: 'tick' });
      onDone();
    } catch (error) {
      const failure = saveFailureOf(error);
      form.setServerErrors(failure.fields);
      setFormError(failure.message);
    }
  };

  return (
    // The spec's messages, not the browser's, tell what is wrong with a field.
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogBody className="template-dialog__body">
        {draft && (
          <Callout intent="primary" icon="history" className="template-dialog__draft">
            {T.draftRestored}{' '}
            <Button
              variant="minimal"
              size="small"
              text={T.discardDraft}
              onClick={() => {
                discardDraft();
                form.setValues(EMPTY_TEMPLATE);
              }}
            />
          </Callout>
        )}
        {formError && (
          <Callout intent="danger" role="alert">
            {formError}
          </Callout>
        )}
        <div className="template-dialog__grid">
          <TextField
            id="templateId"
            label={T.templateId}
            required
            value={values.templateId}
            readOnly={!isNew}
            onChange={isNew ? (value) => set('templateId', value) : undefined}
            error={errorOf('templateId')}
          />
          <SelectField
            id="eventType"
            label={T.eventType}
            required
            value={values.eventType}
            onChange={(value) => set('eventType', value)}
            error={errorOf('eventType')}
            options={[
              { value: '', label: 'Select an event type' },
              ...NOTIFICATION_EVENT_TYPES.map((type) => ({ value: type, label: type })),
            ]}
          />
          <SelectField
            id="recipientType"
            label={T.recipient}
            required
            value={values.recipientType}
            onChange={(value) => set('recipientType', value)}
            error={errorOf('recipientType')}
            options={[
              { value: '', label: 'Select a recipient type' },
              ...RECIPIENT_TYPES.map((type) => ({ value: type, label: RECIPIENT_LABELS[type] ?? type })),
            ]}
          />
          <SelectField
            id="channel"
            label={T.channel}
            required
            value={values.channel}
            onChange={(value) => set('channel', value as NotificationChannel)}
            error={errorOf('channel')}
            options={NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] ?? channel }))}
          />
        </div>
        {email && (
          <>
            <SelectField
              id="sender"
              label={T.sender}
              value={values.sender ?? ''}
              onChange={(value) => set('sender', value === '' ? null : value)}
              error={errorOf('sender')}
              options={[
                { value: '', label: T.platformSender },
                ...[...new Set([...(senders.data ?? []), ...(values.sender ? [values.sender] : [])])].map((address) => ({
                  value: address,
                  label: address,
                })),
              ]}
            />
            <TextField
              id="subject"
              label={T.subject}
              required
              value={values.subject}
              onChange={(value) => set('subject', value)}
              error={errorOf('subject')}
              helper={T.counter(values.subject.length, TEMPLATE_LIMITS.subjectMax)}
            />
          </>
        )}
        {email ? (
          <Field
            label={T.body}
            htmlFor="body"
            required
            error={errorOf('body')}
            helper={T.counter(values.body.length, TEMPLATE_LIMITS.bodyMax)}
          >
            <Suspense fallback={<Spinner size={20} />}>
              <RichTextEditor
                id="body"
                label={T.body}
                value={values.body}
                onChange={(html) => set('body', html)}
                invalid={errorOf('body') !== undefined}
                mergeFields={mergeFields}
              />
            </Suspense>
          </Field>
        ) : (
          <>
            <TextAreaField
              id="body"
              label={T.body}
              required
              rows={5}
              value={values.body}
              onChange={(text) => set('body', text)}
              error={errorOf('body')}
            />
            <p className="template-dialog__counter">{T.counter(values.body.length, TEMPLATE_LIMITS.bodyMax)}</p>
          </>
        )}
        <FormGroup label={T.tags} labelFor="tags">
          <TagInput
            inputProps={{ id: 'tags' }}
            values={values.tags}
            onChange={(tags) => set('tags', tags.map(String).slice(0, TEMPLATE_LIMITS.tags))}
            addOnBlur
          />
        </FormGroup>
        <Switch label={T.enabled} checked={values.enabled} onChange={(event) => set('enabled', event.currentTarget.checked)} />
        <ScheduleFields value={values.sendRelativeTo} onChange={(value) => set('sendRelativeTo', value)} errorOf={errorOf} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.cancel} onClick={onDone} />
            <Button type="submit" intent="primary" text={T.save} disabled={!canSave} loading={save.isPending} />
          </>
        }
      />
    </form>
  );
};

/** spec 3 §2.2: the edit modal, 'New Template' or an existing one (its template ID read-only). */
export const TemplateDialog = ({
  target,
  templates,
  onClose,
}: Readonly<{ target: TemplateDialogTarget; templates: readonly NotificationTemplateView[]; onClose: () => void }>) => (
  <Dialog isOpen={target !== null} onClose={onClose} title={target?.template ? T.editTitle : T.newTitle} className="template-dialog">
    {target && (
      <TemplateForm
        key={target.template ? `${target.template.templateId}:${target.template.channel}` : 'new'}
        template={target.template}
        templates={templates}
        onDone={onClose}
      />
    )}
  </Dialog>
);
