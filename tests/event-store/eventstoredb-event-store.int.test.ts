import { createEventStoreDbEventStore } from '../../infra/event-store/eventstoredb/eventstoredb-event-store';
import { containerEngineMissing } from '../support/container-engine';
import { eventStoreContract } from './event-store-contract';

// The event store contract, unchanged, against KurrentDB (the EventStoreDB server) in a container: one
// fresh in-memory server per case, since the contract reads the whole log from its start. Without a
// container engine the suite is reported as skipped, with the reason, never as passed. Holding an append
// open before its commit is not possible from a client, so those cases skip themselves (no holdOpen).

const KURRENTDB_IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:25.1';

const skipReason = await containerEngineMissing();
if (skipReason) console.warn(`EventStoreDB event store contract skipped: ${skipReason}`);

eventStoreContract(
  'EventStoreDB / KurrentDB',
  async () => {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer(KURRENTDB_IMAGE)
      .withEnvironment({
        KURRENTDB_CLUSTER_SIZE: '1',
        KURRENTDB_RUN_PROJECTIONS: 'None',
        KURRENTDB_INSECURE: 'true',
        KURRENTDB_MEM_DB: 'true',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .withStartupTimeout(120_000)
      .start();
    const store = createEventStoreDbEventStore(`esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`);
    return {
      store,
      teardown: async () => {
        await store.close();
        await container.stop();
      },
    };
  },
  { skipReason, setupTimeoutMs: 180_000 },
);
