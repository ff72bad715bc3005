import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** PDF pages printed at once by default: half the cores, at least one (decision 149). */
export const defaultPdfConcurrency = (cores = availableParallelism()) => Math.max(1, Math.floor(cores / 2));

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  /** How often the mail worker looks for mails that fell due (decision 130), in ms; 0 = only when mail is queued. */
  MAIL_QUEUE_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /**
   * On SIGTERM, how long the process keeps its port open answering new requests with a 503 (readiness too, so a
   * proxy or orchestrator moves traffic elsewhere) before it closes it and finishes what is in flight (decision 141).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(8_000).default(1_500),
  /** Where users reach the portal (links in e-mails); without it, `http://localhost:<PORT>`. */
  PUBLIC_URL: z.url().optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url({
            protocol: /^https?$/,
            message: 'each origin must be an http(s) URL such as https://agent.example.iq',
          })
          // Browsers send an origin without path or trailing slash; "https://x.iq/" as written would never match.
          .transform((v) => new URL(v).origin),
      ),
    ),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** The Chromium that prints documents to PDF (decision 136); without it, /usr/bin/chromium when installed. */
  CHROMIUM_PATH: z.string().optional(),
  /**
   * Documents rendered at once (pages of the one headless browser); more wait in a bounded queue. By default half
   * the cores, at least one: a page takes most of a core while it prints, and the API keeps the rest (decision 149).
   */
  PDF_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(() => defaultPdfConcurrency()),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Flight search worker threads (decision 109): `auto` = one per available core; 0 = none. */
  FLIGHT_SEARCH_WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(0).max(64)], {
      error: 'must be "auto" or a whole number from 0 to 64',
    })
    .default('auto')
    .transform((v) => (v === 'auto' ? availableParallelism() : v)),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'DATA_DIR' | 'PUBLIC_URL'> & {
  DATA_DIR: string;
  PUBLIC_URL: string;
  uploadsDir: string;
  outboxDir: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The one place that reads the environment. A bad value stops start-up with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  // npm runs workspace scripts inside the workspace; relative paths mean the folder npm was started from.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), overrides.DATA_DIR ?? parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`,
    DATA_DIR: dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    ...overrides,
  };
}
