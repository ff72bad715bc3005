import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMail } from '@portal/contracts/admin-outbox';
import { AppError } from '../../../lib/app-error.js';
import type { Mail } from '../../../lib/mailer.js';

export type OutboxService = ReturnType<typeof createOutboxService>;

/** What the mailer writes for each mail (`lib/mailer.ts`). */
type StoredMail = Partial<Mail> & { from?: string; queued_at?: string };

const PREVIEW = 240;

/** The file name starts with the time it was written (`2026-11-24T08-05-00-000Z-…`), as the mailer names it. */
function timeOfName(file: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(file);
  return m ? `${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z` : '';
}

function toDto(file: string, mail: StoredMail, full: boolean): OutboxMail {
  const text = typeof mail.text === 'string' ? mail.text : '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return {
    id: file,
    queued_at: typeof mail.queued_at === 'string' ? mail.queued_at : timeOfName(file),
    from: String(mail.from ?? ''),
    to: String(mail.to ?? ''),
    reply_to: typeof mail.replyTo === 'string' ? mail.replyTo : null,
    subject: String(mail.subject ?? ''),
    preview: flat.length > PREVIEW ? `${flat.slice(0, PREVIEW - 1)}…` : flat,
    ...(full ? { text } : {}),
  };
}

/**
 * The mail outbox (architecture brief §2): without SMTP the mailer writes every mail as a JSON file under
 * `DATA_DIR/outbox`; admins read them here, newest first. Read only: the files are the record.
 */
export function createOutboxService({ dir, smtp }: { dir: string; smtp: boolean }) {
  async function files(): Promise<string[]> {
    try {
      // Names start with the ISO time they were written, so the name order is the time order.
      return (await readdir(dir)).filter((f) => f.endsWith('.json')).sort((a, b) => (a < b ? 1 : -1));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  async function read(file: string): Promise<StoredMail> {
    try {
      const value: unknown = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      return value && typeof value === 'object' ? (value as StoredMail) : {};
    } catch {
      // A file being written or damaged still shows, by its name and time.
      return {};
    }
  }

  return {
    async list(q: { q?: string; page: number; per_page: number }) {
      const names = await files();
      const from = (q.page - 1) * q.per_page;
      let data: OutboxMail[];
      let total: number;
      if (q.q) {
        const needle = q.q.toLocaleLowerCase();
        const all = await Promise.all(names.map(async (f) => toDto(f, await read(f), false)));
        const found = all.filter((m) => `${m.to} ${m.subject}`.toLocaleLowerCase().includes(needle));
        total = found.length;
        data = found.slice(from, from + q.per_page);
      } else {
        total = names.length;
        data = await Promise.all(names.slice(from, from + q.per_page).map(async (f) => toDto(f, await read(f), false)));
      }
      return {
        data,
        meta: { total, page: q.page, per_page: q.per_page, delivery: smtp ? ('smtp' as const) : ('outbox' as const) },
      };
    },

    async one(id: string): Promise<OutboxMail> {
      if (!(await files()).includes(id)) throw new AppError('not_found');
      return toDto(id, await read(id), true);
    },
  };
}
