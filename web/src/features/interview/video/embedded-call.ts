import { type CallState, type VideoCall, createEmitter, enableTracks } from './video-call';

// The embedded provider: one RTCPeerConnection per negotiation, signalled through the gateway relay.
// The interviewer always makes the offer; the candidate answers. Either side that (re)arrives says
// 'ready': the interviewer answers a 'ready' with a fresh offer, the candidate with its own 'ready',
// so a reload or a lost connection on either side ends in a new negotiation. Every offer carries a
// new id; answers and ICE candidates of an older negotiation are dropped.

export type Signal =
  | { kind: 'ready' }
  | { kind: 'offer' | 'answer'; id: string; description: RTCSessionDescriptionInit }
  | { kind: 'candidate'; id: string; candidate: RTCIceCandidateInit };

export type Signalling = Readonly<{
  send(signal: Signal): void;
  onSignal(listener: (signal: Signal) => void): () => void;
  /** The signalling channel came back after being down: signals sent meanwhile were lost. */
  onReconnect(listener: () => void): () => void;
}>;

type Options = Readonly<{
  role: 'interviewer' | 'candidate';
  local: MediaStream;
  signalling: Signalling;
  /** STUN/TURN servers from the video token; none on one network. */
  iceServers?: RTCIceServer[];
  /** 'relay' when the operator sends all media through TURN. */
  iceTransportPolicy?: RTCIceTransportPolicy;
}>;

const KINDS = ['audio', 'video'] as const;

export const createEmbeddedCall = ({ role, local, signalling, iceServers = [], iceTransportPolicy = 'all' }: Options): VideoCall => {
  const remote = createEmitter<MediaStream | null>(null);
  const state = createEmitter<CallState>('connecting');
  let peer: RTCPeerConnection | null = null;
  let negotiation = '';
  let closed = false;
  // Signals are handled one at a time: a candidate must not overtake the offer it belongs to.
  let inbox = Promise.resolve();

  const fresh = (id: string): RTCPeerConnection => {
    peer?.close();
    negotiation = id;
    const connection = new RTCPeerConnection({ iceServers, iceTransportPolicy });
    peer = connection;
    // A new negotiation (the other side came back) tries again after a failure.
    if (state.get() === 'failed') state.set('connecting');
    let connected = false;
    const stream = new MediaStream();
    connection.ontrack = ({ track }) => {
      stream.addTrack(track);
      remote.set(stream);
    };
    let gathered = 0;
    connection.onicecandidate = ({ candidate }) => {
      if (candidate) gathered += 1;
      if (candidate && peer === connection) signalling.send({ kind: 'candidate', id, candidate: candidate.toJSON() });
    };
    connection.onconnectionstatechange = () => {
      if (peer !== connection) return;
      const now = connection.connectionState;
      if (now === 'connected') {
        connected = true;
        state.set('connected');
      } else if (now === 'disconnected')
        state.set('interrupted'); // may recover by itself
      else if (now === 'failed' && connected) {
        state.set('interrupted');
        restart();
      } else if (now === 'failed') failed(); // never up: DTLS or ICE found no way through
    };
    // ICE found no path at all (networks that block UDP without a reachable TURN relay, refused or expired TURN
    // credentials): retrying with the same servers fails the same way, so the page says so and chat carries on.
    // With not a single local candidate (relay only, TURN refused) Chromium never reaches 'failed': it stays
    // 'new', so a gathering that ends empty is a failure too.
    const failed = () => {
      if (peer === connection && !connected) state.set('failed');
    };
    connection.oniceconnectionstatechange = () => {
      if (connection.iceConnectionState === 'failed') failed();
    };
    connection.onicegatheringstatechange = () => {
      if (connection.iceGatheringState === 'complete' && gathered === 0) failed();
    };
    return connection;
  };

  const offer = async () => {
    const connection = fresh(crypto.randomUUID());
    for (const kind of KINDS) {
      const track = local.getTracks().find((candidate) => candidate.kind === kind);
      connection.addTransceiver(track ?? kind, { direction: 'sendrecv', streams: [local] });
    }
    await connection.setLocalDescription(await connection.createOffer());
    if (peer === connection) signalling.send({ kind: 'offer', id: negotiation, description: connection.localDescription!.toJSON() });
  };

  const answer = async (id: string, description: RTCSessionDescriptionInit) => {
    const connection = fresh(id);
    await connection.setRemoteDescription(description);
    for (const transceiver of connection.getTransceivers()) {
      const track = local.getTracks().find((candidate) => candidate.kind === transceiver.receiver.track.kind);
      if (track) await transceiver.sender.replaceTrack(track);
      transceiver.sender.setStreams?.(local);
      transceiver.direction = 'sendrecv';
    }
    await connection.setLocalDescription(await connection.createAnswer());
    if (peer === connection) signalling.send({ kind: 'answer', id, description: connection.localDescription!.toJSON() });
  };

  /** Starts over: the interviewer offers anew, the candidate asks for an offer. */
  const restart = () => {
    if (closed) return;
    if (role === 'interviewer') inbox = inbox.then(offer).catch(report);
    else signalling.send({ kind: 'ready' });
  };

  const report = (error: unknown) => console.warn('[video] negotiation failed', error);

  const handle = async (signal: Signal) => {
    if (closed) return;
    switch (signal.kind) {
      case 'ready':
        return role === 'interviewer' ? offer() : signalling.send({ kind: 'ready' });
      case 'offer':
        return role === 'candidate' ? answer(signal.id, signal.description) : undefined;
      case 'answer':
        if (role === 'interviewer' && signal.id === negotiation && peer?.signalingState === 'have-local-offer')
          await peer.setRemoteDescription(signal.description);
        return;
      case 'candidate':
        if (signal.id === negotiation && peer?.remoteDescription) await peer.addIceCandidate(signal.candidate).catch(report);
        return;
    }
  };

  const stopListening = signalling.onSignal((signal) => {
    inbox = inbox.then(() => handle(signal)).catch(report);
  });
  // Media flows peer to peer, so a socket that comes back only renegotiates if the call is not up.
  const stopReconnect = signalling.onReconnect(() => {
    if (state.get() !== 'connected') restart();
  });
  signalling.send({ kind: 'ready' });

  return {
    onRemoteStream: remote.listen,
    onState: state.listen,
    setVideoEnabled: (enabled) => enableTracks(local.getVideoTracks(), enabled),
    setAudioEnabled: (enabled) => enableTracks(local.getAudioTracks(), enabled),
    close() {
      closed = true;
      stopListening();
      stopReconnect();
      peer?.close();
      peer = null;
      remote.clear();
      state.clear();
    },
  };
};
