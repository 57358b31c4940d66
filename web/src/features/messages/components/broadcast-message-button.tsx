import { Radio, RadioGroup } from '@blueprintjs/core';
import { boothBroadcastSchema, type BoothBroadcast } from '../../../../../domain/message/message-schema';
import { boothTopic } from '../../../../../domain/message/message-topic';
import { MESSAGES_TEXTS } from '../messages-texts';
import { BroadcastDialogButton, type Broadcast } from './broadcast-dialog-button';

const broadcastInput = (message: string, to: BoothBroadcast['to']) => ({ to, message });
const broadcastTo =
  (jobFairId: string, boothId: string) =>
  ({ to, message }: BoothBroadcast): Broadcast => ({ topicId: boothTopic(jobFairId, boothId, to), message });

/**
 * spec 2 §2.1 'Broadcast message' (To: Queue or Booth, the message, Broadcast / No Thanks). The spec does not
 * say what opens it; a 'Broadcast message' button sits in the dashboard header beside Booth Info and Refresh
 * Queue, because those are the actions on the booth as a whole and a broadcast addresses the booth's queue or
 * visitors as a whole, not one candidate; it is always there, so a recruiter never hunts for it mid-fair.
 */
export const BroadcastMessageButton = ({ jobFairId, boothId }: { jobFairId: string; boothId: string }) => (
  <BroadcastDialogButton
    jobFairId={jobFairId}
    button={{ icon: 'send-message', text: MESSAGES_TEXTS.broadcastMessage }}
    title={MESSAGES_TEXTS.broadcastMessage}
    cancelText={MESSAGES_TEXTS.noThanks}
    messageId="broadcast-message"
    initialAudience="Queue"
    schema={boothBroadcastSchema}
    toInput={broadcastInput}
    toBroadcast={broadcastTo(jobFairId, boothId)}
  >
    {(to, setTo) => (
      <>
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
      </>
    )}
  </BroadcastDialogButton>
);
