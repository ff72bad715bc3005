import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { derivedId, newId } from '../../lib/ids.js';
import * as repo from './ledger.repository.js';

/** Posted movements for the back office's money screens (`admin/money`), read through this service. */
export { postedMovements } from './ledger.repository.js';

/** The other side of every wallet movement. */
export const SYSTEM_ACCOUNTS = [
  'opening_balances', // demo and migrated balances
  'bank_clearing', // top-ups by bank transfer or e-wallet (ZainCash, Qi Card, FastPay)
  'cash_clearing', // top-ups paid in cash at the office
  'sales', // what customers paid for bookings
  'refunds', // money given back on cancellations
  'fees', // exchange and service fees
  'taxes',
  'exchange', // currency exchange between one account's wallets
  'adjustments', // manual corrections by staff, always with a reason
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export type LedgerSide = { wallet: string } | { system: SystemAccount };

export interface TransferInput {
  /** Idempotent: the same id with the same content is accepted once and then reported as existing. */
  id: string;
  debit: LedgerSide;
  credit: LedgerSide;
  amount: bigint;
  currency: string;
  code: string;
  description?: string;
  reference?: string | null;
  userId?: string | null;
}

export interface TransferResult {
  /** False when the same transfer had been applied before (an idempotent repeat). */
  created: boolean;
}

/**
 * A transfer id already recorded with other content: a retried request that came to other amounts (a rate
 * changed meanwhile). An AppError, so the caller gets a 422 problem rather than a 500.
 */
export class LedgerConflictError extends AppError {
  constructor(readonly transferId: string) {
    super('transfer_conflict');
  }
}

export type Ledger = ReturnType<typeof createLedger>;

/** The database error behind a driver or ORM wrapper, with PostgreSQL's message and detail. */
function databaseError(error: unknown): { message: string; detail?: string } | undefined {
  for (
    let e = error as { message?: string; detail?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (
      typeof e.message === 'string' &&
      (e.message.includes('insufficient_funds') || e.message.includes('ledger_conflict'))
    ) {
      return { message: e.message, detail: e.detail };
    }
  }
  return undefined;
}

export function createLedger(db: Db) {
  // Ledger account ids are derived from (owner, currency), so no lookup is needed to use one. An
  // account is created on first use inside the caller's transaction; ids are remembered only once they
  // are known to be committed (after `prepare`), because a rolled-back creation must not be trusted.
  const committed = new Set<string>();

  // An id is a hash of (owner, currency); a payment asks for each of its accounts several times.
  const accountIds = new Map<string, string>();
  function accountId(side: LedgerSide, currency: string): string {
    const key =
      'wallet' in side ? `wallet\u0000${side.wallet}\u0000${currency}` : `system\u0000${side.system}\u0000${currency}`;
    let id = accountIds.get(key);
    if (id === undefined) {
      id =
        'wallet' in side
          ? derivedId('ledger', 'wallet', side.wallet, currency)
          : derivedId('ledger', 'system', side.system, currency);
      if (accountIds.size >= 100_000) accountIds.clear();
      accountIds.set(key, id);
    }
    return id;
  }

  async function ensure(dbx: DbOrTx, side: LedgerSide, currency: string): Promise<string> {
    const id = accountId(side, currency);
    if (committed.has(id)) return id;
    await repo.insertLedgerAccount(
      dbx,
      'wallet' in side
        ? { id, kind: 'wallet', accountId: side.wallet, currency, noOverdraft: true }
        : { id, kind: 'system', systemCode: side.system, currency, noOverdraft: false },
    );
    if (dbx === db) committed.add(id);
    return id;
  }

  function record(input: TransferInput, pending: { expiresAt: Date } | null): repo.TransferRecord {
    if (input.amount <= 0n) throw new RangeError('transfer amount must be positive');
    const sides = [input.debit, input.credit];
    const ensure = sides
      .map((side) => ({ side, id: accountId(side, input.currency) }))
      .filter(({ id }) => !committed.has(id))
      .map(({ side, id }) => ({
        id,
        kind: 'wallet' in side ? ('wallet' as const) : ('system' as const),
        account_id: 'wallet' in side ? side.wallet : null,
        system_code: 'system' in side ? side.system : null,
        currency: input.currency,
      }));
    return {
      id: input.id,
      debit: accountId(input.debit, input.currency),
      credit: accountId(input.credit, input.currency),
      // Only wallets keep running balances (they are checked on every debit); a system account's balance is
      // the sum of its transfers, so the busiest rows of the ledger are never locked by concurrent payments.
      debit_wallet: 'wallet' in input.debit,
      credit_wallet: 'wallet' in input.credit,
      amount: input.amount.toString(),
      currency: input.currency,
      type: pending ? 'pending' : 'posted',
      expires_at: pending ? pending.expiresAt.toISOString() : null,
      code: input.code,
      description: input.description ?? '',
      reference: input.reference ?? null,
      user_id: input.userId ?? null,
      ensure,
    };
  }

  /** Applies transfers in one database round trip; a wallet short of funds aborts the caller's transaction. */
  function apply(tx: DbOrTx, inputs: TransferInput[], pending: { expiresAt: Date } | null): Promise<boolean[]> {
    return translateErrors(() =>
      repo.applyTransfers(
        tx,
        inputs.map((input) => record(input, pending)),
      ),
    );
  }

  /** The ledger's refusals as the caller's errors: a short wallet, or a transfer id reused with other content. */
  async function translateErrors<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const pg = databaseError(error);
      if (pg?.message.includes('insufficient_funds'))
        throw new AppError('insufficient_funds', { params: { currency: pg.detail ?? '' } });
      const conflict = pg?.message.match(/ledger_conflict (\S+)/);
      if (conflict) throw new LedgerConflictError(conflict[1]!);
      throw error;
    }
  }

  async function move(tx: Tx, input: TransferInput, pending: { expiresAt: Date } | null): Promise<TransferResult> {
    const [created] = await apply(tx, [input], pending);
    return { created: created ?? false };
  }

  async function sameOrConflict(tx: DbOrTx, row: repo.NewTransferRow): Promise<repo.TransferRow> {
    const existing = await repo.findTransfer(tx, row.id!);
    if (
      !existing ||
      existing.debitAccountId !== row.debitAccountId ||
      existing.creditAccountId !== row.creditAccountId ||
      existing.amount !== row.amount ||
      existing.type !== row.type
    ) {
      throw new LedgerConflictError(row.id!);
    }
    return existing;
  }

  async function resolve(
    tx: Tx,
    input: { id: string; pendingId: string; amount?: bigint; userId?: string | null },
    kind: 'post' | 'void',
  ) {
    const hold = await repo.findTransfer(tx, input.pendingId);
    if (!hold || hold.type !== 'pending') throw new AppError('not_found');
    const amount = kind === 'void' ? hold.amount : (input.amount ?? hold.amount);
    if (amount <= 0n || amount > hold.amount) throw new RangeError('post amount must be within the hold');
    if (kind === 'post' && hold.expiresAt && hold.expiresAt.getTime() < Date.now()) throw new AppError('hold_expired');
    const row: repo.NewTransferRow = {
      id: input.id,
      debitAccountId: hold.debitAccountId,
      creditAccountId: hold.creditAccountId,
      amount,
      currency: hold.currency,
      type: kind === 'post' ? 'post_pending' : 'void_pending',
      pendingId: hold.id,
      code: hold.code,
      description: hold.description,
      reference: hold.reference,
      userId: input.userId ?? hold.userId,
    };
    const inserted = await repo.insertTransfer(tx, row);
    if (!inserted) {
      const byId = await repo.findTransfer(tx, input.id);
      if (byId) {
        await sameOrConflict(tx, row);
        return { created: false };
      }
      throw new AppError('hold_resolved'); // another post or void of this hold won
    }
    const posted = kind === 'post' ? amount : 0n;
    const wallets = new Set(
      (await repo.accountsByIds(tx, [hold.debitAccountId, hold.creditAccountId]))
        .filter((a) => a.kind === 'wallet')
        .map((a) => a.id),
    );
    const legs = [
      { id: hold.debitAccountId, side: 'debit' as const },
      { id: hold.creditAccountId, side: 'credit' as const },
    ]
      .filter((leg) => wallets.has(leg.id))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const leg of legs) await repo.settlePending(tx, leg.side, leg.id, hold.amount, posted);
    return { created: true };
  }

  return {
    accountId,
    /** Creates the ledger accounts a transaction will touch beforehand, saving it a round trip per side. */
    async prepare(sides: LedgerSide[], currency: string) {
      for (const side of sides) await ensure(db, side, currency);
    },
    /** Moves money now. Throws insufficient_funds (and rolls the transaction back) if a wallet would go negative. */
    transfer: (tx: Tx, input: TransferInput) => move(tx, input, null),
    /**
     * Several posted transfers at once (an exchange's legs), in one round trip. `ledger_apply` is one
     * statement, so on the database itself (outside a transaction) it is still all or nothing, without the
     * round trips of BEGIN and COMMIT; inside a caller's transaction it is part of it.
     */
    transferMany: (dbx: DbOrTx, inputs: TransferInput[]) => apply(dbx, inputs, null),
    /**
     * `transferMany`, answering with the owner's wallet balances as the transfers left them (as `balances`
     * does), in the same statement: a payment that reports the new balances needs no second round trip.
     */
    async transferManyWithBalances(dbx: DbOrTx, inputs: TransferInput[], ownerAccountId: string) {
      const result = await translateErrors(() =>
        repo.applyTransfersWithBalances(
          dbx,
          inputs.map((input) => record(input, null)),
          ownerAccountId,
        ),
      );
      return {
        created: result.created,
        balances: new Map(result.wallets.map((w) => [w.currency, { available: w.available, held: w.held }])),
      };
    },
    /** Reserves money until `expiresAt`: it leaves the available balance but is not posted yet. */
    hold: (tx: Tx, input: TransferInput & { expiresAt: Date }) => move(tx, input, { expiresAt: input.expiresAt }),
    post: (tx: Tx, input: { id: string; pendingId: string; amount?: bigint; userId?: string | null }) =>
      resolve(tx, input, 'post'),
    void: (tx: Tx, input: { id: string; pendingId: string; userId?: string | null }) => resolve(tx, input, 'void'),

    /** Available (posted credits less posted and pending debits) and held amounts per currency. */
    async balances(dbx: DbOrTx, ownerAccountId: string) {
      const rows = await repo.walletAccountsOf(dbx, ownerAccountId);
      return new Map(
        rows.map((r) => [
          r.currency,
          { available: r.creditsPosted - r.debitsPosted - r.debitsPending, held: r.debitsPending },
        ]),
      );
    },

    /** A wallet's available balance, or a system account's posted balance (summed from its transfers). */
    async balance(dbx: DbOrTx, side: LedgerSide, currency: string) {
      const id = accountId(side, currency);
      if ('system' in side) return repo.postedBalanceFromTransfers(dbx, id);
      const [row] = await repo.accountsByIds(dbx, [id]);
      return row ? row.creditsPosted - row.debitsPosted - row.debitsPending : 0n;
    },

    /** Posted entries of one wallet with a running balance, for statements. */
    async statement(dbx: DbOrTx, input: { wallet: string; currency: string; from: Date; to: Date }) {
      const id = accountId({ wallet: input.wallet }, input.currency);
      const { opening, rows } = await repo.postedMovements(dbx, id, input.from, input.to);
      let running = opening;
      const entries = rows.map((t) => {
        const isCredit = t.creditAccountId === id;
        running += isCredit ? t.amount : -t.amount;
        return { transfer: t, debit: isCredit ? 0n : t.amount, credit: isCredit ? t.amount : 0n, balance: running };
      });
      return { opening, closing: running, entries };
    },

    /** Voids holds whose deadline passed; returns how many. Safe to run from several processes. */
    async voidExpired(now = new Date(), limit = 500) {
      const expired = await repo.expiredPendingTransfers(db, now, limit);
      let count = 0;
      for (const hold of expired) {
        try {
          const result = await db.transaction((tx) => resolve(tx, { id: newId(), pendingId: hold.id }, 'void'));
          if (result.created) count++;
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'hold_resolved')) throw error;
        }
      }
      return count;
    },

    invariants: (dbx: DbOrTx = db) => repo.invariants(dbx),
  };
}
