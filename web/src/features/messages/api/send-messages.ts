import { useMutation } from '@tanstack/react-query';
import type { TopicMessageView } from '../../../../../domain/message/message-view';
import { api } from '../../../api/api-client';

type Sent = Readonly<{ message: TopicMessageView; recipients: number }>;

/** POST …/messages/broadcast: the message and a receipt for each member of the topic's audience, as one event. */
export const broadcastMessage = ({ jobFairId, topicId, message }: { jobFairId: string; topicId: string; message: string }) =>
  api.post<Sent>(`/jobfairs/${encodeURIComponent(jobFairId)}/messages/broadcast`, { topicId, message });

export const useBroadcastMessage = () => useMutation({ mutationFn: broadcastMessage });

/** DELETE …/messages/receipts: spec 3 §2.2 Clear Notifications. */
export const clearNotifications = (jobFairId: string) =>
  api.delete<{ jobFairId: string }>(`/jobfairs/${encodeURIComponent(jobFairId)}/messages/receipts`);

export const useClearNotifications = () => useMutation({ mutationFn: clearNotifications });
