export interface SuiteContext {
  repoRoot: string;
  benchDir: string;
  /** Progress lines (stderr), so stdout carries the table only. */
  log(message: string): void;
}

export interface TargetCheck {
  name: string;
  subject: string;
  /** The request, query or page the check is about. */
  endpoint: string;
  /** For load runs: the connection count. */
  connections?: number;
  measured: string;
  /** null when the figure could not be measured (e.g. PostgreSQL unreachable). */
  pass: boolean | null;
}

export interface SuiteOutcome {
  table: string;
  targets: TargetCheck[];
  notes: string[];
  /** The line printed above the table; by default the duration and warm-up of the load runs. */
  headline?: string;
  /** False when a part was skipped or failed. */
  complete: boolean;
  data: Record<string, unknown>;
}
