import { z } from 'zod';
import { BOOTH_AUDIENCES } from './message-topic';

export const MESSAGE_MAX_LENGTH = 1000;

/** spec 3 §5 Broadcast: "needs a non-empty message"; the same words in both dialogs and on the server. */
export const messageTextSchema = z
  .string()
  .max(MESSAGE_MAX_LENGTH, `Message must be ${MESSAGE_MAX_LENGTH} characters or less`)
  .refine((value) => value.trim() !== '', 'Message is required');

/** spec 3 §2.2 Announcements: a message and an audience, Recruiter, Applicant (shown as JobSeeker) or both. */
export const ANNOUNCEMENT_AUDIENCES = ['Recruiter', 'Applicant'] as const;
export const announcementSchema = z.object({
  message: messageTextSchema,
  audiences: z.array(z.enum(ANNOUNCEMENT_AUDIENCES)).max(2).min(1, 'Please choose an audience'),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** spec 2 §2.1 Broadcast message: To Queue or Booth, and the message. */
export const boothBroadcastSchema = z.object({ to: z.enum(BOOTH_AUDIENCES), message: messageTextSchema });
export type BoothBroadcast = z.infer<typeof boothBroadcastSchema>;
