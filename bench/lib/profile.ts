import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The parts of a V8 `.cpuprofile` (as `node --cpu-prof` writes it) that the summary reads. */
interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    hitCount?: number;
    children?: number[];
  }>;
  /** Microseconds on the monotonic clock. */
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileEntry {
  /** `function file:line`, the file relative to the repository (or the package inside node_modules). */
  name: string;
  ms: number;
  /** Share of the busy (non-idle) samples. */
  percent: number;
}

export interface ProfileSummary {
  file: string;
  /** Whether the samples were cut to the measured window (false: the whole process lifetime). */
  window: 'measured' | 'whole-profile';
  sampledMs: number;
  /** Sampled time not idle, i.e. the server's main thread at work (GC included). */
  busyMs: number;
  busyPercentOfWall: number;
  /** Self time per function, highest first. */
  selfTop: ProfileEntry[];
  /** Time with the function anywhere on the stack, for the API's own functions and the database layer (Drizzle, pg, PGlite), highest first. */
  inclusiveTop: ProfileEntry[];
  /** Self time per area: the API's modules, each package, Node internals, PGlite's WebAssembly, V8. */
  byArea: ProfileEntry[];
}

function shortFile(url: string, repoRoot: string): string {
  if (!url) return '';
  let file = url.startsWith('file://') ? decodeURIComponent(url.slice('file://'.length)) : url;
  const nm = file.lastIndexOf('/node_modules/');
  if (nm >= 0) return file.slice(nm + '/node_modules/'.length);
  if (file.startsWith(repoRoot)) file = path.relative(repoRoot, file);
  return file;
}

function areaOf(functionName: string, url: string, file: string): string {
  if (functionName === '(idle)') return '(idle)';
  if (functionName === '(garbage collector)') return 'V8: garbage collector';
  if (functionName === '(program)') return 'V8: (program)';
  if (url.startsWith('wasm://') || /^(\$|wasm-function)/.test(functionName)) return 'PGlite (WebAssembly)';
  if (url.startsWith('node:')) return 'Node internals';
  if (!url) return 'V8 builtins / native (JSON, RegExp, …)';
  if (file.startsWith('apps/api/dist/'))
    return `api: ${file.slice('apps/api/dist/'.length).split('/').slice(0, -1).join('/') || '.'}`;
  if (file.startsWith('packages/')) return file.split('/').slice(0, 2).join('/');
  const parts = file.split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Reads a `.cpuprofile` and sums its samples per function (self and inclusive) and per area, keeping
 * only the samples inside `window` (monotonic microseconds, as `Measurement.windowMonotonicUs`) when the
 * profile covers it.
 */
export async function summarizeProfile(
  file: string,
  repoRoot: string,
  window?: { start: number; end: number },
  top = 20,
): Promise<ProfileSummary> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const keyOf = new Map<number, { key: string; area: string; own: boolean; idle: boolean }>();
  for (const n of profile.nodes) {
    const { functionName, url, lineNumber } = n.callFrame;
    const f = shortFile(url, repoRoot);
    const name = functionName || '(anonymous)';
    keyOf.set(n.id, {
      key: f ? `${name} ${f}:${lineNumber + 1}` : name,
      area: areaOf(functionName, url, f),
      own: /^(apps\/api\/dist|packages|pg|drizzle-orm|@electric-sql)\//.test(f),
      idle: functionName === '(idle)',
    });
  }

  const useWindow =
    window !== undefined && window.start >= profile.startTime - 1e6 && window.end <= profile.endTime + 1e6;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const areas = new Map<string, number>();
  let t = profile.startTime;
  let sampled = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    const next = profile.timeDeltas[i + 1] ?? 0;
    if (useWindow && (t < window.start || t > window.end)) continue;
    const dt = next / 1000; // the time until the next sample, in ms
    const id = profile.samples[i]!;
    const k = keyOf.get(id)!;
    sampled += dt;
    if (k.idle) {
      idle += dt;
      continue;
    }
    self.set(k.key, (self.get(k.key) ?? 0) + dt);
    areas.set(k.area, (areas.get(k.area) ?? 0) + dt);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const kn = keyOf.get(n)!;
      if (!kn.own || seen.has(kn.key)) continue;
      seen.add(kn.key);
      inclusive.set(kn.key, (inclusive.get(kn.key) ?? 0) + dt);
    }
  }
  const busy = sampled - idle;
  const list = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms: Math.round(ms), percent: busy > 0 ? round1((ms / busy) * 100) : 0 }));
  return {
    file,
    window: useWindow ? 'measured' : 'whole-profile',
    sampledMs: Math.round(sampled),
    busyMs: Math.round(busy),
    busyPercentOfWall: sampled > 0 ? round1((busy / sampled) * 100) : 0,
    selfTop: list(self, top),
    inclusiveTop: list(inclusive, top),
    byArea: list(areas, 15),
  };
}
