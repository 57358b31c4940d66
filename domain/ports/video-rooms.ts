import type { VideoRole } from '../interview/interview-session';

export type VideoProvider = 'embedded' | 'vonage';

/** What a token admits: one participant, in one role, to the room of one interview session. */
export type VideoGrant = Readonly<{ sessionId: string; roomId: string; userId: string; role: VideoRole }>;

export type VideoToken = Readonly<{
  token: string;
  expiresAt: string;
  /** What the client SDK needs besides the token (Vonage: the application id); absent for embedded video. */
  apiKey?: string;
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
