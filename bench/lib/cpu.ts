import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of the processes sharing the machine during a measurement, from /proc (Linux only;
 * elsewhere every figure is null). It shows where the two cores went: the API server, PostgreSQL
 * (all its backends; other databases' activity included) and this process, which runs autocannon.
 */
export interface CpuSnapshot {
  at: number;
  server: number | null;
  postgres: number | null;
  /** A browser and all its descendants (the web suite's Chromium), when one is given. */
  browser: number | null;
  bench: number;
  /** Busy seconds of the whole machine, all processes. */
  machine: number | null;
}

export interface CpuShare {
  /** Percent of one core over the measured seconds (200 % = both cores of a 2-core machine). */
  serverPercent: number | null;
  postgresPercent: number | null;
  /** Chromium (all its processes) in the web suite; null elsewhere. */
  browserPercent: number | null;
  benchPercent: number;
  /**
   * Everything else that ran on the machine meanwhile (other people's builds and tests, other
   * databases): a high figure means the run was disturbed and its numbers are low.
   */
  otherPercent: number | null;
}

const TICKS_PER_SECOND = 100; // USER_HZ; 100 on every mainstream Linux build

function processSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // after the command: state(0) ... utime(11) stime(12)
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export function machineSeconds(): number | null {
  try {
    const first = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [, user, nice, system, , , irq, softirq, steal] = first.trim().split(/\s+/).map(Number);
    return (user! + nice! + system! + irq! + softirq! + steal!) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function postgresSeconds(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let total = 0;
  let found = false;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const seconds = processSeconds(Number(entry));
    if (seconds !== null) {
      total += seconds;
      found = true;
    }
  }
  return found ? total : null;
}

/**
 * CPU seconds of a process and everything below it. Each live process counts its own time plus that of
 * its children that have exited and been waited for (cutime, cstime), so renderers that come and go
 * during a run are still counted once.
 */
export function processTreeSeconds(rootPid: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const children = new Map<number, number[]>();
  const own = new Map<number, number>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14)
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      own.set(
        pid,
        (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND,
      );
      const list = children.get(ppid);
      if (list) list.push(pid);
      else children.set(ppid, [pid]);
    } catch {
      // exited meanwhile
    }
  }
  if (!own.has(rootPid)) return null;
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += own.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export function cpuSnapshot(serverPid: number, withPostgres: boolean, browserPid?: number): CpuSnapshot {
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    server: processSeconds(serverPid),
    postgres: withPostgres ? postgresSeconds() : null,
    browser: browserPid === undefined ? null : processTreeSeconds(browserPid),
    bench: (usage.user + usage.system) / 1e6,
    machine: machineSeconds(),
  };
}

function other(before: CpuSnapshot, after: CpuSnapshot, wall: number): number | null {
  if (before.machine === null || after.machine === null || wall <= 0) return null;
  const ours =
    (after.server ?? 0) -
    (before.server ?? 0) +
    ((after.postgres ?? 0) - (before.postgres ?? 0)) +
    ((after.browser ?? 0) - (before.browser ?? 0)) +
    (after.bench - before.bench);
  return Math.max(0, Math.round(((after.machine - before.machine - ours) / wall) * 100));
}

export function cpuShare(before: CpuSnapshot, after: CpuSnapshot): CpuShare {
  const wall = (after.at - before.at) / 1000;
  const pct = (a: number | null, b: number | null) =>
    a === null || b === null || wall <= 0 ? null : Math.round(((b - a) / wall) * 100);
  return {
    serverPercent: pct(before.server, after.server),
    postgresPercent: pct(before.postgres, after.postgres),
    browserPercent: pct(before.browser, after.browser),
    benchPercent: pct(before.bench, after.bench) ?? 0,
    otherPercent: other(before, after, wall),
  };
}

/** Percent of one core the whole machine was busy over `ms` (null off Linux): a check that it is quiet. */
export async function machineBusyPercent(ms = 2_000): Promise<number | null> {
  const a = machineSeconds();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const b = machineSeconds();
  return a === null || b === null ? null : Math.round(((b - a) / (ms / 1000)) * 100);
}
