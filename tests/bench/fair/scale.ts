/** How big the simulated fair is and how hard it is driven (npm run bench:fair, env knobs). */
export type FairScale = Readonly<{
  booths: number;
  recruiters: number;
  seekers: number;
  /** Length of the measured load phase. */
  seconds: number;
  /** Commands offered per second (open loop); joins answering offers come on top. */
  rate: number;
  /**
   * 'steady': the queue load alone. 'opening': every job seeker also signs in through the sign-in route,
   * at the platform's password-hash cost, spread evenly over the load (the fair's opening, docs/benchmarks.md).
   */
  scenario: 'steady' | 'opening';
  /** How long the connections sit idle before the server's memory per idle connection is read. */
  idleSeconds: number;
}>;

/** Every account of the simulated fair has this password. */
export const BENCH_PASSWORD = 'Bench@12345';

/** The opening signs 10,000 job seekers in over 15 minutes (docs/benchmarks.md "Targets"). */
const OPENING_SECONDS = 900;

const positive = (name: string, fallback: number, env: NodeJS.ProcessEnv): number => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got '${env[name]}'`);
  return value;
};

/** The fair the platform is sized for (300 booths, 300 recruiters, 10,000 job seekers, 300 commands/s), overridable for small runs. */
export const scaleFromEnv = (env: NodeJS.ProcessEnv = process.env): FairScale => {
  const scenario = env.BENCH_SCENARIO ?? 'steady';
  if (scenario !== 'steady' && scenario !== 'opening') throw new Error(`BENCH_SCENARIO must be 'steady' or 'opening', got '${scenario}'`);
  return {
    booths: positive('BENCH_BOOTHS', 300, env),
    recruiters: positive('BENCH_RECRUITERS', 300, env),
    seekers: positive('BENCH_SEEKERS', 10_000, env),
    seconds: positive('BENCH_SECONDS', scenario === 'opening' ? OPENING_SECONDS : 60, env),
    rate: positive('BENCH_RATE', 300, env),
    scenario,
    idleSeconds: positive('BENCH_IDLE_SECONDS', 15, env),
  };
};

/** Runs `work` over `items` with at most `width` in flight; results keep the items' order. */
export const inParallel = async <T, R>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> => {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
};

/** One clock for every process of the bench: wall-clock milliseconds with sub-millisecond resolution. */
export const clockMs = (): number => performance.timeOrigin + performance.now();
