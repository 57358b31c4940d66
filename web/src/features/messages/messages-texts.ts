// spec 1 §2.4 notifications, spec 2 §2.1 Broadcast message, spec 3 §2.2 Announcements and §8 Clear notifications:
// the spec's words letter for letter where it gives them.
export const MESSAGES_TEXTS = {
  notifications: 'Notifications',
  unreadCount: (count: number) => `${count} unread`,
  noNotifications: 'No notifications',
  markRead: 'Mark read',
  markAllRead: 'Mark all read',
  loadFailed: 'Notifications could not be loaded',
  // spec 3 §2.2 Announcements
  announcements: 'Announcements',
  announcementTitle: 'Announcements',
  audience: 'Audience',
  recruiter: 'Recruiter',
  // spec 3 §6, §9: Applicant is labelled JobSeeker.
  jobSeeker: 'JobSeeker',
  message: 'Message',
  broadcast: 'Broadcast',
  cancel: 'Cancel',
  sent: (recipients: number) => `Message sent to ${recipients} ${recipients === 1 ? 'person' : 'people'}`,
  somethingWentWrong: 'Something went wrong!',
  // spec 3 §2.2 Clear Notifications, §8
  clearNotifications: 'Clear Notifications',
  clearQuestion: 'Delete every notification of this job fair for everyone who received one?',
  clear: 'Clear',
  cleared: (jobFairId: string) => `Success clearing Notifications for job fair id ${jobFairId}`,
  clearFailed: (jobFairId: string) => `Error clearing Notifications for job fair id ${jobFairId}`,
  // spec 2 §2.1 Broadcast message
  broadcastMessage: 'Broadcast message',
  to: 'To:',
  queue: 'Queue',
  booth: 'Booth',
  queueHelp: 'Job seekers in this booth’s queue now',
  boothHelp: 'Every job seeker who visited this booth or entered its queue',
  noThanks: 'No Thanks',
} as const;

/** spec 1 §2.4: a notification's preview is its first 20 characters; the full text shows on hover. */
export const PREVIEW_LENGTH = 20;
export const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text);
