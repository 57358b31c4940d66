import { Radio, RadioGroup } from '@blueprintjs/core';
import { boothBroadcastSchema, type BoothBroadcast } from '../../../../../domain/message/message-schema';
import { boothTopic } from '../../../../../domain/message/message-topic';
import { firstIssueByField } from '../../../lib/use-zod-form';
import { MESSAGES_TEXTS } from '../messages-texts';
import { BroadcastDialogButton, type BroadcastCheck } from './broadcast-dialog-button';

const checkBroadcast =
  (jobFairId: string, boothId: string) =>
  (message: string, to: BoothBroadcast['to']): BroadcastCheck => {
    const parsed = boothBroadcastSchema.safeParse({ to, message });
    if (!parsed.success) return { errors: firstIssueByField(parsed.error.issues) };
    return { topicId: boothTopic(jobFairId, boothId, parsed.data.to), message: parsed.data.message };
  };

/**
 * spec 2 §2.1 'Broadcast message' (To: Queue or Booth, the message, Broadcast / No Thanks). The spec does not
 * say what opens it; a 'Broadcast message' button sits in the dashboard header beside Booth Info and Refresh
 * Queue, because those are the actions on the booth as a whole and a broadcast addresses the booth's queue or
 * visitors as a whole, not one candidate; it is always there, so a recruiter never hunts for it mid-fair.
 */
export const BroadcastMessageButton = ({ jobFairId, boothId }: { jobFairId: string; boothId: string }) => (
  <BroadcastDialogButton<BoothBroadcast['to']>
    jobFairId={jobFairId}
    button={{ icon: 'send-message', text: MESSAGES_TEXTS.broadcastMessage }}
    title={MESSAGES_TEXTS.broadcastMessage}
    cancelText={MESSAGES_TEXTS.noThanks}
    messageId="broadcast-message"
    initialAudience="Queue"
    check={checkBroadcast(jobFairId, boothId)}
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
