import { Button, Classes, HTMLTable, Icon, NonIdealState, Spinner } from '@blueprintjs/core';
import type { InterviewHistoryView } from '../../../../../../domain/interview/interview-session-view';
import { REPORT_TEXTS } from '../../report-texts';

const RATING_MAX = 5; // spec 2 §9: rating out of 5

/** What a conversation row shows: a live session of the booth's history, or one as it stood at a moment. */
export type ConversationRow = Pick<
  InterviewHistoryView,
  'id' | 'candidateId' | 'candidateName' | 'candidateEmail' | 'recruiterName' | 'rating' | 'notes'
>;

/** 'Load more' of the live tab; the tab as of a moment has every row at once. */
export type ConversationPaging = Readonly<{ hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => void }>;

type ConversationsTabProps = Readonly<{
  rows: readonly ConversationRow[] | undefined;
  paging: ConversationPaging | null;
  selectedId: string | null;
  onSelect: (conversation: ConversationRow) => void;
  /** A rating was clicked: list the events behind it. */
  onTraceRating: (conversation: ConversationRow) => void;
}>;

/** spec 2 §2.1 tab Conversations: Name, Rating, Notes, Interviewer, newest first, 10 a page with 'Load more'; a row selects the candidate. */
export const ConversationsTab = ({ rows, paging, selectedId, onSelect, onTraceRating }: ConversationsTabProps) => {
  if (!rows) return <Spinner size={24} />;
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
                <Button
                  variant="minimal"
                  size="small"
                  title={REPORT_TEXTS.traceHint}
                  aria-label={`${REPORT_TEXTS.rating} ${row.rating === null ? REPORT_TEXTS.notGiven : `${row.rating} / ${RATING_MAX}`}: ${REPORT_TEXTS.traceHint}`}
                  data-testid="conversation-rating"
                  // The rating lists its events; it must not also select the row under it.
                  onClick={(event) => {
                    event.stopPropagation();
                    onTraceRating(row);
                  }}
                >
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
                </Button>
              </td>
              <td className="booth-report__notes">{row.notes || REPORT_TEXTS.notGiven}</td>
              <td>{row.recruiterName ?? REPORT_TEXTS.notGiven}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {paging?.hasNextPage && (
        <Button
          className="booth-report__load-more"
          text={REPORT_TEXTS.loadMore}
          loading={paging.isFetchingNextPage}
          onClick={() => paging.fetchNextPage()}
        />
      )}
    </>
  );
};
