import { describe, expect, it } from 'vitest';
import { decodeChangeNotice, encodeChangeNotice } from '../../infra/bus/kafka/kafka-change-bus';
import { parseBrokers } from '../../infra/bus/kafka/kafka-brokers';
import { decodeSignal, encodeSignal } from '../../infra/bus/kafka/kafka-signal-bus';
import { createRecentIds } from '../../infra/bus/kafka/recent-ids';
import { busesFromEnv } from '../../infra/bus/buses-from-env';
import { StartFailure } from '../../infra/start-failure';
import pino from 'pino';

// The Kafka buses' wire format and dedupe, run here always; the buses themselves are proven by the bus
// contracts against a broker in a container (kafka-buses.int.test.ts).

describe('Kafka buses', () => {
  it('carries a change notice with an id, and refuses what is not one', () => {
    const notice = { model: 'queues', keys: ['booth:b-1'], checkpoint: '4:17' };
    expect(decodeChangeNotice(encodeChangeNotice(notice, 'id-1'))).toEqual({ id: 'id-1', notice });
    expect(decodeChangeNotice('{"id":"x","notice":{"model":"queues","keys":[1],"checkpoint":"4:17"}}')).toBeNull();
    expect(decodeChangeNotice('not json')).toBeNull();
  });

  it('carries a signal with its id and the publishing process, and refuses what is not one', () => {
    const signal = {
      toUserId: 'u-1',
      message: { action: 'signal', sessionId: 's-1', fromUserId: 'u-2', payload: { kind: 'ready' } },
    } as const;
    expect(decodeSignal(encodeSignal(signal, 'process-a', 'id-1'))).toEqual({ id: 'id-1', origin: 'process-a', signal });
    expect(decodeSignal(JSON.stringify({ id: 'id-1', origin: 'p', signal: { toUserId: 'u-1', message: { action: 'data' } } }))).toBeNull();
  });

  it('drops a repeated id and forgets the oldest ids beyond its capacity', () => {
    const recent = createRecentIds(3);
    expect(['a', 'b', 'a', 'c', 'd'].map((id) => recent.firstTime(id))).toEqual([true, true, false, true, true]);
    // 'a' was the oldest of four: forgotten, so it counts as new again.
    expect(recent.firstTime('a')).toBe(true);
    expect(recent.firstTime('d')).toBe(false);
  });

  it('reads KAFKA_BROKERS as a comma-separated list', () => {
    expect(parseBrokers(' kafka-0:9092, kafka-1:9092 ,,')).toEqual(['kafka-0:9092', 'kafka-1:9092']);
  });

  it('KAFKA_BROKERS set but unreachable stops the start with one line', async () => {
    const failure = await busesFromEnv(
      { pool: undefined as never, shared: true, processId: 'p-1', logger: pino({ level: 'silent' }) },
      { KAFKA_BROKERS: '127.0.0.1:1' },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartFailure);
    expect((failure as Error).message).toMatch(/^KAFKA_BROKERS=127\.0\.0\.1:1 does not answer \(.*\): start Kafka there/);
  }, 60_000);
});
