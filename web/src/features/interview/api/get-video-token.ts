import { api } from '../../../api/api-client';

/** The auth-token answer: which video provider serves the room and the grant for it (spec 2 §7). */
export type VideoToken = Readonly<{
  provider: 'embedded' | 'vonage';
  roomId: string;
  role: 'interviewer' | 'candidate';
  token: string;
  apiKey?: string;
  /** Optional STUN/TURN servers for the embedded provider (none are needed on one network). */
  iceServers?: RTCIceServer[];
}>;

/** spec 1 §6: the server decides the role; the client names the one it expects. */
export const getVideoToken = (jobFairId: string, roomId: string, userId: string, role: 'interviewer' | 'candidate') =>
  api.post<VideoToken>(`/jobfairs/${encodeURIComponent(jobFairId)}/InterviewSessions/auth-token`, { roomId, userId, role });
