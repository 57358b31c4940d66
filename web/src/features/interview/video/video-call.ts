// What the interview page needs from a video provider, whichever the server chose (auth-token answer):
// publish our camera and microphone, hand over the other side's media, say how the link is doing.

/** 'failed': media never got through (e.g. no path between the two networks, refused TURN credentials); chat still works. */
export type CallState = 'connecting' | 'connected' | 'interrupted' | 'failed';

export type VideoCall = Readonly<{
  /** The other participant's media, or null while there is none. */
  onRemoteStream(listener: (stream: MediaStream | null) => void): void;
  onState(listener: (state: CallState) => void): void;
  setVideoEnabled(enabled: boolean): void;
  setAudioEnabled(enabled: boolean): void;
  close(): void;
}>;

/** A tiny listener list, so each provider reports the same way. */
export const createEmitter = <T>(initial: T) => {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((listener) => listener(next));
    },
    // An arrow, not a method: providers hand `listen` around detached from the emitter.
    listen: (listener: (value: T) => void) => {
      listeners.add(listener);
      listener(value);
    },
    clear: () => listeners.clear(),
  };
};

/** Local tracks are muted by disabling them: the other side gets black frames or silence, the call stays up. */
export const enableTracks = (tracks: MediaStreamTrack[], enabled: boolean) => tracks.forEach((track) => (track.enabled = enabled));
