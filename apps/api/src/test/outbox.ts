import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestContext } from './harness.js';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/**
 * The mails delivered to the outbox folder (no SMTP_URL in tests) for one address, oldest first: the file names
 * start with the time they were written. Mails queued but not yet sent are sent first.
 */
export async function outboxMails(ctx: TestContext, to: string): Promise<OutboxMail[]> {
  await ctx.app.mailer.flush();
  const files = (await readdir(ctx.config.outboxDir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(ctx.config.outboxDir, f), 'utf8')) as OutboxMail),
  );
  return mails.filter((m) => m.to === to);
}
