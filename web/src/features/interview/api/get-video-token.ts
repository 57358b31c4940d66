import { api } from '../../../api/api-client';

/** The auth-token answer: which video provider serves the room and the grant for it (spec 2 §7). */
export type VideoToken = Readonly<{
  provider: 'embedded' | 'vonage';
  roomId: string;
  role: 'interviewer' | 'candidate';
  token: string;
  apiKey?: string;
  /** STUN/TURN servers for the embedded provider, with this participant's short-lived TURN credentials (none on one network). */
  iceServers?: RTCIceServer[];
  /** 'relay' when the operator sends all media through TURN. */
  iceTransportPolicy?: 'relay';
}>;

/** spec 1 §6: the server decides the role; the client names the one it expects. */
export const getVideoToken = (jobFairId: string, roomId: string, userId: string, role: 'interviewer' | 'candidate') =>
  api.post<VideoToken>(`/jobfairs/${encodeURIComponent(jobFairId)}/InterviewSessions/auth-token`, { roomId, userId, role });
