import type { ContactMessageBody, ContactMessageReceipt } from '@portal/contracts/contact';
import type { Lang } from '@portal/contracts/i18n';
import { translate } from '@portal/contracts/messages';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { Mailer } from '../../lib/mailer.js';
import type { RateLimitStore } from '../../lib/rate-limit.js';
import { getSetting } from '../site-settings/site-settings.service.js';
import type { GeneralSettings } from '../site-settings/site-settings.service.js';
import * as repo from './contact-messages.repository.js';

export const CONTACT_LIMIT = { max: 5, windowSeconds: 3600 };

export type ContactService = ReturnType<typeof createContactService>;

export function createContactService({ db, rateLimits }: { db: Db; rateLimits: RateLimitStore }) {
  return {
    /** Stores the message for the back-office inbox and notifies the office mailbox (or the outbox). */
    async send(input: {
      body: ContactMessageBody;
      lang: Lang;
      ip: string;
      userId?: string | null;
      mailer: Mailer;
    }): Promise<ContactMessageReceipt> {
      const limit = await rateLimits.hit(`contact:${input.ip}`, CONTACT_LIMIT.windowSeconds, CONTACT_LIMIT.max);
      if (!limit.allowed) {
        throw new AppError('too_many_requests', {
          params: { seconds: limit.retryAfterSeconds },
          headers: { 'retry-after': String(limit.retryAfterSeconds) },
        });
      }
      // The message and the office's mail are written together (decision 130); the mail goes out after.
      const office = await getSetting<GeneralSettings>(db, 'general');
      const row = await db.transaction(async (tx) => {
        const stored = await repo.insertContactMessage(tx, {
          id: newId(),
          userId: input.userId ?? null,
          name: input.body.name,
          email: input.body.email,
          subject: input.body.subject,
          message: input.body.message,
          lang: input.lang,
          ip: input.ip,
        });
        if (office?.email) {
          await input.mailer.queue(
            {
              to: office.email,
              replyTo: stored.email,
              subject: `[Contact] ${stored.subject}`,
              text: `${stored.name} <${stored.email}> wrote (${stored.lang}):\n\n${stored.message}`,
            },
            `contact:${stored.id}`,
            tx,
          );
        }
        return stored;
      });
      await input.mailer.flush();
      return {
        id: row.id,
        message: translate('contact_received', input.lang),
        created_at: row.createdAt.toISOString(),
      };
    },
  };
}
