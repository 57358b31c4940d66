// BENCH_CPU_PROFILE=<dir>: a V8 CPU profile of the platform's main thread (HTTP API and websocket gateway)
// over the load phase only, so seeding and connecting do not drown the cost of a command.
// The file opens in Chrome DevTools or speedscope; the summary printed beside it groups self time by
// where the code lives, which is the first question: ours, a library, or the runtime.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

type ProfileNode = Readonly<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
type Profile = Readonly<{ nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }>;

export type CpuCost = Readonly<{ name: string; ms: number; share: number }>;
export type CpuProfileSummary = Readonly<{ file: string; busyMs: number; places: CpuCost[]; functions: CpuCost[] }>;

/** node_modules/<package>, node:<module>, a folder of ours with its file, or V8's own entries ((garbage collector), writev…). */
export const placeOf = ({ url, functionName }: Pick<ProfileNode['callFrame'], 'url' | 'functionName'>): string => {
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (library) return library[1]!;
  if (url.startsWith('node:')) return url;
  if (url === '') return `(${functionName || 'native'})`;
  const ours = /\/(domain|command-api|projections|gateway|infra|tests)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
};

const top = (costs: Map<string, number>, busyMs: number, count: number): CpuCost[] =>
  [...costs]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms, share: ms / busyMs }));

export const summariseProfile = (profile: Profile, file: string, count = 15): CpuProfileSummary => {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let busyMs = 0;
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    busyMs += ms;
    const place = placeOf(frame);
    places.set(place, (places.get(place) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  });
  return { file, busyMs, places: top(places, busyMs, count), functions: top(functions, busyMs, count) };
};

/** Starts profiling this thread; the returned stop writes the profile into `dir` and summarises it. */
export const startCpuProfile = async (dir: string): Promise<() => Promise<CpuProfileSummary>> => {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // 1 ms: coarse enough to cost little on a saturated event loop, fine enough for 30 ms commands.
  await session.post('Profiler.setSamplingInterval', { interval: 1_000 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    session.disconnect();
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `fair-load-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    return summariseProfile(profile, file);
  };
};
