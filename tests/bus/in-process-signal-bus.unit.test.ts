import { describe, expect, it } from 'vitest';
import type { RelayedSignal } from '../../domain/ports/signal-bus';
import { createInProcessSignalBus } from '../../infra/bus/in-process-signal-bus';

const signal = (toUserId: string, seq: number): RelayedSignal => ({
  toUserId,
  message: { action: 'signal', sessionId: 's-1', fromUserId: 'sender', payload: { seq } },
});

describe('in-process signal bus', () => {
  it('hands each signal, in order, to every gateway holding the addressee and to no other', async () => {
    const bus = createInProcessSignalBus();
    const gateway = (...users: string[]) => {
      const received: RelayedSignal[] = [];
      bus.subscribe({ reaches: (userId) => users.includes(userId), deliver: (relayed) => void received.push(relayed) });
      return received;
    };
    const [first, second, other] = [gateway('bob'), gateway('bob', 'carol'), gateway('dave')];

    for (const seq of [0, 1, 2]) await bus.publish(signal('bob', seq));
    await bus.publish(signal('carol', 3));

    expect(first).toEqual([0, 1, 2].map((seq) => signal('bob', seq)));
    expect(second).toEqual([...[0, 1, 2].map((seq) => signal('bob', seq)), signal('carol', 3)]);
    expect(other).toEqual([]);
  });

  it('stops handing over after unsubscribe', async () => {
    const bus = createInProcessSignalBus();
    const received: RelayedSignal[] = [];
    const unsubscribe = bus.subscribe({ reaches: () => true, deliver: (relayed) => void received.push(relayed) });
    await bus.publish(signal('bob', 0));
    unsubscribe();
    await bus.publish(signal('bob', 1));
    expect(received).toEqual([signal('bob', 0)]);
  });
});
