import pg from 'pg';

export type LeaseOptions = Readonly<{
  databaseUrl: string;
  /** One lease per name in the whole deployment: 'projector', 'scheduler'. */
  name: string;
  /**
   * Shared leases of one name are held side by side, and keep the exclusive one from being taken (and
   * wait while it is held): an all-in-one process holds the 'projector' lease shared, so that
   * `projections:rebuild` cannot empty the models under its runner. Exclusive by default.
   */
  shared?: boolean;
  /** Runs the part the lease guards; a failure gives the lease up and tries again later. */
  acquired: () => Promise<void>;
  /** Stops that part: the lease is gone (its connection failed) or the process stops. */
  lost: () => Promise<void>;
  /** How often a waiting process tries to take the lease, and the holder checks its connection; default 1 s. */
  intervalMs?: number;
  log?: (message: string, details?: Record<string, unknown>) => void;
}>;

export type Lease = Readonly<{
  /** Resolves after the first attempt, so a lone process has its part running before it answers anyone. */
  start: () => Promise<void>;
  /** Stops the guarded part (if held), then lets the lease go to a waiting process. */
  stop: () => Promise<void>;
  held: () => boolean;
}>;

/**
 * A lease in Postgres: a session-level advisory lock held on a connection of its own. It is released the
 * moment that connection ends, so a killed holder's lease passes to a waiting process within one
 * interval, with no expiry to tune and no clock to trust. The holder checks its connection every
 * interval and stops the guarded part as soon as it fails: after that another process may hold the
 * lease. The guarded parts stay safe even in that gap (the projection runner locks each checkpoint row
 * per batch; the process managers' steps are optimistic appends); the lease keeps the work in one place.
 */
export const createLease = ({
  databaseUrl,
  name,
  shared = false,
  acquired,
  lost,
  intervalMs = 1_000,
  log = () => {},
}: LeaseOptions): Lease => {
  let client: pg.Client | null = null;
  let holding = false;
  let stopped = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let turn: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (!stopped) timer = setTimeout(() => void (turn = turn.then(tick)), intervalMs);
  };

  const drop = async (reason: string) => {
    const previous = client;
    client = null;
    await previous?.end().catch(() => {});
    if (!holding) return;
    holding = false;
    log('lease lost', { lease: name, reason });
    await lost().catch((error: unknown) => log('stopping after the lease was lost failed', { lease: name, reason: String(error) }));
  };

  const tick = async () => {
    timer = null;
    if (stopped) return;
    try {
      if (holding) {
        await client!.query('SELECT 1');
      } else {
        if (!client) {
          const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true, application_name: `lease:${name}` });
          next.on('error', () => {}); // surfaces as a failed query on the next tick
          await next.connect();
          client = next;
        }
        const lock = shared ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
        const { rows } = await client.query<{ locked: boolean }>(`SELECT ${lock}(hashtext($1)) AS locked`, [`lease:${name}`]);
        if (rows[0]?.locked) {
          holding = true;
          log('lease acquired', { lease: name });
          try {
            await acquired();
          } catch (error) {
            await drop(`could not start: ${String(error)}`);
          }
        }
      }
    } catch (error) {
      await drop(String(error));
    }
    schedule();
  };

  return {
    start: async () => {
      if (!stopped) return;
      stopped = false;
      turn = turn.then(tick);
      await turn;
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await turn;
      if (holding) {
        holding = false;
        await lost();
      }
      const previous = client;
      client = null;
      await previous?.end().catch(() => {});
    },
    held: () => holding,
  };
};
