import type { Booking, LiveService } from '@portal/contracts/bookings';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { derivedId, newId, newReference } from '../../lib/ids.js';
import { convertMinorUp, formatMinor } from '../../lib/money.js';
import type { AuthContext } from '../auth/auth.service.js';
import { hasPermission } from '../auth/permissions.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import * as repo from './bookings.repository.js';
import { checkSpendingLimit } from './spending-limits.js';
import type { CheckoutSupplier } from './service-handler.js';

/** What the service hands the checkout once it has priced and checked the booking (decision 064). */
export interface CheckoutOffer<Reference = unknown> {
  /** The exact total, IQD; the checkout converts it to the payment currency (rounded up). */
  totalIqd: bigint;
  /** Until when the booking may be held unpaid; null when it cannot be held (a hold is refused). */
  holdUntil: Date | null;
  /** What the booking keeps in `details`, given the supplier's reference (the checkout adds `method`, `supplier`). */
  details(reference: Reference): Record<string, unknown>;
  /** The travellers as the booking keeps them. */
  travellers: readonly object[];
  /** Billing address, for the services that ask for one. */
  billing?: Record<string, unknown> | null;
  /** What the booking keeps of its price besides the total paid (the checkout writes `total`). */
  priceSnapshot: Record<string, unknown>;
  supplier: CheckoutSupplier<Reference>;
  /** Checks that need the booking's transaction (the travellers' uploads belong to the account); run first. */
  check?(tx: Tx): Promise<void>;
}

export interface CheckoutRequest<Reference> {
  service: LiveService;
  payment: { method: 'wallet'; currency: string } | { method: 'hold' };
  /** A hold is priced in the display currency. */
  displayCurrency: string;
  /** The request's Idempotency-Key claim: the booking's id is derived from it. */
  idempotencyKey?: string;
  /**
   * The service's own part: prices again in `currency`, checks the accepted total and the travellers (throwing
   * `price_changed`, `validation_failed`…) and answers the offer to book. Nothing is written before it answers.
   */
  prepare(currency: string): Promise<CheckoutOffer<Reference>>;
}

/** What an IQD total costs in the payment currency at its rate (units per IQD), rounded up to its minor unit. */
export function paymentAmount(totalIqd: bigint, currency: string, rate: string): bigint {
  return currency === 'IQD' ? totalIqd : convertMinorUp(totalIqd, { code: 'IQD', rate: '1' }, { code: currency, rate });
}

export type Checkout = <Reference>(ctx: AuthContext, request: CheckoutRequest<Reference>) => Promise<Booking>;

/**
 * One checkout for every service. Outside the transaction: staff refused, the `book` and `pay_wallet`
 * permissions, the currency, the booking id derived from the Idempotency-Key claim (a booking already made under
 * it is answered again), the service's `prepare`, the hold's deadline, the ledger accounts. Then one transaction
 * in one order: the service's checks → the sub-user's spending limit → the wallet debit → the supplier books →
 * the booking row and its first event. The supplier comes after everything that can refuse the booking; when the
 * transaction still fails after a remote (non-transactional) supplier booked, its booking is cancelled there
 * (an AggregateError names the booking left behind if that fails too). After the commit the supplier is told
 * availability changed, and the booking is read back.
 */
export function createCheckout(deps: {
  db: Db;
  ledger: Ledger;
  currencies: CurrencyService;
  /** The account's markup on a sale of a service, in the payment currency's minor units. */
  markupFor: (tx: Tx, accountId: string, service: string, netMinor: bigint, currency: string) => Promise<bigint>;
  /** Reads a booking back as its owner sees it. */
  read: (ctx: AuthContext, id: string) => Promise<Booking>;
  /** Tells the booker in the transaction (confirmed or held), and sends the mail after the commit. */
  tell?: (tx: Tx, id: string, kind: 'booking.confirmed' | 'booking.held') => Promise<void>;
  told?: () => void;
}): Checkout {
  const { db, ledger, currencies } = deps;

  return async function checkout<Reference>(ctx: AuthContext, request: CheckoutRequest<Reference>) {
    const { service, payment } = request;
    if (ctx.user.role === 'staff') throw new AppError('forbidden');
    if (!hasPermission(ctx, 'book')) throw new AppError('permission_denied_book');
    const wallet = payment.method === 'wallet';
    if (wallet && !hasPermission(ctx, 'pay_wallet')) throw new AppError('permission_denied_wallet');
    const currency = payment.method === 'wallet' ? payment.currency : request.displayCurrency;
    const currencyRow = await currencies.require(currency);

    const id = request.idempotencyKey ? derivedId(`${service}-booking`, ctx.user.id, request.idempotencyKey) : newId();
    // A retry whose first answer was lost (the key's record too) finds the booking it already made.
    if (await repo.findBooking(db, id)) return deps.read(ctx, id);

    const offer = await request.prepare(currency);
    let holdExpiresAt: Date | null = null;
    if (!wallet) {
      if (!offer.holdUntil) throw new AppError('hold_unavailable');
      holdExpiresAt = offer.holdUntil;
    }
    const amount =
      currency === 'IQD'
        ? offer.totalIqd
        : convertMinorUp(
            offer.totalIqd,
            { code: 'IQD', rate: '1' },
            { code: currency, rate: currencyRow.conversationRate },
          );
    const transferId = derivedId(id, 'payment');
    const reference = newReference('', 6);
    const side = { wallet: ctx.account.id };
    if (wallet) await ledger.prepare([side, { system: 'sales' }], currency);
    const limited = wallet && ctx.user.role === 'sub_user';
    const rates = limited ? await currencies.everyRate() : [];

    const { supplier } = offer;
    let booked: { reference: Reference } | undefined;
    try {
      await db.transaction(async (tx) => {
        await offer.check?.(tx);
        if (limited) await checkSpendingLimit(tx, ctx.user.id, { currency, amount }, rates);
        if (wallet)
          await ledger.transfer(tx, {
            id: transferId,
            debit: side,
            credit: { system: 'sales' },
            amount,
            currency,
            code: 'booking',
            reference,
            userId: ctx.user.id,
            description: `${service.charAt(0).toUpperCase()}${service.slice(1)} ${reference}`,
          });
        booked = { reference: await supplier.book(tx, id) };
        const status = wallet ? 'confirmed' : 'held';
        await repo.insertBooking(tx, {
          id,
          reference,
          service,
          accountId: ctx.account.id,
          userId: ctx.user.id,
          status,
          totalIqd: offer.totalIqd,
          paymentCurrency: currency,
          paymentAmountMinor: amount,
          markupMinor: await deps.markupFor(tx, ctx.account.id, service, amount, currency),
          rate: currencyRow.conversationRate,
          priceSnapshot: {
            ...offer.priceSnapshot,
            total: { iqd: offer.totalIqd.toString(), amount: formatMinor(amount, currency), currency },
          },
          details: { method: payment.method, supplier: supplier.code, ...offer.details(booked.reference) },
          travellers: offer.travellers,
          billing: offer.billing ?? null,
          paymentTransferId: wallet ? transferId : null,
          holdExpiresAt,
        });
        await repo.insertEvent(tx, { id: newId(), bookingId: id, status, userId: ctx.user.id });
        await deps.tell?.(tx, id, wallet ? 'booking.confirmed' : 'booking.held');
      });
    } catch (error) {
      // A remote supplier's booking outlives the rolled-back transaction: undo it there.
      if (booked !== undefined && !supplier.transactional) {
        try {
          await supplier.cancel(db, booked.reference);
        } catch (cancelError) {
          throw new AggregateError([error, cancelError], `supplier ${supplier.code} booking ${id} left behind`, {
            cause: cancelError,
          });
        }
      }
      throw error;
    }
    supplier.changed();
    deps.told?.();
    return deps.read(ctx, id);
  };
}
