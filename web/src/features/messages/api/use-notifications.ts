import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { MessageReceiptView, TopicMessageView } from '../../../../../domain/message/message-view';
import { socketClient } from '../../../api/realtime';
import { liveQueryKey } from '../../../lib/socket-client';
import { receiptsQueryKey, topicsQueryKey, useMessageTopics, useReceipts } from './message-receipts';

/** As many as a push of a topic carries (projections/queries/messages.ts TOPIC_MESSAGES_LIMIT). */
const TOPIC_WINDOW = 20;

/** A pushed message as the receipt it stands for until the next read of the list; marked read by its message id. */
const pushedReceipt = (message: TopicMessageView, recipientId: string): MessageReceiptView => ({
  id: `pushed:${message.messageId}`,
  messageId: message.messageId,
  message: { id: message.messageId, message: message.message },
  recipientId,
  read: false,
  jobFairId: message.jobFairId,
  topicId: message.topicId,
  createdAt: message.createdAt,
  updatedAt: message.createdAt,
});

/** spec 1 §2.4: unread first, then newest first. */
export const inMenuOrder = (receipts: readonly MessageReceiptView[]) =>
  [...receipts].sort((a, b) => Number(a.read) - Number(b.read) || b.createdAt.localeCompare(a.createdAt));

/**
 * The caller's notifications in a fair, kept live by the messagesByTopic pushes of every topic that
 * addresses them (docs/messages.md). A topic's first push is the baseline: the list is read again then, so
 * nothing sent before the subscription is missed or shown to someone it was not sent to. Each later push
 * adds the messages the baseline did not hold, as unread, without a request; messages that leave a topic
 * whose push is not full were cleared (Clear Notifications) and leave the list.
 */
export const useNotifications = (jobFairId: string, userId: string, seeker: boolean) => {
  const queryClient = useQueryClient();
  const receipts = useReceipts(jobFairId, userId);
  const topics = useMessageTopics(jobFairId);
  const topicList = (topics.data ?? []).join(',');
  const baselines = useRef(new Map<string, Set<string>>());

  // Entering or leaving a queue changes the seeker's booth topics: read them again when the entries change.
  const queueProps = { jobFairId, seekerId: userId };
  const entries = useQuery({ queryKey: liveQueryKey('myQueueEntries', queueProps), queryFn: skipToken, enabled: seeker });
  useEffect(() => {
    if (!seeker) return undefined;
    return socketClient.subscribe('myQueueEntries', queueProps);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the props are these two ids
  }, [seeker, jobFairId, userId]);
  useEffect(() => {
    if (entries.dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: topicsQueryKey(jobFairId) });
  }, [entries.dataUpdatedAt, jobFairId, queryClient]);

  useEffect(() => {
    const subscribed = topicList === '' ? [] : topicList.split(',');
    const topicBaselines = baselines.current;
    const listKey = receiptsQueryKey(jobFairId, userId);
    const onPush = (topicId: string, rows: readonly TopicMessageView[]) => {
      const ids = new Set(rows.map((row) => row.messageId));
      const baseline = topicBaselines.get(topicId);
      topicBaselines.set(topicId, ids);
      if (!baseline) return void queryClient.invalidateQueries({ queryKey: listKey });
      const fresh = rows.filter((row) => !baseline.has(row.messageId));
      const cleared = rows.length < TOPIC_WINDOW ? [...baseline].filter((id) => !ids.has(id)) : [];
      queryClient.setQueryData<MessageReceiptView[]>(listKey, (list = []) => {
        const known = new Set(list.map((receipt) => receipt.messageId));
        const kept = list.filter((receipt) => !cleared.includes(receipt.messageId));
        return inMenuOrder([...fresh.filter((row) => !known.has(row.messageId)).map((row) => pushedReceipt(row, userId)), ...kept]);
      });
    };
    const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
      const [name, props] = event.query.queryKey as [string, { topicId?: string } | undefined];
      if (event.type !== 'updated' || event.action.type !== 'success' || name !== 'messagesByTopic') return;
      if (props?.topicId && subscribed.includes(props.topicId)) onPush(props.topicId, event.action.data as TopicMessageView[]);
    });
    const releases = subscribed.map((topicId) => socketClient.subscribe('messagesByTopic', { topicId }));
    return () => {
      unsubscribeCache();
      releases.forEach((release) => release());
      subscribed.forEach((topicId) => topicBaselines.delete(topicId));
    };
  }, [topicList, jobFairId, userId, queryClient]);

  return receipts;
};
