import { useEffect, useState } from 'react';
import { type MediaProblem, mediaProblemOf } from './media-preferences';

export type MediaDeviceChoice = Readonly<{ deviceId: string; label: string }>;

type PreviewState = Readonly<{
  stream: MediaStream | null;
  cameras: MediaDeviceChoice[];
  microphones: MediaDeviceChoice[];
  status: 'starting' | 'live' | MediaProblem;
}>;

const choices = (devices: MediaDeviceInfo[], kind: MediaDeviceKind, fallback: string): MediaDeviceChoice[] =>
  devices
    .filter((device) => device.kind === kind)
    .map((device, index) => ({ deviceId: device.deviceId, label: device.label || `${fallback} ${index + 1}` }));

/** Opens the chosen camera and microphone while `active`, and always releases them afterwards. */
export const useCameraPreview = (active: boolean, cameraId: string, microphoneId: string): PreviewState => {
  const [state, setState] = useState<PreviewState>({ stream: null, cameras: [], microphones: [], status: 'starting' });

  useEffect(() => {
    if (!active) return undefined;
    if (!navigator.mediaDevices?.getUserMedia) {
      setState((current) => ({ ...current, status: 'unsupported' }));
      return undefined;
    }
    let stream: MediaStream | null = null;
    let cancelled = false;
    setState((current) => ({ ...current, stream: null, status: 'starting' }));
    navigator.mediaDevices
      .getUserMedia({
        video: cameraId ? { deviceId: { exact: cameraId } } : true,
        audio: microphoneId ? { deviceId: { exact: microphoneId } } : true,
      })
      .then(async (opened) => {
        if (cancelled) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        const devices = await navigator.mediaDevices.enumerateDevices();
        if (cancelled) return;
        setState({
          stream: opened,
          cameras: choices(devices, 'videoinput', 'Camera'),
          microphones: choices(devices, 'audioinput', 'Microphone'),
          status: 'live',
        });
      })
      .catch(async (error: unknown) => {
        if (cancelled) return;
        // Without a camera the microphone may still be chosen, so the lists are filled either way.
        const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
        if (!cancelled)
          setState({
            stream: null,
            cameras: choices(devices, 'videoinput', 'Camera'),
            microphones: choices(devices, 'audioinput', 'Microphone'),
            status: mediaProblemOf(error),
          });
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [active, cameraId, microphoneId]);

  return state;
};

/** 0..1 loudness of the stream's microphone, sampled on animation frames. */
export const useMicrophoneLevel = (stream: MediaStream | null): number => {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return undefined;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const sample = () => {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const value of samples) peak = Math.max(peak, Math.abs(value - 128) / 128);
      setLevel(peak);
      frame = requestAnimationFrame(sample);
    };
    sample();
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [stream]);
  return level;
};
