import { Button, Checkbox, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { announcementSchema, type Announcement } from '../../../../../domain/message/message-schema';
import { fairTopic } from '../../../../../domain/message/message-topic';
import { TextAreaField } from '../../../components/text-area-field';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { firstIssueByField } from '../../../lib/use-zod-form';
import { useBroadcastMessage } from '../api/send-messages';
import { MESSAGES_TEXTS } from '../messages-texts';
import { MessageDialog } from './message-dialog';

const AUDIENCE_LABELS: Record<Announcement['audiences'][number], string> = {
  Recruiter: MESSAGES_TEXTS.recruiter,
  Applicant: MESSAGES_TEXTS.jobSeeker,
};

/** Both audiences are one message on the fair's All topic: one event, one fan-out each way (domain/message/message-topic.ts). */
const topicOf = (jobFairId: string, audiences: Announcement['audiences']) =>
  fairTopic(jobFairId, audiences.length === 2 ? 'All' : audiences[0]!);

/** spec 3 §2.2 Announcements: the platform admin's message to a fair's recruiters, job seekers or both. */
export const AnnouncementsButton = ({ jobFairId, disabled }: { jobFairId: string; disabled?: boolean }) => {
  const [isOpen, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [audiences, setAudiences] = useState<Announcement['audiences']>([]);
  const [tried, setTried] = useState(false);
  const send = useBroadcastMessage();
  const parsed = announcementSchema.safeParse({ message, audiences });
  const errors = tried && !parsed.success ? firstIssueByField(parsed.error.issues) : {};
  const close = () => {
    setOpen(false);
    setMessage('');
    setAudiences([]);
    setTried(false);
  };
  const submit = () => {
    setTried(true);
    if (!parsed.success) return;
    send.mutate(
      { jobFairId, topicId: topicOf(jobFairId, parsed.data.audiences), message: parsed.data.message },
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
  const toggle = (audience: Announcement['audiences'][number], on: boolean) =>
    setAudiences((current) =>
      on ? [...current.filter((item) => item !== audience), audience] : current.filter((item) => item !== audience),
    );

  return (
    <>
      <Button icon="volume-up" text={MESSAGES_TEXTS.announcements} onClick={() => setOpen(true)} disabled={disabled} />
      <MessageDialog
        title={MESSAGES_TEXTS.announcementTitle}
        isOpen={isOpen}
        onClose={close}
        onSubmit={submit}
        submitText={MESSAGES_TEXTS.broadcast}
        cancelText={MESSAGES_TEXTS.cancel}
        submitting={send.isPending}
      >
        <FormGroup
          label={MESSAGES_TEXTS.audience}
          labelInfo="(required)"
          intent={errors.audiences ? 'danger' : 'none'}
          helperText={errors.audiences}
        >
          <div role="group" aria-label={MESSAGES_TEXTS.audience}>
            {(Object.keys(AUDIENCE_LABELS) as Announcement['audiences']).map((audience) => (
              <Checkbox
                key={audience}
                inline
                label={AUDIENCE_LABELS[audience]}
                checked={audiences.includes(audience)}
                onChange={(event) => toggle(audience, event.currentTarget.checked)}
              />
            ))}
          </div>
        </FormGroup>
        <TextAreaField
          id="announcement-message"
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
