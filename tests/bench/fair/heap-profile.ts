// BENCH_HEAP_PROFILE=<dir>: V8 sampling heap profiles of the platform's main thread, one over the connection
// phase and the idle wait after it, one over the load, counting the objects garbage collection took as well
// as the live ones. The heap V8 grows while connections open is most of the memory per idle connection, and
// what the load allocates is what its collector works through, so allocation, live or not, is the question.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { placeOf } from './cpu-profile';

type HeapNode = Readonly<{
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}>;

export type HeapCost = Readonly<{ name: string; bytes: number; share: number }>;
export type HeapProfileSummary = Readonly<{ file: string; bytes: number; places: HeapCost[]; stacks: HeapCost[] }>;

const frameName = (frame: HeapNode['callFrame']) => `${frame.functionName || '(anonymous)'} ${placeOf(frame)}:${frame.lineNumber + 1}`;

const top = (costs: Map<string, number>, bytes: number, count: number): HeapCost[] =>
  [...costs]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([name, size]) => ({ name, bytes: size, share: size / bytes }));

/**
 * Bytes allocated by where the code lives (the allocating frame's package or file), and by the nearest frame of
 * ours on the stack, which says which of our paths made a library allocate.
 */
export const summariseHeapProfile = (head: HeapNode, file: string, count = 20): HeapProfileSummary => {
  const places = new Map<string, number>();
  const stacks = new Map<string, number>();
  let bytes = 0;
  const visit = (node: HeapNode, ours: string) => {
    const place = placeOf(node.callFrame);
    const oursHere = /^(domain|command-api|projections|gateway|infra)\//.test(place) ? frameName(node.callFrame) : ours;
    if (node.selfSize > 0) {
      bytes += node.selfSize;
      places.set(place, (places.get(place) ?? 0) + node.selfSize);
      stacks.set(oursHere, (stacks.get(oursHere) ?? 0) + node.selfSize);
    }
    for (const child of node.children) visit(child, oursHere);
  };
  visit(head, '(no frame of ours)');
  return { file, bytes, places: top(places, bytes, count), stacks: top(stacks, bytes, count) };
};

/** Starts sampling this thread's allocations; the returned stop writes the profile into `dir` and summarises it. */
export const startHeapProfile = async (dir: string, phase: string): Promise<() => Promise<HeapProfileSummary>> => {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 64 * 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  } as never);
  return async () => {
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: HeapNode } };
    session.disconnect();
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `fair-${phase}-${new Date().toISOString().replace(/[:.]/g, '-')}.heapprofile`);
    writeFileSync(file, JSON.stringify(profile));
    return summariseHeapProfile(profile.head, file);
  };
};

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/** Lines for the bench's log: the total, then the largest allocators by place and by our nearest frame. */
export const describeHeapProfile = (summary: HeapProfileSummary, phase: string, count = 8): string[] => [
  `allocated on the main thread ${phase} (sampled, collected objects included): ${mib(summary.bytes)}; profile ${summary.file}`,
  ...summary.places.slice(0, count).map((cost) => `  by place: ${mib(cost.bytes)} (${(cost.share * 100).toFixed(1)} %) ${cost.name}`),
  ...summary.stacks
    .slice(0, count)
    .map((cost) => `  by our nearest frame: ${mib(cost.bytes)} (${(cost.share * 100).toFixed(1)} %) ${cost.name}`),
];
