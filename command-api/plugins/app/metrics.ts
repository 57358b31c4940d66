import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { projectorHealth, STALE_AFTER_SECONDS, type ProjectorHealth } from '../../../projections/queries/projection-health';

// Metric names are public: dashboards and the gateway (which sets ws_connections) use them.
export const METRIC_NAMES = {
  commandDuration: 'command_duration_seconds',
  eventsAppended: 'events_appended_total',
  projectionLag: 'projection_lag',
  projectionStalled: 'projection_stalled_seconds',
  projectionStale: 'projection_stale',
  wsConnections: 'ws_connections',
  httpDuration: 'http_request_duration_seconds',
} as const;

export type ApiMetrics = Readonly<{
  commandDuration: Histogram<'command' | 'outcome'>;
  eventsAppended: Counter<'type'>;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
}>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}

// A second buildApi on the same registry (tests, or the gateway registering first) reuses the metric.
const existing = <M>(registry: Registry, name: string, create: () => M): M => (registry.getSingleMetric(name) as M | undefined) ?? create();

export default fp(
  async (app) => {
    const registry = app.deps.metrics;
    const { projectionStatus } = app.deps;
    const metrics: ApiMetrics = {
      commandDuration: existing(
        registry,
        METRIC_NAMES.commandDuration,
        () =>
          new Histogram({
            name: METRIC_NAMES.commandDuration,
            help: 'Time to decide and append one command, by command and outcome',
            labelNames: ['command', 'outcome'],
            buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
            registers: [registry],
          }),
      ),
      eventsAppended: existing(
        registry,
        METRIC_NAMES.eventsAppended,
        () =>
          new Counter({
            name: METRIC_NAMES.eventsAppended,
            help: 'Events appended to the event store, by type',
            labelNames: ['type'],
            registers: [registry],
          }),
      ),
      httpDuration: existing(
        registry,
        METRIC_NAMES.httpDuration,
        () =>
          new Histogram({
            name: METRIC_NAMES.httpDuration,
            help: 'HTTP answer time by route and status',
            labelNames: ['method', 'route', 'status_code'],
            buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
            registers: [registry],
          }),
      ),
    };
    // The projection gauges of one scrape share one read of the stored checkpoints: they hold for
    // whichever process runs the projections, and for one that stopped (its memory reports nothing).
    let health: Promise<ProjectorHealth[]> | null = null;
    const healthOfThisScrape = () =>
      (health ??= (async () => {
        const names = projectionStatus().map(({ projector }) => projector);
        return projectorHealth(app.deps.db, await app.deps.eventStore.headCheckpoint(), names);
      })().finally(() => setImmediate(() => (health = null))));
    existing(
      registry,
      METRIC_NAMES.projectionLag,
      () =>
        new Gauge({
          name: METRIC_NAMES.projectionLag,
          help: 'How many events of the log each projector has not yet applied',
          labelNames: ['projector'],
          registers: [registry],
          async collect() {
            this.reset();
            for (const { projector, lag } of await healthOfThisScrape()) this.set({ projector }, lag);
          },
        }),
    );
    existing(
      registry,
      METRIC_NAMES.projectionStalled,
      () =>
        new Gauge({
          name: METRIC_NAMES.projectionStalled,
          help: "Seconds events have waited while the projector's stored checkpoint stood still (0 when caught up)",
          labelNames: ['projector'],
          registers: [registry],
          async collect() {
            this.reset();
            for (const { projector, stalledSeconds } of await healthOfThisScrape()) this.set({ projector }, stalledSeconds);
          },
        }),
    );
    existing(
      registry,
      METRIC_NAMES.projectionStale,
      () =>
        new Gauge({
          name: METRIC_NAMES.projectionStale,
          help: `1 when events have waited more than ${STALE_AFTER_SECONDS} s for a projector that has not advanced (the stale alarm)`,
          labelNames: ['projector'],
          registers: [registry],
          async collect() {
            this.reset();
            for (const { projector, stale } of await healthOfThisScrape()) this.set({ projector }, stale ? 1 : 0);
          },
        }),
    );
    existing(
      registry,
      METRIC_NAMES.wsConnections,
      () => new Gauge({ name: METRIC_NAMES.wsConnections, help: 'Open websocket connections', registers: [registry] }),
    );
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, not the URL, so ids do not explode the label set.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.httpDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics', dependencies: ['ports'] },
);
