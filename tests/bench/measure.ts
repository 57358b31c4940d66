import { performance } from 'node:perf_hooks';

export type Measurement = Readonly<{ count: number; seconds: number; perSecond: number; p50Ms: number; p95Ms: number; p99Ms: number }>;

/** One timed run: its wall-clock length and the latency of every operation finished in it. */
export type Sample = Readonly<{ seconds: number; latenciesMs: number[] }>;

const percentile = (sorted: readonly number[], fraction: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;

/**
 * Runs `writers` loops side by side for `durationMs`, each calling `operation(writer, i)` one at a
 * time, and times every call. Throughput counts operations finished inside the window.
 */
export const measureConcurrent = async (
  writers: number,
  durationMs: number,
  operation: (writer: number, i: number) => Promise<unknown>,
): Promise<Sample> => {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const before = performance.now();
        await operation(writer, i);
        latencies.push(performance.now() - before);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latenciesMs: latencies };
};

/** Pools several samples of one system, so slices taken in turns with other systems add up to one figure. */
export const summarise = (samples: readonly Sample[]): Measurement => {
  const latencies = samples.flatMap((sample) => sample.latenciesMs).sort((a, b) => a - b);
  const seconds = samples.reduce((total, sample) => total + sample.seconds, 0);
  return {
    count: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
  };
};

export const formatRate = (perSecond: number): string => Math.round(perSecond).toLocaleString('en-US');
export const formatMs = (ms: number): string => ms.toFixed(2);
export const formatRatio = (ratio: number): string => `${ratio.toFixed(2)}×`;

/** A GitHub-flavoured markdown table, so the output pastes straight into docs/benchmarks.md. */
export const markdownTable = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
