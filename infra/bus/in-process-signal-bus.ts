import type { SignalBus, SignalRecipient } from '../../domain/ports/signal-bus';

/** The embedded default: every gateway lives in this process, so a signal is handed over directly. */
export const createInProcessSignalBus = (): SignalBus => {
  const recipients = new Set<SignalRecipient>();
  return {
    publish: async (signal) => {
      for (const recipient of recipients) if (recipient.reaches(signal.toUserId)) recipient.deliver(signal);
    },
    subscribe: (recipient) => {
      recipients.add(recipient);
      return () => recipients.delete(recipient);
    },
    close: async () => {
      recipients.clear();
    },
  };
};
