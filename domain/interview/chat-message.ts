import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, INTERVIEW_TEXTS } from './interview-texts';

/** spec 2 §3 Chat message: one line of an interview's text chat, as stored in the transcript. */
export type ChatMessage = Readonly<{ id: string; senderUserId: string; senderName: string; time: string; message: string }>;

/** The body of POST …/interviewSessions/{id}/chatMessages, shared by the chat box and the server. */
export const chatMessageSchema = z.object({
  message: z
    .string({ error: INTERVIEW_TEXTS.messageRequired })
    .trim()
    .min(1, INTERVIEW_TEXTS.messageRequired)
    .max(CHAT_MESSAGE_MAX_LENGTH, INTERVIEW_TEXTS.messageTooLong),
});
