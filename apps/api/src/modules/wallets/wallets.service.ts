import type { Lang } from '@portal/contracts/i18n';
import type {
  ExchangeBody,
  ExchangeConfirmBody,
  ExchangeQuote,
  Wallet,
  WalletPaymentOption,
} from '@portal/contracts/wallets';
import type { Statement, TopupMethod } from '@portal/contracts/topups';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { addDays, baghdadDate, baghdadDays } from '../../lib/time-zones.js';
import { derivedId, newId } from '../../lib/ids.js';
import { convertMinor, convertMinorUp, formatMinor, parseDecimalToMinor, parseRate } from '../../lib/money.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { getSetting } from '../site-settings/site-settings.service.js';
import { hasPermission } from '../auth/permissions.js';
import { approvedTopupsOf } from '../topups/topups.service.js';
import { describeEntry, isTopupMethod } from './statement-text.js';

export type WalletService = ReturnType<typeof createWalletService>;

export interface WalletSettings {
  /** Fee on currency exchange between one account's wallets, in basis points of the debited amount. */
  exchange_fee_bps: number;
}

export function createWalletService({
  db,
  ledger,
  currencies,
}: {
  db: Db;
  ledger: Ledger;
  currencies: CurrencyService;
}) {
  // Fees change rarely; read them at most every few seconds, as currencies are.
  let settingsCache: { at: number; value: Promise<WalletSettings> } | undefined;
  function walletSettings(): Promise<WalletSettings> {
    if (!settingsCache || Date.now() - settingsCache.at > 5_000) {
      settingsCache = {
        at: Date.now(),
        value: getSetting<WalletSettings>(db, 'wallet').then((v) => v ?? { exchange_fee_bps: 0 }),
      };
    }
    return settingsCache.value;
  }

  async function wallets(ownerAccountId: string): Promise<Wallet[]> {
    const [rows, balances] = await Promise.all([currencies.all(), ledger.balances(db, ownerAccountId)]);
    return walletList(rows, balances);
  }

  function walletList(
    rows: Awaited<ReturnType<CurrencyService['all']>>,
    balances: Map<string, { available: bigint; held: bigint }>,
  ): Wallet[] {
    return rows.map((c) => {
      const b = balances.get(c.code) ?? { available: 0n, held: 0n };
      return {
        currency_id: c.id,
        currency_name: c.code,
        symbol_name: c.symbolName,
        balance: formatMinor(b.available, c.code),
        balance_minor: b.available.toString(),
        held_minor: b.held.toString(),
      };
    });
  }

  async function quote(body: ExchangeBody) {
    const [from, to] = await Promise.all([
      currencies.require(body.from_currency, 'from_currency'),
      currencies.require(body.to_currency, 'to_currency'),
    ]);
    const debit = parseDecimalToMinor(body.amount, from.code);
    if (debit === null || debit <= 0n) {
      throw new AppError('validation_failed', {
        fields: [{ field: 'amount', key: 'invalid_amount', params: { scale: from.scale } }],
      });
    }
    const settings = await walletSettings();
    const fee = (debit * BigInt(settings.exchange_fee_bps) + 9_999n) / 10_000n;
    const net = debit - fee;
    const credit =
      net > 0n
        ? convertMinor(
            net,
            { code: from.code, rate: from.conversationRate },
            { code: to.code, rate: to.conversationRate },
          )
        : 0n;
    if (credit <= 0n) {
      throw new AppError('validation_failed', {
        fields: [{ field: 'amount', key: 'invalid_amount', params: { scale: from.scale } }],
      });
    }
    const f = parseRate(from.conversationRate);
    const t = parseRate(to.conversationRate);
    // units of `to` per 1 unit of `from`, six decimals, for display only
    const rateMicro = (t.num * f.den * 1_000_000n) / (t.den * f.num);
    const result: ExchangeQuote = {
      from_currency: from.code,
      to_currency: to.code,
      debit: formatMinor(debit, from.code),
      credit: formatMinor(credit, to.code),
      fee: formatMinor(fee, from.code),
      rate: `${rateMicro / 1_000_000n}.${(rateMicro % 1_000_000n).toString().padStart(6, '0')}`,
    };
    return { result, debit, fee, net, credit, from: from.code, to: to.code, toScale: to.scale };
  }

  /**
   * The method of each recharge credited in a period, by the id of its credit transfer (derived from the
   * request's id when staff approved it), so a statement can name the method in any language.
   */
  async function topupMethods(accountId: string, currency: string, start: Date, end: Date) {
    // Approval and its transfer share one transaction; a day's margin covers clocks on either side of a boundary.
    const rows = await approvedTopupsOf(db, {
      accountId,
      currency,
      from: new Date(start.getTime() - 86_400_000),
      to: new Date(end.getTime() + 86_400_000),
    });
    const out = new Map<string, TopupMethod>();
    for (const row of rows) if (isTopupMethod(row.method)) out.set(derivedId(row.id, 'credit'), row.method);
    return out;
  }

  function requireWalletOwner(ctx: AuthContext) {
    if (ctx.user.role === 'staff') throw new AppError('forbidden');
    if (ctx.user.role === 'sub_user') throw new AppError('permission_denied_wallet');
  }

  return {
    /**
     * Posted entries of one wallet between two Baghdad calendar days (inclusive) with a running balance,
     * described in the reader's language.
     */
    async statement(
      ctx: AuthContext,
      q: { currency: string; from?: string; to?: string },
      lang: Lang,
    ): Promise<Statement> {
      if (ctx.user.role === 'staff') throw new AppError('forbidden');
      if (!hasPermission(ctx, 'see_wallet')) throw new AppError('permission_denied_wallet');
      const currency = await currencies.require(q.currency);
      const to = q.to ?? baghdadDate();
      const from = q.from ?? addDays(to, -30);
      if (from > to)
        throw new AppError('validation_failed', { fields: [{ field: 'from', key: 'dates_out_of_order' }] });
      const { start, end } = baghdadDays(from, to);
      const s = await ledger.statement(db, { wallet: ctx.account.id, currency: currency.code, from: start, to: end });
      const methods = await topupMethods(ctx.account.id, currency.code, start, end);
      const f = (v: bigint) => formatMinor(v, currency.code);
      return {
        currency: currency.code,
        from,
        to,
        opening: f(s.opening),
        closing: f(s.closing),
        entries: s.entries.map((e) => {
          const method = e.transfer.code === 'topup' ? (methods.get(e.transfer.id) ?? null) : null;
          return {
            at: e.transfer.createdAt.toISOString(),
            kind: e.transfer.code,
            description: describeEntry(
              {
                code: e.transfer.code,
                method,
                note: e.transfer.description,
                // Exchanges store their currency pair ("USD → IQD"): codes, the same in every language.
                pair: e.transfer.code === 'exchange' ? e.transfer.description : null,
              },
              lang,
            ),
            method,
            reference: e.transfer.reference,
            debit: f(e.debit),
            credit: f(e.credit),
            balance: f(e.balance),
          };
        }),
      };
    },

    async listFor(ctx: AuthContext) {
      if (ctx.user.role === 'staff') return [];
      if (!hasPermission(ctx, 'see_wallet')) throw new AppError('permission_denied_wallet');
      return wallets(ctx.account.id);
    },

    /**
     * What paying `amountIqd` takes from each wallet of the account, as a booking charges it (the IQD amount, or
     * converted at the currency's rate rounded up), and whether the available balance covers it; never the
     * balance. For whoever may pay from the wallet, without needing to see it (a sub-user's `pay_wallet`).
     */
    async paymentOptions(ctx: AuthContext, amountIqd: bigint): Promise<WalletPaymentOption[]> {
      if (ctx.user.role === 'staff') throw new AppError('forbidden');
      if (!hasPermission(ctx, 'pay_wallet')) throw new AppError('permission_denied_wallet');
      const [rows, balances] = await Promise.all([currencies.all(), ledger.balances(db, ctx.account.id)]);
      const iqd = { code: 'IQD', rate: '1' };
      return rows.map((c) => {
        const amount =
          c.code === 'IQD' ? amountIqd : convertMinorUp(amountIqd, iqd, { code: c.code, rate: c.conversationRate });
        const available = balances.get(c.code)?.available ?? 0n;
        return {
          currency: c.code,
          amount: formatMinor(amount, c.code),
          amount_minor: amount.toString(),
          enough: available >= amount,
        };
      });
    },

    async quoteExchange(ctx: AuthContext, body: ExchangeBody) {
      requireWalletOwner(ctx);
      return (await quote(body)).result;
    },

    /** Both legs in one transaction: the source wallet pays the exchange (and fee) account, which pays the target wallet. */
    async exchange(ctx: AuthContext, body: ExchangeConfirmBody, idempotencyKey?: string) {
      requireWalletOwner(ctx);
      const q = await quote(body);
      // Tied to the quote the user saw: a rate or fee that moved since then is shown again, not applied.
      const accepted = parseDecimalToMinor(body.accepted_credit, q.to);
      if (accepted === null)
        throw new AppError('validation_failed', {
          fields: [{ field: 'accepted_credit', key: 'invalid_amount', params: { scale: q.toScale } }],
        });
      if (accepted !== q.credit)
        throw new AppError('rate_changed', {
          params: { amount: `${q.result.credit} ${q.to}` },
          extra: { quote: q.result },
        });
      const id = idempotencyKey ? derivedId('exchange', ctx.user.id, idempotencyKey) : newId();
      const wallet = { wallet: ctx.account.id };
      const common = { code: 'exchange', reference: id, userId: ctx.user.id, description: `${q.from} → ${q.to}` };
      await ledger.prepare([wallet, { system: 'exchange' }, { system: 'fees' }], q.from);
      await ledger.prepare([wallet, { system: 'exchange' }], q.to);
      // All legs in one statement (so one transaction) and one round trip: the source wallet pays the
      // exchange (and fee) account, which pays the target wallet.
      const applied = await ledger.transferManyWithBalances(
        db,
        [
          { ...common, id, debit: wallet, credit: { system: 'exchange' }, amount: q.net, currency: q.from },
          ...(q.fee > 0n
            ? [
                {
                  ...common,
                  id: derivedId(id, 'fee'),
                  debit: wallet,
                  credit: { system: 'fees' as const },
                  amount: q.fee,
                  currency: q.from,
                  code: 'exchange_fee',
                },
              ]
            : []),
          {
            ...common,
            id: derivedId(id, 'credit'),
            debit: { system: 'exchange' },
            credit: wallet,
            amount: q.credit,
            currency: q.to,
          },
        ],
        ctx.account.id,
      );
      return {
        ...q.result,
        id,
        created_at: new Date().toISOString(),
        wallets: walletList(await currencies.all(), applied.balances),
      };
    },
  };
}
