import { type CallState, type VideoCall, createEmitter, enableTracks } from './video-call';

// The Vonage provider (@vonage/video-client), chosen when the server's auth-token answer says 'vonage':
// the room id is the Vonage session, the token carries the role the server decided (spec 1 §6). The
// library is loaded only then, so the embedded default does not ship its 3 MB.

type Options = Readonly<{ apiKey: string; sessionId: string; token: string; local: MediaStream }>;

export const createVonageCall = ({ apiKey, sessionId, token, local }: Options): VideoCall => {
  const remote = createEmitter<MediaStream | null>(null);
  const state = createEmitter<CallState>('connecting');
  const [videoTrack] = local.getVideoTracks();
  const [audioTrack] = local.getAudioTracks();
  let closed = false;
  let teardown = () => undefined as void;
  // Until the library has loaded, toggling the tracks is all there is to do.
  let videoToggle: (enabled: boolean) => void = (enabled) => enableTracks(local.getVideoTracks(), enabled);
  let audioToggle: (enabled: boolean) => void = (enabled) => enableTracks(local.getAudioTracks(), enabled);

  void import('@vonage/video-client').then((OT) => {
    if (closed) return;
    const session = OT.initSession(apiKey, sessionId);
    // Our own tracks are published, so camera choice and the device checks stay the page's business.
    const publisher = OT.initPublisher(undefined, {
      insertDefaultUI: false,
      videoSource: videoTrack ?? null,
      audioSource: audioTrack ?? null,
      publishVideo: videoTrack?.enabled ?? false,
      publishAudio: audioTrack?.enabled ?? false,
    });
    session.on('streamCreated', ({ stream }) => {
      const subscriber = session.subscribe(stream, undefined, { insertDefaultUI: false });
      subscriber.on('videoElementCreated', ({ element }) =>
        remote.set(((element as HTMLVideoElement).srcObject as MediaStream | null) ?? null),
      );
    });
    session.on('streamDestroyed', () => remote.set(null));
    session.on('sessionReconnecting', () => state.set('interrupted'));
    session.on('sessionReconnected', () => state.set('connected'));
    session.on('sessionDisconnected', () => state.set('interrupted'));
    session.connect(token, (error) => {
      if (error) return state.set('interrupted');
      state.set('connected');
      session.publish(publisher);
    });
    teardown = () => {
      publisher.destroy();
      session.disconnect();
    };
    videoToggle = (enabled) => publisher.publishVideo(enabled);
    audioToggle = (enabled) => publisher.publishAudio(enabled);
  });

  return {
    onRemoteStream: remote.listen,
    onState: state.listen,
    setVideoEnabled: (enabled) => videoToggle(enabled),
    setAudioEnabled: (enabled) => audioToggle(enabled),
    close() {
      closed = true;
      teardown();
      remote.clear();
      state.clear();
    },
  };
};
