import { Button, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import type { QueueEntryView } from '../../../../../domain/queue/queue-view';
import { ADMIN_LOBBY_TEXTS } from '../admin-lobby-texts';
import { candidateName } from './candidate-name';

type BoothQueueTableProps = Readonly<{ candidates: readonly QueueEntryView[]; onRemove: (candidate: QueueEntryView) => void }>;

/** The booth's live queue for the admin: names, status, position, and Remove for those still waiting. */
export const BoothQueueTable = ({ candidates, onRemove }: BoothQueueTableProps) =>
  candidates.length === 0 ? (
    <NonIdealState icon="people" title={ADMIN_LOBBY_TEXTS.emptyQueueText} />
  ) : (
    <HTMLTable compact striped className="admin-booth__queue" data-testid="admin-booth-queue">
      <thead>
        <tr>
          <th>{ADMIN_LOBBY_TEXTS.position}</th>
          <th>{ADMIN_LOBBY_TEXTS.name}</th>
          <th>{ADMIN_LOBBY_TEXTS.status}</th>
          <th>{ADMIN_LOBBY_TEXTS.actions}</th>
        </tr>
      </thead>
      <tbody>
        {candidates.map((candidate) => {
          const called = candidate.priority < 0;
          return (
            <tr key={candidate.id} data-testid="admin-queue-row">
              <td>{candidate.position}</td>
              <td>{candidateName(candidate)}</td>
              <td>
                <Tag minimal intent={called ? 'success' : candidate.status === 'NEXT_IN_QUEUE' ? 'primary' : 'none'}>
                  {ADMIN_LOBBY_TEXTS.statuses[candidate.status]}
                </Tag>
              </td>
              <td>
                {called ? (
                  <span className="bp6-text-muted">{ADMIN_LOBBY_TEXTS.inInterviewStays}</span>
                ) : (
                  <Button
                    size="small"
                    intent="danger"
                    variant="minimal"
                    icon="remove"
                    text={ADMIN_LOBBY_TEXTS.remove}
                    aria-label={`${ADMIN_LOBBY_TEXTS.remove} ${candidateName(candidate)}`}
                    onClick={() => onRemove(candidate)}
                  />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
