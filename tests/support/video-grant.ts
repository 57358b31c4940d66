// One candidate's grant to one interview room, at one moment: what the video adapters' unit tests sign and check.
export const GRANT_NOW = new Date('2026-11-22T16:00:00.000Z');

export const CANDIDATE_GRANT = {
  sessionId: '0b7c6f4e-54f6-4d0c-9d38-3a3b0c4d5e6f',
  roomId: '0b7c6f4e-54f6-4d0c-9d38-3a3b0c4d5e6f',
  userId: '44444444-4444-4444-8444-000000000005',
  role: 'candidate' as const,
};
