import { Button, Dialog, DialogBody, DialogFooter, type IconName } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextAreaField } from '../../../components/text-area-field';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useBroadcastMessage } from '../api/send-messages';
import { MESSAGES_TEXTS } from '../messages-texts';

/** A dialog's message and audience checked by its rules: the topic to send to, or what is wrong by field. */
export type BroadcastCheck = Readonly<{ topicId: string; message: string }> | Readonly<{ errors: Record<string, string> }>;

type BroadcastDialogButtonProps<Audience> = Readonly<{
  jobFairId: string;
  button: Readonly<{ icon: IconName; text: string; disabled?: boolean }>;
  title: string;
  cancelText: string;
  messageId: string;
  /** The audience when the dialog opens, and again once it closes. */
  initialAudience: Audience;
  check: (message: string, audience: Audience) => BroadcastCheck;
  /** The audience's field, above the message. */
  children: (audience: Audience, setAudience: (audience: Audience) => void, error: string | undefined) => ReactNode;
}>;

/**
 * What the Announcements dialog (spec 3 §2.2) and the booth's 'Broadcast message' (spec 2 §2.1) share: a button
 * opening a dialog with an audience and a message, checked by the shared zod rules in the spec's words once the
 * sender has tried to send, sent as one broadcast, answered with 'Message sent to n people' or the error.
 */
export const BroadcastDialogButton = <Audience,>({
  jobFairId,
  button,
  title,
  cancelText,
  messageId,
  initialAudience,
  check,
  children,
}: BroadcastDialogButtonProps<Audience>) => {
  const [isOpen, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [audience, setAudience] = useState(initialAudience);
  const [tried, setTried] = useState(false);
  const send = useBroadcastMessage();
  const checked = check(message, audience);
  const errors = tried && 'errors' in checked ? checked.errors : {};
  const close = () => {
    setOpen(false);
    setMessage('');
    setAudience(initialAudience);
    setTried(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if ('errors' in checked) return;
    send.mutate(
      { jobFairId, ...checked },
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
            {children(audience, setAudience, errors.audiences)}
            <TextAreaField
              id={messageId}
              label={MESSAGES_TEXTS.message}
              value={message}
              onChange={setMessage}
              error={errors.message}
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
