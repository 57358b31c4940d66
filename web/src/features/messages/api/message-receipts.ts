import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageReceiptView } from '../../../../../domain/message/message-view';
import { api } from '../../../api/api-client';

const fairPath = (jobFairId: string) => `/jobfairs/${encodeURIComponent(jobFairId)}/messages`;

export const receiptsQueryKey = (jobFairId: string, recipientId: string) => ['messageReceipts', jobFairId, recipientId] as const;

/** GET …/messages/receipts/{recipientId}: the caller's notifications, unread first, then newest (spec 1 §2.4). */
export const receiptsQueryOptions = (jobFairId: string, recipientId: string) =>
  queryOptions({
    queryKey: receiptsQueryKey(jobFairId, recipientId),
    queryFn: () => api.get<MessageReceiptView[]>(`${fairPath(jobFairId)}/receipts/${encodeURIComponent(recipientId)}`),
    // Kept fresh by the messagesByTopic pushes (use-notifications.ts), not by polling.
    staleTime: Infinity,
  });

export const useReceipts = (jobFairId: string, recipientId: string) => useQuery(receiptsQueryOptions(jobFairId, recipientId));

/** POST …/messages/{messageId}/read: spec 1 §7 "mark message read (job fair id and message id)". */
export const markMessageRead = (jobFairId: string, messageId: string) =>
  api.post<MessageReceiptView>(`${fairPath(jobFairId)}/${encodeURIComponent(messageId)}/read`);

/** POST …/messages/receipts/mark-all-as-read: every unread notification of the caller; answers them all. */
export const markAllMessagesRead = (jobFairId: string) =>
  api.post<MessageReceiptView[]>(`${fairPath(jobFairId)}/receipts/mark-all-as-read`);

export const topicsQueryKey = (jobFairId: string) => ['messageTopics', jobFairId] as const;

/** GET …/messages/topics: the fair's topics that address the caller now, each subscribed to for live pushes. */
export const messageTopicsQueryOptions = (jobFairId: string) =>
  queryOptions({ queryKey: topicsQueryKey(jobFairId), queryFn: () => api.get<string[]>(`${fairPath(jobFairId)}/topics`) });

export const useMessageTopics = (jobFairId: string) => useQuery(messageTopicsQueryOptions(jobFairId));
