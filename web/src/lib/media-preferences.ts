// The camera and microphone chosen in 'Test your video' (spec 1 §2.4), used again when a call starts.
const CAMERA_KEY = 'jobfair.cameraId';
const MICROPHONE_KEY = 'jobfair.microphoneId';

export type MediaPreferences = Readonly<{ cameraId: string; microphoneId: string }>;

export const readMediaPreferences = (): MediaPreferences => ({
  cameraId: localStorage.getItem(CAMERA_KEY) ?? '',
  microphoneId: localStorage.getItem(MICROPHONE_KEY) ?? '',
});

export const saveMediaPreferences = ({ cameraId, microphoneId }: MediaPreferences): void => {
  localStorage.setItem(CAMERA_KEY, cameraId);
  localStorage.setItem(MICROPHONE_KEY, microphoneId);
};

/** Why a camera or microphone could not be opened, in the words a person can act on. */
export type MediaProblem = 'permissionDenied' | 'noCamera' | 'cameraBusy' | 'unsupported';

export const mediaProblemOf = (error: unknown): MediaProblem => {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permissionDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  if (name === 'NotReadableError' || name === 'AbortError') return 'cameraBusy';
  return 'unsupported';
};
