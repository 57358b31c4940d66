import { useEffect, useState } from 'react';
import { type MediaProblem, mediaProblemOf, readMediaPreferences } from '../../../lib/media-preferences';
import { enableTracks } from './video-call';

export type LocalMedia = Readonly<{
  /** null while the devices are being opened; an empty stream when none could be. */
  stream: MediaStream | null;
  problem: MediaProblem | null;
  videoOn: boolean;
  audioOn: boolean;
  setVideoOn(on: boolean): void;
  setAudioOn(on: boolean): void;
}>;

/** Camera and microphone for the call: video and audio if possible, audio alone without a camera, nothing if refused. */
const openDevices = async (): Promise<{ stream: MediaStream; problem: MediaProblem | null }> => {
  if (!navigator.mediaDevices?.getUserMedia) return { stream: new MediaStream(), problem: 'unsupported' };
  const { cameraId, microphoneId } = readMediaPreferences();
  const audio: MediaTrackConstraints | boolean = microphoneId ? { deviceId: { ideal: microphoneId } } : true;
  try {
    return {
      stream: await navigator.mediaDevices.getUserMedia({ video: cameraId ? { deviceId: { ideal: cameraId } } : true, audio }),
      problem: null,
    };
  } catch (error) {
    const problem = mediaProblemOf(error);
    if (problem === 'permissionDenied' || problem === 'unsupported') return { stream: new MediaStream(), problem };
    // No camera, or one held by another app: the interview goes on with the microphone alone.
    const stream = await navigator.mediaDevices.getUserMedia({ audio }).catch(() => new MediaStream());
    return { stream, problem };
  }
};

/**
 * Opens the devices while `active` (the interview is live), starts them as the page's startVideo and
 * startAudio flags say, and releases them when the interview ends or the page is left.
 */
export const useLocalMedia = (startVideo: boolean, startAudio: boolean, active: boolean): LocalMedia => {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [videoOn, setVideoOn] = useState(startVideo);
  const [audioOn, setAudioOn] = useState(startAudio);

  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    let opened: MediaStream | null = null;
    void openDevices().then((result) => {
      opened = result.stream;
      if (cancelled) return opened.getTracks().forEach((track) => track.stop());
      setStream(result.stream);
      setProblem(result.problem);
    });
    return () => {
      cancelled = true;
      opened?.getTracks().forEach((track) => track.stop());
      setStream(null);
    };
  }, [active]);

  useEffect(() => (stream ? enableTracks(stream.getVideoTracks(), videoOn) : undefined), [stream, videoOn]);
  useEffect(() => (stream ? enableTracks(stream.getAudioTracks(), audioOn) : undefined), [stream, audioOn]);

  return { stream, problem, videoOn, audioOn, setVideoOn, setAudioOn };
};
