import { describe, expect, it } from 'vitest';
import type { ChangeBus, ChangeNotice } from '../../domain/ports/change-bus';

/**
 * What every change bus promises, whatever carries it: `openProcess` gives the bus of one more process of
 * a deployment (for the in-process bus, the same bus: there is one process). Each case opens a fresh
 * deployment through `openDeployment`, so cases never hear each other.
 */
export type ChangeBusDeployment = Readonly<{ openProcess: () => Promise<ChangeBus> }>;

const notice = (checkpoint: string, model = 'jobfairs'): ChangeNotice => ({ model, keys: ['organization:o-1', 'jobfair:j-1'], checkpoint });

export const changeBusContract = (
  name: string,
  openDeployment: () => Promise<ChangeBusDeployment>,
  options: Readonly<{ skipReason?: string | null; timeoutMs?: number }> = {},
): void => {
  const skipped = Boolean(options.skipReason);
  const timeout = options.timeoutMs ?? 10_000;
  const received = (bus: ChangeBus) => {
    const notices: ChangeNotice[] = [];
    bus.subscribe((delivered) => notices.push(delivered));
    return notices;
  };

  describe.skipIf(skipped)(
    skipped ? `change bus contract: ${name} (skipped: ${options.skipReason})` : `change bus contract: ${name}`,
    () => {
      it(
        'delivers a notice to every process, the publisher included, once',
        async () => {
          const deployment = await openDeployment();
          const [projector, gateway] = [await deployment.openProcess(), await deployment.openProcess()];
          const [atProjector, atGateway] = [received(projector), received(gateway)];
          await projector.publish(notice('7:42'));
          await expect.poll(() => atGateway, { timeout }).toEqual([notice('7:42')]);
          await expect.poll(() => atProjector, { timeout }).toEqual([notice('7:42')]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          expect(atGateway).toHaveLength(1);
        },
        timeout * 3,
      );

      it(
        "keeps one publisher's notices of a model in the order published",
        async () => {
          const deployment = await openDeployment();
          const [projector, gateway] = [await deployment.openProcess(), await deployment.openProcess()];
          const atGateway = received(gateway);
          const checkpoints = Array.from({ length: 30 }, (_, index) => `8:${index + 1}`);
          for (const checkpoint of checkpoints) await projector.publish(notice(checkpoint, 'queues'));
          await expect.poll(() => atGateway.map((delivered) => delivered.checkpoint), { timeout }).toEqual(checkpoints);
        },
        timeout * 3,
      );

      it(
        'stops delivering after unsubscribe, and a listener that throws does not stop the others',
        async () => {
          const deployment = await openDeployment();
          const [projector, gateway] = [await deployment.openProcess(), await deployment.openProcess()];
          const kept: ChangeNotice[] = [];
          const dropped: ChangeNotice[] = [];
          gateway.subscribe(() => {
            throw new Error('a broken listener');
          });
          gateway.subscribe((delivered) => kept.push(delivered));
          const unsubscribe = gateway.subscribe((delivered) => dropped.push(delivered));
          await projector.publish(notice('9:1'));
          await expect.poll(() => dropped.length, { timeout }).toBe(1);
          unsubscribe();
          await projector.publish(notice('9:2'));
          await expect.poll(() => kept.map((delivered) => delivered.checkpoint), { timeout }).toEqual(['9:1', '9:2']);
          expect(dropped.map((delivered) => delivered.checkpoint)).toEqual(['9:1']);
        },
        timeout * 3,
      );
    },
  );
};
