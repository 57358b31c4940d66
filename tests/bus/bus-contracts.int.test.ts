import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import type { ChangeBus } from '../../domain/ports/change-bus';
import type { SignalBus } from '../../domain/ports/signal-bus';
import { createInProcessChangeBus } from '../../infra/bus/in-process-change-bus';
import { createInProcessSignalBus } from '../../infra/bus/in-process-signal-bus';
import { createPostgresChangeBus } from '../../infra/bus/postgres-change-bus';
import { createPostgresSignalBus } from '../../infra/bus/postgres-signal-bus';
import { createTestDatabase } from '../support/database';
import { changeBusContract } from './change-bus-contract';
import { signalBusContract } from './signal-bus-contract';

// The bus contracts on the embedded default (one process) and on Postgres LISTEN/NOTIFY (each bus its own
// pool and listening connection, as a separate process would have). Kafka: kafka-buses.int.test.ts.

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});
let databaseUrl: Promise<string> | null = null;
let channels = 0;

const postgresProcess = async <Bus extends ChangeBus | SignalBus>(open: (pool: pg.Pool) => Promise<Bus>): Promise<Bus> => {
  databaseUrl ??= createTestDatabase('bus_contracts');
  const pool = new pg.Pool({ connectionString: await databaseUrl, max: 2 });
  const bus = await open(pool);
  closers.push(
    () => pool.end(),
    () => bus.close(),
  );
  return bus;
};

changeBusContract('in-process', async () => {
  const bus = createInProcessChangeBus();
  return { openProcess: async () => bus };
});
changeBusContract('Postgres LISTEN/NOTIFY', async () => {
  const channel = `contract_changes_${++channels}`;
  return { openProcess: () => postgresProcess((pool) => createPostgresChangeBus(pool, { channel })) };
});

signalBusContract('in-process', async () => {
  const bus = createInProcessSignalBus();
  return { openProcess: async () => bus };
});
signalBusContract('Postgres LISTEN/NOTIFY', async () => {
  const channel = `contract_signals_${++channels}`;
  return { openProcess: () => postgresProcess((pool) => createPostgresSignalBus(pool, { channel, processId: randomUUID() })) };
});
