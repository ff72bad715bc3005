import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface MachineInfo {
  date: string;
  cpuModel: string;
  cores: number;
  availableParallelism: number;
  memoryGiB: number;
  loadAverage1m: number;
  /** 1, 5 and 15 minutes. */
  loadAverage: number[];
  platform: string;
  kernel: string;
  arch: string;
  node: string;
  /** Versions of the load generator, the web framework and the web suite's tools, as installed. */
  packages: Record<string, string | null>;
  git: { commit: string | null; dirty: boolean | null };
}

const require = createRequire(import.meta.url);

export function packageVersion(name: string): string | null {
  try {
    const file = require.resolve(`${name}/package.json`);
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

function git(args: string[], cwd: string): string | null {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The load averages (1, 5, 15 minutes), two decimals. */
export function loadAverages(): number[] {
  return os.loadavg().map((n) => Math.round(n * 100) / 100);
}

export function machineInfo(repoRoot: string): MachineInfo {
  const cpus = os.cpus();
  const status = git(['status', '--porcelain'], repoRoot);
  return {
    date: new Date().toISOString(),
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    availableParallelism: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
    loadAverage: loadAverages(),
    platform: os.platform(),
    kernel: os.release(),
    arch: os.arch(),
    node: process.version,
    packages: {
      autocannon: packageVersion('autocannon'),
      fastify: packageVersion('fastify'),
      lighthouse: packageVersion('lighthouse'),
      'chrome-launcher': packageVersion('chrome-launcher'),
    },
    git: { commit: git(['rev-parse', 'HEAD'], repoRoot), dirty: status === null ? null : status.length > 0 },
  };
}

/** Writes pretty JSON (bigints as strings) and returns the path. */
export async function writeJson(file: string, data: unknown): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(data, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2)}\n`);
  return file;
}
