import { Button, Callout, Spinner, type IconName } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import type { MediaProblem } from '../../../lib/media-preferences';
import { INTERVIEW_TEXTS } from '../interview-texts';
import type { LocalMedia } from '../video/use-local-media';
import type { CallState } from '../video/video-call';

const problemText: Record<MediaProblem, string> = {
  permissionDenied: INTERVIEW_TEXTS.permissionDenied,
  noCamera: INTERVIEW_TEXTS.noCamera,
  cameraBusy: INTERVIEW_TEXTS.cameraBusy,
  unsupported: INTERVIEW_TEXTS.mediaUnsupported,
};

const StreamVideo = ({ stream, muted, testId, label }: { stream: MediaStream | null; muted: boolean; testId: string; label: string }) => {
  const video = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element || element.srcObject === stream) return;
    element.srcObject = stream;
    if (!stream) return;
    // After a reload there was no click yet, and browsers refuse to autoplay sound: play muted and offer to unmute.
    element.play().catch(() => {
      element.muted = true;
      setBlocked(!muted);
      void element.play().catch(() => undefined);
    });
  }, [stream, muted]);
  const unmute = () => {
    if (!video.current) return;
    video.current.muted = false;
    void video.current.play().then(
      () => setBlocked(false),
      () => undefined,
    );
  };
  return (
    <>
      <video ref={video} autoPlay playsInline muted={muted} data-testid={testId} aria-label={label} />
      {blocked && (
        <Button
          className="interview-stage__unmute"
          intent="primary"
          icon="volume-up"
          text={INTERVIEW_TEXTS.clickToHear(label)}
          onClick={unmute}
        />
      )}
    </>
  );
};

type VideoStageProps = Readonly<{ media: LocalMedia; remote: MediaStream | null; state: CallState; otherName: string; live: boolean }>;

/** The other side large, ourselves small in the corner, and the camera and microphone toggles. */
type MediaToggleProps = Readonly<{
  on: boolean;
  onIcon: IconName;
  offIcon: IconName;
  turnOff: string;
  turnOn: string;
  disabled: boolean;
  onChange: (on: boolean) => void;
}>;

/** The camera or microphone switch: red while off, labelled with what a click does. */
const MediaToggle = ({ on, onIcon, offIcon, turnOff, turnOn, disabled, onChange }: MediaToggleProps) => (
  <Button
    large
    icon={on ? onIcon : offIcon}
    intent={on ? 'none' : 'danger'}
    aria-label={on ? turnOff : turnOn}
    title={on ? turnOff : turnOn}
    aria-pressed={!on}
    disabled={disabled}
    onClick={() => onChange(!on)}
  />
);

export const VideoStage = ({ media, remote, state, otherName, live }: VideoStageProps) => {
  const hasCamera = (media.stream?.getVideoTracks().length ?? 0) > 0;
  const hasMicrophone = (media.stream?.getAudioTracks().length ?? 0) > 0;
  const waiting = live && (state !== 'connected' || !remote);
  return (
    <div className="interview-stage">
      <div className="interview-stage__remote">
        <StreamVideo stream={remote} muted={false} testId="remote-video" label={otherName} />
        {waiting && state !== 'failed' && (
          <div className="interview-stage__overlay" role="status">
            <Spinner size={28} />
            <span>{state === 'interrupted' ? INTERVIEW_TEXTS.reconnecting : INTERVIEW_TEXTS.waitingForOther(otherName)}</span>
          </div>
        )}
        <span className="interview-stage__name">{otherName}</span>
      </div>
      <div className="interview-stage__local">
        <StreamVideo stream={media.stream} muted testId="local-video" label={INTERVIEW_TEXTS.you} />
        {(!hasCamera || !media.videoOn) && <div className="interview-stage__camera-off">{INTERVIEW_TEXTS.cameraIsOff}</div>}
      </div>
      <div className="interview-stage__controls">
        <MediaToggle
          on={media.videoOn}
          onIcon="video"
          offIcon="disable"
          turnOff={INTERVIEW_TEXTS.cameraOff}
          turnOn={INTERVIEW_TEXTS.cameraOn}
          disabled={!hasCamera || !live}
          onChange={media.setVideoOn}
        />
        <MediaToggle
          on={media.audioOn}
          onIcon="microphone"
          offIcon="volume-off"
          turnOff={INTERVIEW_TEXTS.microphoneOff}
          turnOn={INTERVIEW_TEXTS.microphoneOn}
          disabled={!hasMicrophone || !live}
          onChange={media.setAudioOn}
        />
      </div>
      {/* Below the stage, not over it: at 390 px our own picture would cover a sentence on the video. */}
      {live && state === 'failed' && (
        <Callout className="interview-stage__problem" intent="warning" icon="warning-sign" role="alert" data-testid="video-failed">
          {INTERVIEW_TEXTS.videoFailed}
        </Callout>
      )}
      {media.problem && (
        <Callout
          className="interview-stage__problem"
          intent={media.problem === 'noCamera' ? 'warning' : 'danger'}
          icon="warning-sign"
          data-testid="media-problem"
        >
          {problemText[media.problem]}
        </Callout>
      )}
    </div>
  );
};
