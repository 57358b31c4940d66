import { NonIdealState } from '@blueprintjs/core';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { INTERVIEW_TEXTS } from '../interview-texts';
// Shown outside the interview pages too (the recruiter report), so it brings its own styles.
import '../interview.css';

/** A finished interview's chat, read-only; spec 1 §2.5's empty text when nobody typed. */
export const Transcript = ({ messages }: { messages: InterviewSessionView['chatTranscript'] }) =>
  (messages ?? []).length === 0 ? (
    <NonIdealState icon="chat" description={INTERVIEW_TEXTS.noTextChat} />
  ) : (
    <ol className="interview-chat__messages" data-testid="transcript">
      {messages.map((message) => (
        <li key={message.id} className="interview-chat__message">
          <span className="interview-chat__meta">
            {message.senderName} · {new Date(message.time).toLocaleString()}
          </span>
          <span className="interview-chat__text">{message.message}</span>
        </li>
      ))}
    </ol>
  );
