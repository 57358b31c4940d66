import { describe, expect, it } from 'vitest';
import type { ChangeNotice } from '../../domain/ports/change-bus';
import { createInProcessChangeBus } from '../../infra/bus/in-process-change-bus';

const notice: ChangeNotice = { model: 'jobfairs', keys: ['organization:o-1', 'jobfair:j-1'], checkpoint: '7:42' };

describe('in-process change bus', () => {
  it('keeps delivering to the others when one listener throws', async () => {
    const errors: unknown[] = [];
    const bus = createInProcessChangeBus((error) => errors.push(error));
    const received: ChangeNotice[] = [];
    bus.subscribe(() => {
      throw new Error('gateway listener broke');
    });
    bus.subscribe((delivered) => received.push(delivered));

    await expect(bus.publish(notice)).resolves.toBeUndefined();
    expect(received).toEqual([notice]);
    expect(errors).toHaveLength(1);
  });

  it('delivers nothing after close', async () => {
    const bus = createInProcessChangeBus();
    const received: ChangeNotice[] = [];
    bus.subscribe((delivered) => received.push(delivered));
    await bus.close();
    await bus.publish(notice);
    expect(received).toEqual([]);
  });
});
