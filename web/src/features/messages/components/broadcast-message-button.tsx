import { Button, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { boothBroadcastSchema, type BoothBroadcast } from '../../../../../domain/message/message-schema';
import { boothTopic } from '../../../../../domain/message/message-topic';
import { TextAreaField } from '../../../components/text-area-field';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { firstIssueByField } from '../../../lib/use-zod-form';
import { useBroadcastMessage } from '../api/send-messages';
import { MESSAGES_TEXTS } from '../messages-texts';
import { MessageDialog } from './message-dialog';

/**
 * spec 2 §2.1 'Broadcast message' (To: Queue or Booth, the message, Broadcast / No Thanks). The spec does not
 * say what opens it; a 'Broadcast message' button sits in the dashboard header beside Booth Info and Refresh
 * Queue, because those are the actions on the booth as a whole and a broadcast addresses the booth's queue or
 * visitors as a whole, not one candidate; it is always there, so a recruiter never hunts for it mid-fair.
 */
export const BroadcastMessageButton = ({ jobFairId, boothId }: { jobFairId: string; boothId: string }) => {
  const [isOpen, setOpen] = useState(false);
  const [to, setTo] = useState<BoothBroadcast['to']>('Queue');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const send = useBroadcastMessage();
  const parsed = boothBroadcastSchema.safeParse({ to, message });
  const errors = tried && !parsed.success ? firstIssueByField(parsed.error.issues) : {};
  const close = () => {
    setOpen(false);
    setMessage('');
    setTo('Queue');
    setTried(false);
  };
  const submit = () => {
    setTried(true);
    if (!parsed.success) return;
    send.mutate(
      { jobFairId, topicId: boothTopic(jobFairId, boothId, parsed.data.to), message: parsed.data.message },
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
      <Button icon="send-message" text={MESSAGES_TEXTS.broadcastMessage} onClick={() => setOpen(true)} />
      <MessageDialog
        title={MESSAGES_TEXTS.broadcastMessage}
        isOpen={isOpen}
        onClose={close}
        onSubmit={submit}
        submitText={MESSAGES_TEXTS.broadcast}
        cancelText={MESSAGES_TEXTS.noThanks}
        submitting={send.isPending}
      >
        <RadioGroup
          label={MESSAGES_TEXTS.to}
          inline
          selectedValue={to}
          onChange={(event) => setTo(event.currentTarget.value as BoothBroadcast['to'])}
        >
          <Radio value="Queue" label={MESSAGES_TEXTS.queue} title={MESSAGES_TEXTS.queueHelp} />
          <Radio value="Booth" label={MESSAGES_TEXTS.booth} title={MESSAGES_TEXTS.boothHelp} />
        </RadioGroup>
        <p className="bp6-text-muted">{to === 'Queue' ? MESSAGES_TEXTS.queueHelp : MESSAGES_TEXTS.boothHelp}</p>
        <TextAreaField
          id="broadcast-message"
          label={MESSAGES_TEXTS.message}
          value={message}
          onChange={setMessage}
          error={errors.message}
          rows={4}
          required
        />
      </MessageDialog>
    </>
  );
};
