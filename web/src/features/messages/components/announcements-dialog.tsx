import { Checkbox, FormGroup } from '@blueprintjs/core';
import { announcementSchema, type Announcement } from '../../../../../domain/message/message-schema';
import { fairTopic } from '../../../../../domain/message/message-topic';
import { MESSAGES_TEXTS } from '../messages-texts';
import { BroadcastDialogButton, type Broadcast } from './broadcast-dialog-button';

type Audiences = Announcement['audiences'];
const AUDIENCE_LABELS: Record<Audiences[number], string> = {
  Recruiter: MESSAGES_TEXTS.recruiter,
  Applicant: MESSAGES_TEXTS.jobSeeker,
};
const NO_AUDIENCE: Audiences = [];

const announcementInput = (message: string, audiences: Audiences) => ({ message, audiences });
/** Both audiences are one message on the fair's All topic: one event, one fan-out each way (domain/message/message-topic.ts). */
const announcementTo =
  (jobFairId: string) =>
  ({ message, audiences }: Announcement): Broadcast => ({
    topicId: fairTopic(jobFairId, audiences.length === 2 ? 'All' : audiences[0]!),
    message,
  });

const toggled = (audiences: Audiences, audience: Audiences[number], on: boolean): Audiences =>
  on ? [...audiences.filter((item) => item !== audience), audience] : audiences.filter((item) => item !== audience);

/** spec 3 §2.2 Announcements: the platform admin's message to a fair's recruiters, job seekers or both. */
export const AnnouncementsButton = ({ jobFairId, disabled }: { jobFairId: string; disabled?: boolean }) => (
  <BroadcastDialogButton
    jobFairId={jobFairId}
    button={{ icon: 'volume-up', text: MESSAGES_TEXTS.announcements, disabled }}
    title={MESSAGES_TEXTS.announcementTitle}
    cancelText={MESSAGES_TEXTS.cancel}
    messageId="announcement-message"
    initialAudience={NO_AUDIENCE}
    schema={announcementSchema}
    toInput={announcementInput}
    toBroadcast={announcementTo(jobFairId)}
  >
    {(audiences, setAudiences, error) => (
      <FormGroup label={MESSAGES_TEXTS.audience} labelInfo="(required)" intent={error ? 'danger' : 'none'} helperText={error}>
        <div role="group" aria-label={MESSAGES_TEXTS.audience}>
          {(Object.keys(AUDIENCE_LABELS) as Audiences).map((audience) => (
            <Checkbox
              key={audience}
              inline
              label={AUDIENCE_LABELS[audience]}
              checked={audiences.includes(audience)}
              onChange={(event) => setAudiences(toggled(audiences, audience, event.currentTarget.checked))}
            />
          ))}
        </div>
      </FormGroup>
    )}
  </BroadcastDialogButton>
);
