import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RelayedSignal, SignalBus } from '../../domain/ports/signal-bus';

/** One more gateway process of a deployment (for the in-process bus, the same bus: there is one process). */
export type SignalBusDeployment = Readonly<{ openProcess: () => Promise<SignalBus> }>;

const signal = (toUserId: string, index: number): RelayedSignal => ({
  toUserId,
  message: { action: 'signal', sessionId: 'session-1', fromUserId: 'recruiter-1', payload: { kind: 'candidate', index } },
});

/** A gateway holding sockets of `users`: what it is handed, in order. */
const gatewayOf = (bus: SignalBus, ...users: string[]) => {
  const handed: RelayedSignal[] = [];
  bus.subscribe({ reaches: (userId) => users.includes(userId), deliver: (delivered) => handed.push(delivered) });
  return handed;
};
const indexes = (handed: readonly RelayedSignal[]) => handed.map((delivered) => (delivered.message.payload as { index: number }).index);

export const signalBusContract = (
  name: string,
  openDeployment: () => Promise<SignalBusDeployment>,
  options: Readonly<{ skipReason?: string | null; timeoutMs?: number }> = {},
): void => {
  const skipped = Boolean(options.skipReason);
  const timeout = options.timeoutMs ?? 10_000;
  describe.skipIf(skipped)(
    skipped ? `signal bus contract: ${name} (skipped: ${options.skipReason})` : `signal bus contract: ${name}`,
    () => {
      it(
        "hands one publisher's signals to every gateway of the addressee, once each and in order, and to nobody else",
        async () => {
          const deployment = await openDeployment();
          const [publisher, other] = [await deployment.openProcess(), await deployment.openProcess()];
          const [candidate, stranger] = [randomUUID(), randomUUID()];
          const [atPublisher, atOther, atStranger] = [
            gatewayOf(publisher, candidate),
            gatewayOf(other, candidate),
            gatewayOf(other, stranger),
          ];
          for (let index = 0; index < 20; index++) await publisher.publish(signal(candidate, index));
          const expected = Array.from({ length: 20 }, (_, index) => index);
          await expect.poll(() => indexes(atOther), { timeout }).toEqual(expected);
          // The publisher's own tabs get theirs at once, and not again when it comes back around.
          expect(indexes(atPublisher)).toEqual(expected);
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(indexes(atPublisher)).toEqual(expected);
          expect(indexes(atOther)).toEqual(expected);
          expect(atStranger).toEqual([]);
        },
        timeout * 3,
      );

      it(
        'stops handing signals to a gateway that unsubscribed',
        async () => {
          const deployment = await openDeployment();
          const [publisher, other] = [await deployment.openProcess(), await deployment.openProcess()];
          const candidate = randomUUID();
          const handed: RelayedSignal[] = [];
          const stop = other.subscribe({ reaches: (userId) => userId === candidate, deliver: (delivered) => handed.push(delivered) });
          await publisher.publish(signal(candidate, 1));
          await expect.poll(() => handed.length, { timeout }).toBe(1);
          stop();
          await publisher.publish(signal(candidate, 2));
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(indexes(handed)).toEqual([1]);
        },
        timeout * 3,
      );
    },
  );
};
