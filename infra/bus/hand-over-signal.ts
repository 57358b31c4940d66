import type { RelayedSignal, SignalRecipient } from '../../domain/ports/signal-bus';

/** Gives a signal to every recipient of this process that reaches its addressee; one failing recipient does not stop the others. */
export const handOverSignal = (recipients: Iterable<SignalRecipient>, signal: RelayedSignal, failed: (error: unknown) => void): void => {
  for (const recipient of recipients) {
    if (!recipient.reaches(signal.toUserId)) continue;
    try {
      recipient.deliver(signal);
    } catch (error) {
      failed(error);
    }
  }
};
