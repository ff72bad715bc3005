import type { AgencySettings, Markup, UpdateAgencySettingsBody } from '@portal/contracts/agency';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { parseDecimalToMinor } from '../../lib/money.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { UploadService } from '../uploads/uploads.service.js';
import * as repo from './agency.repository.js';

export type AgencyService = ReturnType<typeof createAgencyService>;

/**
 * The markup an account adds on a sale, in the payment currency's minor units: a percentage (two decimals)
 * of the net amount, rounded down, or the fixed amount set for that currency (none if unset).
 */
export function markupMinor(markup: Markup | undefined, netMinor: bigint, currency: string): bigint {
  if (!markup) return 0n;
  if (markup.type === 'percent') {
    const bp = parseDecimalToMinor(markup.percent, 'USD') ?? 0n; // two decimals: 12.5 % → 1250 basis points
    return (netMinor * bp) / 10_000n;
  }
  const fixed = markup.amounts[currency];
  return fixed ? (parseDecimalToMinor(fixed, currency) ?? 0n) : 0n;
}

/** Staff have no agency settings; customers (an agency still under review among them) may not have any. */
export function requireAgency(ctx: AuthContext) {
  if (ctx.user.role === 'staff') throw new AppError('forbidden');
  if (ctx.account.kind !== 'agency') throw new AppError('agency_only');
}

export function createAgencyService({ db, uploads }: { db: Db; uploads: UploadService }) {
  function toDto(row: repo.AgencySettingsRow | undefined): AgencySettings {
    return {
      logo_upload_id: row?.logoUploadId ?? null,
      contact_line: row?.contactLine ?? '',
      mail_customers: row?.mailCustomers ?? false,
      markups: (row?.markups ?? {}) as AgencySettings['markups'],
    };
  }

  return {
    /**
     * Branding and markup belong to agencies staff approved (decision 074): anyone of such an account may read
     * them (the documents they print carry them), only its owner changes them; customers get 403.
     */
    async get(ctx: AuthContext) {
      requireAgency(ctx);
      return toDto(await repo.findSettings(db, ctx.account.id));
    },

    async update(ctx: AuthContext, body: UpdateAgencySettingsBody) {
      requireAgency(ctx);
      if (ctx.user.role === 'sub_user') throw new AppError('sub_user_limit');
      const current = toDto(await repo.findSettings(db, ctx.account.id));
      // A new logo must be one of this account's logo uploads (a logo saved before it had its purpose stays).
      if (body.logo_upload_id && body.logo_upload_id !== current.logo_upload_id)
        await uploads.requireOwned(ctx, body.logo_upload_id, 'logo');
      await repo.upsertSettings(db, {
        accountId: ctx.account.id,
        logoUploadId: body.logo_upload_id === undefined ? current.logo_upload_id : body.logo_upload_id,
        contactLine: body.contact_line ?? current.contact_line,
        mailCustomers: body.mail_customers ?? current.mail_customers,
        markups: body.markups ?? current.markups,
      });
      return toDto(await repo.findSettings(db, ctx.account.id));
    },

    /** An account's settings, for the documents printed for it by the server (decision 137). */
    async settingsOf(accountId: string): Promise<AgencySettings> {
      return toDto(await repo.findSettings(db, accountId));
    },

    /** The markup to record on a new sale of `service` for this account: none unless it is an agency. */
    async markupFor(dbx: DbOrTx, accountId: string, service: string, netMinor: bigint, currency: string) {
      const row = await repo.findAgencySettings(dbx, accountId);
      return markupMinor(
        (row?.markups as AgencySettings['markups'] | undefined)?.[service as keyof AgencySettings['markups']],
        netMinor,
        currency,
      );
    },
  };
}
