import { Button, Dialog, DialogBody, DialogFooter, type IconName } from '@blueprintjs/core';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { TextAreaField } from '../../../components/text-area-field';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useBroadcastMessage } from '../api/send-messages';
import { MESSAGES_TEXTS } from '../messages-texts';

/** What one broadcast sends: the topic and the checked message. */
export type Broadcast = Readonly<{ topicId: string; message: string }>;

type BroadcastDialogButtonProps<Audience, S extends z.ZodType> = Readonly<{
  jobFairId: string;
  button: Readonly<{ icon: IconName; text: string; disabled?: boolean }>;
  title: string;
  cancelText: string;
  messageId: string;
  /** The audience when the dialog opens, and again once it closes. */
  initialAudience: Audience;
  /** The shared rules of message and audience, and the schema input the two make. */
  schema: S;
  toInput: (message: string, audience: Audience) => z.input<S>;
  /** The checked message as the broadcast to send. */
  toBroadcast: (checked: z.output<S>) => Broadcast;
  /** The audience's field, above the message. */
  children: (audience: Audience, setAudience: (audience: Audience) => void, error: string | undefined) => ReactNode;
}>;

/**
 * What the Announcements dialog (spec 3 §2.2) and the booth's 'Broadcast message' (spec 2 §2.1) share: a button
 * opening a dialog with an audience and a message, checked by the shared zod rules in the spec's words once the
 * sender has tried to send, sent as one broadcast, answered with 'Message sent to n people' or the error.
 */
export const BroadcastDialogButton = <Audience, S extends z.ZodType>({
  jobFairId,
  button,
  title,
  cancelText,
  messageId,
  initialAudience,
  schema,
  toInput,
  toBroadcast,
  children,
}: BroadcastDialogButtonProps<Audience, S>) => {
  const [isOpen, setOpen] = useState(false);
  const send = useBroadcastMessage();
  const initialValues = { message: '', audience: initialAudience };
  const formInput = useCallback((values: typeof initialValues) => toInput(values.message, values.audience), [toInput]);
  // The schema names the audience its own way ('audiences', 'to'); its messages show under the audience field.
  const issueKeys = useCallback((path: readonly PropertyKey[]) => [path[0] === 'message' ? 'message' : 'audience'], []);
  const form = useZodForm({ schema, initialValues, toInput: formInput, issueKeys, showErrors: 'submitted' });
  const { message, audience } = form.values;
  const close = () => {
    setOpen(false);
    form.reset(initialValues);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitTried();
    if (!form.data) return;
    send.mutate(
      { jobFairId, ...toBroadcast(form.data) },
      {
        onSuccess: ({ recipients }) => {
          showToast({ intent: 'success', icon: 'tick', message: MESSAGES_TEXTS.sent(recipients) });
          close();
        },
        onError: (error) =>
          showToast({ intent: 'danger', icon: 'error', message: isApiError(error) ? error.message : MESSAGES_TEXTS.somethingWentWrong }),
      },
    );
  };

  return (
    <>
      <Button icon={button.icon} text={button.text} onClick={() => setOpen(true)} disabled={button.disabled} />
      <Dialog title={title} isOpen={isOpen} onClose={close} icon="send-message">
        {/* The shared zod rules speak, in the spec's words; the browser's own bubbles would stop the submit first. */}
        <form noValidate onSubmit={submit}>
          <DialogBody>
            {children(audience, (next) => form.setValue('audience', next), form.errorOf('audience'))}
            <TextAreaField
              id={messageId}
              label={MESSAGES_TEXTS.message}
              value={message}
              onChange={(value) => form.setValue('message', value)}
              error={form.errorOf('message')}
              rows={4}
              required
            />
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={cancelText} onClick={close} />
                <Button type="submit" intent="primary" icon="send-message" text={MESSAGES_TEXTS.broadcast} loading={send.isPending} />
              </>
            }
          />
        </form>
      </Dialog>
    </>
  );
};
