import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const TICKS_PER_SECOND = 100;

type Stat = { pid: number; ppid: number; ticks: number };

const statOf = (pid: string): Stat | null => {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // ppid is field 4, utime..cstime fields 14-17 (1-based); here fields[0] is field 3.
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return { pid: Number(pid), ppid: Number(fields[1]), ticks };
  } catch {
    return null;
  }
};

/**
 * CPU seconds the embedded Postgres of `dataDir` has used so far: the postmaster, its live backends and
 * the ones it reaped (cutime). On a machine shared with others, CPU time is the figure their load does
 * not stretch the way it stretches wall time.
 */
export const postgresCpuSeconds = (dataDir: string): number => {
  const postmaster = Number(readFileSync(resolve(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(statOf)
    .filter((stat): stat is Stat => stat !== null);
  const tree = stats.filter((stat) => stat.pid === postmaster || stat.ppid === postmaster);
  return tree.reduce((sum, stat) => sum + stat.ticks, 0) / TICKS_PER_SECOND;
};
