import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What one proof suite measured (decision 141). `npm run proof` sets `PROOF_REPORT_DIR`; each suite then writes
 * its figures there as `<suite>@<database>.json` and `scripts/proof.mjs` gathers them into one report. In CI nothing is written.
 */
export interface SuiteFigures {
  suite: string;
  /** Filled in by `recordSuite`: the database the suite ran on. */
  database?: 'pglite' | 'postgres';
  /** `short` in CI, `full` under `npm run proof`. */
  size: 'short' | 'full';
  requests: number;
  serverErrors: number;
  crossUserSuccesses: number;
  invariantsBroken: number;
  /** Anything else worth reading: cycles run, timings, what was checked. */
  notes: Record<string, unknown>;
  failures: string[];
}

/**
 * The fixed ports of the suites that start a server process: 3140 to 3146 unless `PROOF_PORT_BASE` moves them (a
 * shared machine where another checkout runs the same suites).
 */
export const proofPort = (offset: number): number => Number(process.env.PROOF_PORT_BASE ?? 3140) + offset;

/** `full` when `npm run proof` asks for the full sizes, else the short CI version. */
export const proofSize = (): 'short' | 'full' => (process.env.PROOF_SIZE === 'full' ? 'full' : 'short');

export function recordSuite(figures: SuiteFigures): void {
  const dir = process.env.PROOF_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const suite = figures.suite.replace(/-(pglite|postgres)$/, '');
  writeFileSync(
    path.join(dir, `${suite}@${database}.json`),
    `${JSON.stringify({ ...figures, suite, database }, null, 2)}\n`,
  );
}
