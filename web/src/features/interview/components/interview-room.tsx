import { Card, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { INTERVIEW_TEXTS } from '../interview-texts';
import '../interview.css';
import { ChatPanel } from './chat-panel';
import { Countdown } from './countdown';
import type { useInterviewRoom } from './use-interview-room';
import { VideoStage } from './video-stage';

type InterviewRoomProps = Readonly<{
  room: ReturnType<typeof useInterviewRoom>;
  otherName: string;
  /** Recruiter controls beside the timer. */
  actions?: ReactNode;
  /** Below the chat (the recruiter's rating and notes). */
  aside?: ReactNode;
}>;

/** The interview page's frame, shared by both sides: title and timer, the videos, the chat. */
export const InterviewRoom = ({ room, otherName, actions, aside }: InterviewRoomProps) => {
  const { view, session } = room;
  if (session.isPending) return <Spinner className="page-spinner" size={40} />;
  if (!view) return <NonIdealState icon="error" title={INTERVIEW_TEXTS.sessionOver} />;
  return (
    <section className="interview-room" aria-label={INTERVIEW_TEXTS.title} data-testid="interview-room">
      <Card className="interview-room__bar">
        <h2 data-testid="interview-title">{INTERVIEW_TEXTS.interviewWith(otherName, view.boothName ?? '')}</h2>
        {room.live && <Countdown endsAt={view.endsAt} />}
        <div className="interview-room__actions">{actions}</div>
      </Card>
      <div className="interview-room__body">
        <VideoStage media={room.media} remote={room.call.remote} state={room.call.state} otherName={otherName} live={room.live} />
        <div className="interview-room__side">
          <ChatPanel session={view} userId={room.userId} disabled={!room.live} />
          {aside}
        </div>
      </div>
    </section>
  );
};
