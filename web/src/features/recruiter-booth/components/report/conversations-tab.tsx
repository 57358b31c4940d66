import { Button, Classes, HTMLTable, Icon, NonIdealState, Spinner } from '@blueprintjs/core';
import type { InterviewHistoryView } from '../../../../../../domain/interview/interview-session-view';
import type { useBoothConversations } from '../../api/get-booth-conversations';
import { REPORT_TEXTS } from '../../report-texts';

const RATING_MAX = 5; // spec 2 §9: rating out of 5

type ConversationsTabProps = Readonly<{
  conversations: ReturnType<typeof useBoothConversations>;
  selectedId: string | null;
  onSelect: (conversation: InterviewHistoryView) => void;
}>;

/** spec 2 §2.1 tab Conversations: Name, Rating, Notes, Interviewer, newest first, 10 a page with 'Load more'; a row selects the candidate. */
export const ConversationsTab = ({ conversations, selectedId, onSelect }: ConversationsTabProps) => {
  if (conversations.isPending) return <Spinner size={24} />;
  const rows = conversations.data?.pages.flatMap((page) => page.items) ?? [];
  if (rows.length === 0)
    return <NonIdealState icon="chat" title={REPORT_TEXTS.noConversations} description={REPORT_TEXTS.onlyJoinedCalls} />;
  return (
    <>
      <p className={Classes.TEXT_MUTED} data-testid="conversations-note">
        {REPORT_TEXTS.onlyJoinedCalls}
      </p>
      <HTMLTable compact interactive className="booth-report__table" data-testid="conversations">
        <thead>
          <tr>
            <th>{REPORT_TEXTS.name}</th>
            <th>{REPORT_TEXTS.rating}</th>
            <th>{REPORT_TEXTS.notes}</th>
            <th>{REPORT_TEXTS.interviewer}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="conversation"
              aria-selected={row.id === selectedId}
              className={row.id === selectedId ? 'booth-report__row--selected' : undefined}
              onClick={() => onSelect(row)}
            >
              <td>{row.candidateName ?? row.candidateEmail ?? row.candidateId}</td>
              <td className="booth-report__rating" aria-label={row.rating === null ? undefined : `${row.rating} / ${RATING_MAX}`}>
                {row.rating === null
                  ? REPORT_TEXTS.notGiven
                  : Array.from({ length: RATING_MAX }, (_, index) => (
                      <Icon
                        key={index}
                        icon={index < row.rating! ? 'star' : 'star-empty'}
                        size={12}
                        intent={index < row.rating! ? 'warning' : 'none'}
                      />
                    ))}
              </td>
              <td className="booth-report__notes">{row.notes || REPORT_TEXTS.notGiven}</td>
              <td>{row.recruiterName ?? REPORT_TEXTS.notGiven}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {conversations.hasNextPage && (
        <Button
          className="booth-report__load-more"
          text={REPORT_TEXTS.loadMore}
          loading={conversations.isFetchingNextPage}
          onClick={() => void conversations.fetchNextPage()}
        />
      )}
    </>
  );
};
