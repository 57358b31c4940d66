/** spec 1 §3 Message receipt: one recipient's copy of a message, as GET …/messages/receipts/{recipientId} answers it. */
export type MessageReceiptView = Readonly<{
  id: string;
  messageId: string;
  message: Readonly<{ id: string; message: string }>;
  recipientId: string;
  read: boolean;
  jobFairId: string;
  topicId: string;
  createdAt: string;
  updatedAt: string;
}>;

/** A message as the messages-by-topic subscription pushes it: the same for every reader of the topic. */
export type TopicMessageView = Readonly<{
  messageId: string;
  topicId: string;
  jobFairId: string;
  message: string;
  createdBy: string;
  createdAt: string;
}>;
