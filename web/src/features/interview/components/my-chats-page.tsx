import { Card, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { sessionStore } from '../../../stores/session-store';
// The candidate's sessions list is the queue feature's live subscription; My Chats only reads it.
import { useCandidateSessions } from '../../../api/get-candidate-sessions';
import { useInterviewSession } from '../api/get-interview-session';
import { INTERVIEW_TEXTS } from '../interview-texts';
import '../interview.css';
import { Transcript } from './transcript';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The recruiter's designation and address, as one muted line (either may be missing). */
const RecruiterDetails = ({ chat }: { chat: InterviewSessionView }) => {
  const parts = [chat.recruiterDesignation, chat.recruiterAddress].filter(Boolean);
  return parts.length > 0 ? (
    <span className={Classes.TEXT_MUTED} data-testid="my-chat-recruiter-details">
      {parts.join(' · ')}
    </span>
  ) : null;
};

/**
 * spec 1 §2.5 /history 'My Chats': past interviews, newest first. Each row shows the recruiter's initials,
 * name, designation and address and the company as a link to the booth; the rest of the row opens the
 * session's transcript.
 */
export const MyChatsPage = ({ orgId, jobFairId }: { orgId: string; jobFairId: string }) => {
  const { session } = useSnapshot(sessionStore);
  const sessions = useCandidateSessions(jobFairId, session?.user.userId ?? null);
  const [selected, setSelected] = useState<string | null>(null);
  const past = (sessions.data ?? []).filter((candidate) => candidate.status === 'ENDED' && candidate.interviewStartedAt !== null);

  if (sessions.isPending) return <Spinner className="page-spinner" size={40} />;
  return (
    <section className="my-chats" aria-label={INTERVIEW_TEXTS.myChats}>
      <h2>{INTERVIEW_TEXTS.myChats}</h2>
      {past.length === 0 ? (
        <NonIdealState icon="chat" title={INTERVIEW_TEXTS.noConversations} />
      ) : (
        <div className="my-chats__layout">
          <ul className="my-chats__list">
            {past.map((chat: InterviewSessionView) => (
              <li key={chat.id}>
                <Card
                  interactive={true}
                  selected={chat.id === selected}
                  onClick={() => setSelected(chat.id)}
                  data-testid="my-chat"
                  className="my-chats__row"
                >
                  <span className="my-chats__avatar" aria-hidden>
                    {initials(chat.recruiterName ?? '?')}
                  </span>
                  <span className="my-chats__who">
                    <strong>{chat.recruiterName}</strong>
                    <RecruiterDetails chat={chat} />
                    <span>
                      <Link
                        to="/job-seeker/organizations/$orgId/jobfairs/$jobFairId/lobby/booth/$boothId"
                        params={{ orgId, jobFairId, boothId: chat.boothId }}
                        onClick={(event) => event.stopPropagation()}
                        data-testid="my-chat-company"
                      >
                        {chat.companyName ?? chat.boothName}
                      </Link>
                      <span className={Classes.TEXT_MUTED}> · {new Date(chat.createdAt).toLocaleString()}</span>
                    </span>
                  </span>
                </Card>
              </li>
            ))}
          </ul>
          {selected && <ChatDetail jobFairId={jobFairId} sessionId={selected} />}
        </div>
      )}
    </section>
  );
};

const ChatDetail = ({ jobFairId, sessionId }: { jobFairId: string; sessionId: string }) => {
  const session = useInterviewSession(jobFairId, sessionId);
  return (
    <Card className="my-chats__detail" data-testid="my-chat-detail">
      {session.data ? (
        <>
          <div className="my-chats__detail-head">
            <span className="my-chats__avatar" aria-hidden>
              {initials(session.data.recruiterName ?? '?')}
            </span>
            <div className="my-chats__who">
              <h3>{session.data.recruiterName}</h3>
              <RecruiterDetails chat={session.data} />
              <span className={Classes.TEXT_MUTED}>{session.data.companyName ?? session.data.boothName}</span>
            </div>
          </div>
          <Transcript messages={session.data.chatTranscript} />
        </>
      ) : (
        <Spinner size={24} />
      )}
    </Card>
  );
};
