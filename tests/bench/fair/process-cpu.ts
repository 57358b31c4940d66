import { readdirSync, readFileSync } from 'node:fs';

// Where the machine's cores went during the load: the platform process, the websocket client process,
// the embedded Postgres (postmaster and every backend), and everything else on the machine (other
// work on a shared host shows up there, not in the figures of the parts).

/** Linux reports process times in clock ticks of USER_HZ, 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** `reapedSeconds`: CPU of children that ended and were waited for (a Postgres backend whose connection closed). */
type ProcessTimes = { ppid: number; cpuSeconds: number; reapedSeconds: number };

const timesOf = (pid: number, thread?: number): ProcessTimes | null => {
  try {
    const stat = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      reapedSeconds: (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND,
    };
  } catch {
    return null; // the process ended between listing and reading
  }
};

/**
 * CPU seconds of `root`, and with `children` of every process below it, alive now or ended and reaped; with
 * `thread`, of its main thread (the event loop; its thread id is the process id) or of all its other threads.
 */
const secondsOf = (part: Part, all: ReadonlyMap<number, ProcessTimes>): number => {
  const { pid: root } = part;
  if ('thread' in part) {
    const main = timesOf(root, root)?.cpuSeconds ?? 0;
    return part.thread === 'main' ? main : (all.get(root)?.cpuSeconds ?? 0) - main;
  }
  if (!part.children) return all.get(root)?.cpuSeconds ?? 0;
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    const times = all.get(pid);
    // A child that ended between two reads leaves its seconds in its parent's reaped total.
    total += (times?.cpuSeconds ?? 0) + (times?.reapedSeconds ?? 0);
    for (const [child, times] of all) if (times.ppid === pid) pending.push(child);
  }
  return total;
};

/**
 * The whole machine's busy seconds (every core; all time but idle, iowait and steal) and the seconds its
 * host took from it (steal: on a shared VM, a run whose CPU seconds per command jump shows it here).
 */
const machineSeconds = (): { busy: number; steal: number } => {
  // cpu  user nice system idle iowait irq softirq steal ...
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  return { busy: (user! + nice! + system! + irq! + softirq!) / TICKS_PER_SECOND, steal: steal! / TICKS_PER_SECOND };
};

/**
 * A process to account for; `children` adds every process below it (Postgres runs a process per connection);
 * `thread` splits a Node process into its event loop and the rest (worker threads, GC helpers, libuv's pool).
 */
export type Part = Readonly<{ pid: number; children: boolean } | { pid: number; thread: 'main' | 'others' }>;

export type CpuParts = Readonly<Record<string, number>>;

/** Reads the parts' CPU seconds now; `stop` answers what each used since, and the rest of the machine. */
export const startCpuAccount = (parts: Readonly<Record<string, Part>>) => {
  const read = () => {
    const all = new Map<number, ProcessTimes>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const times = timesOf(Number(entry));
      if (times) all.set(Number(entry), times);
    }
    return {
      machine: machineSeconds(),
      parts: Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, secondsOf(part, all)])),
    };
  };
  const before = read();
  return {
    stop(): CpuParts {
      const after = read();
      const used = Object.fromEntries(Object.keys(parts).map((name) => [name, after.parts[name]! - before.parts[name]!]));
      const ofParts = Object.values(used).reduce((sum, seconds) => sum + seconds, 0);
      return {
        ...used,
        'everything else on the machine': Math.max(0, after.machine.busy - before.machine.busy - ofParts),
        'taken by the VM host (steal)': after.machine.steal - before.machine.steal,
      };
    },
  };
};

/** The postmaster of a Postgres backend: the parent of the process serving that connection. */
export const parentOf = (pid: number): number => {
  const times = timesOf(pid);
  if (!times) throw new Error(`No process ${pid}`);
  return times.ppid;
};
