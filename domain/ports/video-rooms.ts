import type { VideoRole } from '../interview/interview-session';

export type VideoProvider = 'embedded' | 'vonage';

/** What a token admits: one participant, in one role, to the room of one interview session. */
export type VideoGrant = Readonly<{ sessionId: string; roomId: string; userId: string; role: VideoRole }>;

/** A STUN or TURN server as RTCPeerConnection takes it; TURN ones carry short-lived credentials. */
export type IceServer = Readonly<{ urls: string[]; username?: string; credential?: string }>;

export type VideoToken = Readonly<{
  token: string;
  expiresAt: string;
  /** What the client SDK needs besides the token (Vonage: the application id); absent for embedded video. */
  apiKey?: string;
  /** Embedded video across networks: the STUN/TURN servers this participant may use (none on one network). */
  iceServers?: IceServer[];
  /** 'relay' when the operator sends all media through TURN; absent means any path. */
  iceTransportPolicy?: 'relay';
}>;

/**
 * The interview's video (ARCHITECTURE.md ports table): WebRTC between the two browsers with the
 * gateway relaying signals by default, Vonage Video when configured. The room of a session is created
 * once and recorded on the session stream; tokens are short-lived and asked for on every (re)join.
 */
export type VideoRooms = Readonly<{
  provider: VideoProvider;
  /** Creates the room for an interview session and answers its id (embedded: the session id itself). */
  createRoom(sessionId: string): Promise<string>;
  issueToken(grant: VideoGrant): Promise<VideoToken>;
}>;

/** The embedded provider's tokens are checked by the gateway before it relays a participant's signals. */
export type VideoGrantVerifier = Readonly<{ verifyGrant(token: string): Promise<VideoGrant> }>;
