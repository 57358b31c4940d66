import { Button, Card, InputGroup, NonIdealState } from '@blueprintjs/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../../domain/interview/interview-texts';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { useSendChatMessage } from '../api/send-chat-message';
import { INTERVIEW_TEXTS } from '../interview-texts';

type ChatPanelProps = Readonly<{ session: InterviewSessionView; userId: string; disabled: boolean }>;

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The interview's text chat: the transcript the server keeps, pushed live to both sides. */
export const ChatPanel = ({ session, userId, disabled }: ChatPanelProps) => {
  const [draft, setDraft] = useState('');
  const send = useSendChatMessage();
  const list = useRef<HTMLOListElement>(null);
  const messages = session.chatTranscript;

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message) return;
    send.mutate({ jobFairId: session.jobFairId, sessionId: session.id, message }, { onSuccess: () => setDraft('') });
  };

  return (
    <Card className="interview-chat" aria-label={INTERVIEW_TEXTS.chat}>
      <h3>{INTERVIEW_TEXTS.chat}</h3>
      {messages.length === 0 ? (
        <NonIdealState icon="chat" description={INTERVIEW_TEXTS.noChat} />
      ) : (
        <ol className="interview-chat__messages" ref={list}>
          {messages.map((message) => (
            <li
              key={message.id}
              data-testid="chat-message"
              className={message.senderUserId === userId ? 'interview-chat__message--mine' : 'interview-chat__message'}
            >
              <span className="interview-chat__meta">
                {message.senderName} · {timeOf(message.time)}
              </span>
              <span className="interview-chat__text">{message.message}</span>
            </li>
          ))}
        </ol>
      )}
      <form className="interview-chat__form" onSubmit={submit}>
        <InputGroup
          aria-label={INTERVIEW_TEXTS.chatPlaceholder}
          placeholder={INTERVIEW_TEXTS.chatPlaceholder}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          disabled={disabled}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <Button
          type="submit"
          icon="send-message"
          text={INTERVIEW_TEXTS.send}
          loading={send.isPending}
          disabled={disabled || !draft.trim()}
        />
      </form>
    </Card>
  );
};
