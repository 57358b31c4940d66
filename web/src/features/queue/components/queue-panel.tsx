import { Button, Callout, Card, Icon } from '@blueprintjs/core';
import { useState } from 'react';
import type { QueueEntryView } from '../../../../../domain/queue/queue-view';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useBoothQueueCount } from '../api/get-booth-queue-count';
import { useBoothQuestions } from '../api/get-booth-questions';
import { useEnterQueue } from '../api/enter-queue';
import { useLeaveQueue } from '../api/leave-queue';
import { LOBBY_TEXTS } from '../queue-texts';
import { QuestionnaireDialog } from './questionnaire-dialog';
import { useWaitLeft } from './use-wait-left';
import { LeaveQueueAlert, ThresholdDialog } from './queue-dialogs';

type QueuePanelProps = Readonly<{
  jobFairId: string;
  boothId: string;
  /** The booth id, or `{boothId}-{groupId}` once a group is chosen (spec 2 §3 Group). */
  queueId: string;
  /** The booth has groups and none is chosen: Enter Queue reads 'Select group' and opens the group choice (spec 2 §2.2). */
  needsGroup: boolean;
  onSelectGroup: () => void;
  /** Opens the resume drop-off, offered with the minimum-score refusal (spec 2 §5). */
  onDropOff: () => void;
  /** This booth's entry of the seeker, if any. */
  entry: QueueEntryView | null;
  /** Enter is enabled only while the fair is Started, for a job seeker in no other queue of the fair (spec 2 §4). */
  canEnter: boolean;
  fairRunning: boolean;
}>;

/** spec 2 §2.2 queue panel: enter (questionnaire, minimum score), leave (confirmation), live count, position and wait. */
export const QueuePanel = ({
  jobFairId,
  boothId,
  queueId,
  needsGroup,
  onSelectGroup,
  onDropOff,
  entry,
  canEnter,
  fairRunning,
}: QueuePanelProps) => {
  const count = useBoothQueueCount(jobFairId, queueId);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const questions = useBoothQuestions(jobFairId, boothId, asking);
  const enter = useEnterQueue();
  const leave = useLeaveQueue();
  const waitLeft = useWaitLeft(entry?.estimatedWaitMs ?? null);

  const submit = (answers: { questionId: string; answer: boolean }[]) =>
    enter.mutate(
      { jobFairId, queueId, answers },
      {
        onSuccess: () => setAsking(false),
        onError: (error) => {
          setAsking(false);
          if (isApiError(error) && error.code === 'THRESHOLD_ERROR') setRefused(true);
          else showToast({ message: error.message, intent: 'danger' });
        },
      },
    );

  return (
    <Card className="queue-panel" elevation={1} data-testid="queue-panel">
      {entry ? (
        <>
          <p data-testid="queue-state">{LOBBY_TEXTS.inQueue}</p>
          {entry.priority === 0 && <Callout intent="primary" icon="notifications" title={LOBBY_TEXTS.nextInQueue} />}
          {/* A list row always has its place; only a pending enter answer has none, and those are not shown. */}
          {entry.position !== null && <p data-testid="queue-position">{LOBBY_TEXTS.position(entry.position)}</p>}
          <p data-testid="queue-wait">{LOBBY_TEXTS.estimatedWait(waitLeft)}</p>
          <Button intent="danger" text={LOBBY_TEXTS.leaveQueue} disabled={!fairRunning} onClick={() => setConfirmLeave(true)} />
        </>
      ) : (
        <>
          <p data-testid="queue-state">{LOBBY_TEXTS.notInQueue}</p>
          {!fairRunning && <p className="bp6-text-muted">{LOBBY_TEXTS.queueClosed}</p>}
          <Button
            intent="primary"
            text={needsGroup ? LOBBY_TEXTS.selectGroupButton : LOBBY_TEXTS.enterQueue}
            disabled={!canEnter}
            loading={enter.isPending}
            onClick={() => (needsGroup ? onSelectGroup() : setAsking(true))}
          />
        </>
      )}
      <p className="queue-panel__count" data-testid="queue-count">
        {LOBBY_TEXTS.waitingCount(count.count ?? 0)}{' '}
        <Button variant="minimal" size="small" icon={<Icon icon="refresh" />} aria-label="Refresh" onClick={() => void count.refetch()} />
      </p>
      {/* Mounted only while asked, so every opening starts with no answers. */}
      {asking && (
        <QuestionnaireDialog
          isOpen={questions.isSuccess}
          questions={questions.data ?? []}
          submitting={enter.isPending}
          onCancel={() => setAsking(false)}
          onSubmit={submit}
        />
      )}
      <ThresholdDialog
        isOpen={refused}
        onClose={() => setRefused(false)}
        onDropOff={() => {
          setRefused(false);
          onDropOff();
        }}
      />
      <LeaveQueueAlert
        isOpen={confirmLeave}
        isNext={entry?.priority === 0}
        leaving={leave.isPending}
        onCancel={() => setConfirmLeave(false)}
        onConfirm={() => entry && leave.mutate(entry, { onSettled: () => setConfirmLeave(false) })}
      />
    </Card>
  );
};
