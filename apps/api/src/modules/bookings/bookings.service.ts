import {
  isLiveService,
  type Booking,
  type BookingListQuery,
  type BookingSummary,
  type CancellationQuote,
} from '@portal/contracts/bookings';
import type { Price } from '@portal/contracts/flights';
import { formatMoney } from '@portal/contracts/money-format';
import type { NotificationKind } from '@portal/contracts/notifications';
import { SERVICE_REGISTRY } from '@portal/contracts/services';
import { z } from 'zod';
import type { Lang } from '@portal/contracts/i18n';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { baghdadDayStart, baghdadDays } from '../../lib/time-zones.js';
import { derivedId, newId } from '../../lib/ids.js';
import { formatMinor, parseDecimalToMinor } from '../../lib/money.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { baghdadDateTime, type Notifications } from '../notifications/notifications.service.js';
import { hasPermission } from '../auth/permissions.js';
import * as repo from './bookings.repository.js';
import { checkSpendingLimit } from './spending-limits.js';
import { createCheckout, paymentAmount } from './checkout.js';
import { createHoldExpiry } from './hold-expiry.js';
import type { AnyServiceHandler, ServiceHandlers } from './service-handler.js';

/** What a booking's notices say happened. */
export type BookingNoticeKind = Extract<NotificationKind, `booking.${string}`>;

export type BookingService = ReturnType<typeof createBookingService>;

export type { AnyServiceHandler, ServiceHandler, ServiceHandlers } from './service-handler.js';
/** A booking row as the bookings module reads it (other modules reach the table through this service). */
export type { BookingRow } from './bookings.repository.js';
/** What the desk (`admin/bookings`) and the sub-user screens use of the bookings table. */
export { insertEvent, spentThisMonth, transition, type SpentRow } from './bookings.repository.js';
export { usedAgainst, type RateRow } from './spending-limits.js';

/** How a booking was paid, as the checkout stored it with the service's details. */
const StoredMethodSchema = z.object({ method: z.enum(['wallet', 'hold']) });

/** Owners see every booking of their account; a sub-user its own, or all with the see-all permission; others none. */
export function canSee(ctx: AuthContext, booking: repo.BookingRow): boolean {
  if (booking.accountId !== ctx.account.id) return false;
  return ctx.user.role !== 'sub_user' || booking.userId === ctx.user.id || hasPermission(ctx, 'see_all_bookings');
}

/** A booking as its owner sees it: the common part, and what its service shows (`details`, `travellers`). */
export function toBookingDto(
  row: repo.BookingRow,
  handler: AnyServiceHandler,
  bookerName: string,
  events: Array<{ status: string; note: string | null; createdAt: Date }>,
): Booking {
  const snapshot = row.priceSnapshot as { total: Booking['total'] };
  return {
    id: row.id,
    reference: row.reference,
    // The handler is the one of this row's service, so its details and travellers are of that service.
    service: row.service as Booking['service'],
    ...handler.read(row),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    hold_expires_at: row.holdExpiresAt?.toISOString() ?? null,
    booked_by: { id: row.userId, name: bookerName },
    total: snapshot.total,
    payment: {
      method: StoredMethodSchema.parse(row.details).method,
      currency: row.paymentCurrency,
      amount: formatMinor(row.paymentAmountMinor, row.paymentCurrency),
    },
    pricing: {
      currency: row.paymentCurrency,
      net: formatMinor(row.paymentAmountMinor, row.paymentCurrency),
      markup: formatMinor(row.markupMinor, row.paymentCurrency),
      gross: formatMinor(row.paymentAmountMinor + row.markupMinor, row.paymentCurrency),
    },
    history: events.map((e) => ({
      status: e.status as Booking['status'],
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
  } as Booking;
}

/**
 * Seeing is not acting: a sub-user allowed to see all of the account's bookings still cancels and pays only
 * its own. Owners act on every booking of their account.
 */
export function canAct(ctx: AuthContext, booking: repo.BookingRow): boolean {
  return booking.accountId === ctx.account.id && (ctx.user.role !== 'sub_user' || booking.userId === ctx.user.id);
}

export function createBookingService({
  db,
  ledger,
  currencies,
  handlers,
  markupFor,
  notifications,
}: {
  db: Db;
  ledger: Ledger;
  currencies: CurrencyService;
  handlers: ServiceHandlers;
  /** The account's markup on a sale of a service, in the payment currency's minor units. */
  markupFor: (db: Tx | Db, accountId: string, service: string, netMinor: bigint, currency: string) => Promise<bigint>;
  /** Tells the booker what happened to a booking, by mail and under the bell (decision 131). */
  notifications?: Notifications;
}) {
  /** The handler of a live service; undefined for a service that takes no bookings (no row can name one). */
  const handlerOf = (service: string): AnyServiceHandler | undefined =>
    isLiveService(service) ? handlers[service] : undefined;
  function requireHandler(service: string): AnyServiceHandler {
    const handler = handlerOf(service);
    if (!handler) throw new Error(`no handler for service ${service}`);
    return handler;
  }

  /**
   * Tells the booker of `id` what happened to it, in the transaction that did it: the line under the bell and the
   * queued mail, once per booking and kind. The caller sends the mail with `told()` after the commit.
   */
  async function tell(
    tx: Tx,
    id: string,
    kind: BookingNoticeKind,
    refund?: { amount: string; currency: string },
    /** Tells apart notices of one kind about one booking (the reminders a day and an hour ahead). */
    occasion = '',
  ) {
    if (!notifications) return;
    const row = (await repo.findBooking(tx, id))?.booking;
    if (!row || !isLiveService(row.service)) return;
    await notifications.tell(tx, {
      userId: row.userId,
      kind,
      key: `${kind}:${id}${occasion ? `:${occasion}` : ''}`,
      link: SERVICE_REGISTRY[row.service].myBookings.path,
      // The confirmation carries the booking's document as a PDF (decision 137).
      ...(kind === 'booking.confirmed' ? { attachment: { kind: 'booking' as const, id } } : {}),
      params: (lang) => ({
        reference: row.reference,
        title: handlerOf(row.service)?.title(row, lang).title ?? row.reference,
        amount: formatMoney(formatMinor(row.paymentAmountMinor, row.paymentCurrency), row.paymentCurrency, lang),
        deadline: row.holdExpiresAt ? baghdadDateTime(row.holdExpiresAt, lang) : '',
        refund: refund ? formatMoney(refund.amount, refund.currency, lang) : '',
      }),
    });
    // An agency that mails its customers tells the traveller too, under its own name (decision 146). A paid
    // booking's cancellation is told to the booker as `booking.refunded`; the refund goes to the agency's wallet, so
    // the traveller hears only that it is cancelled.
    const customerKind =
      kind === 'booking.confirmed'
        ? kind
        : kind === 'booking.cancelled' || kind === 'booking.refunded'
          ? 'booking.cancelled'
          : null;
    if (customerKind)
      await notifications.tellCustomer(tx, {
        userId: row.userId,
        accountId: row.accountId,
        kind: customerKind,
        key: `${customerKind}:${id}`,
        details: row.details,
        travellers: row.travellers,
        params: (lang) => ({
          reference: row.reference,
          title: handlerOf(row.service)?.title(row, lang).title ?? row.reference,
        }),
        ...(customerKind === 'booking.confirmed' ? { attachment: { kind: 'booking' as const, id } } : {}),
      });
  }
  const told = () => void notifications?.flush();

  async function load(ctx: AuthContext, id: string) {
    const found = await repo.findBooking(db, id);
    if (!found || !canSee(ctx, found.booking)) throw new AppError('booking_not_found');
    return found;
  }

  /** A booking the caller may change: another's that it can see is 403, one it cannot see 404. */
  async function loadForAction(ctx: AuthContext, id: string) {
    const found = await load(ctx, id);
    if (!canAct(ctx, found.booking)) throw new AppError('forbidden');
    return found;
  }

  async function dto(id: string) {
    const found = (await repo.findBooking(db, id))!;
    return toBookingDto(
      found.booking,
      requireHandler(found.booking.service),
      found.bookerName,
      await repo.eventsOf(db, id),
    );
  }

  async function get(ctx: AuthContext, id: string): Promise<Booking> {
    await load(ctx, id);
    return dto(id);
  }

  function quoteFor(row: repo.BookingRow): { quote: CancellationQuote; refundMinor: bigint } {
    const handler = requireHandler(row.service);
    const price = (minor: bigint): Price => ({
      iqd:
        row.paymentCurrency === 'IQD'
          ? minor.toString()
          : ((minor * row.totalIqd) / (row.paymentAmountMinor || 1n)).toString(),
      amount: formatMinor(minor, row.paymentCurrency),
      currency: row.paymentCurrency,
    });
    const unpaid = row.status === 'held';
    const rule = handler.cancellationRule(row);
    const allowed = (row.status === 'confirmed' || unpaid) && rule.allowed;
    if (unpaid || !allowed) {
      return {
        quote: {
          allowed,
          refund: price(0n),
          penalty: price(0n),
          fees_kept: price(0n),
          rule: unpaid ? 'unpaid' : rule.rule,
        },
        refundMinor: 0n,
      };
    }
    const paid = row.paymentAmountMinor;
    const fees = row.totalIqd > 0n ? (paid * rule.feesIqd) / row.totalIqd : 0n;
    const penalty =
      rule.penaltyIqd !== undefined
        ? row.totalIqd - rule.feesIqd > 0n
          ? ((paid - fees) * rule.penaltyIqd) / (row.totalIqd - rule.feesIqd)
          : 0n
        : ((paid - fees) * BigInt(rule.penaltyPercent)) / 100n;
    const refund = paid - fees - penalty;
    return {
      quote: { allowed, refund: price(refund), penalty: price(penalty), fees_kept: price(fees), rule: rule.rule },
      refundMinor: refund,
    };
  }

  return {
    /** The back office's desk (modules/admin/bookings) titles and releases bookings of every service. */
    handlerOf,

    /**
     * A booking as its owner sees it, and its account, without checking a caller: for a document opened by its
     * link or printed for staff (modules/documents, decision 137). Null when there is none.
     */
    async read(id: string): Promise<{ booking: Booking; accountId: string } | null> {
      const found = await repo.findBooking(db, id);
      return found ? { booking: await dto(id), accountId: found.booking.accountId } : null;
    },

    /** Unpaid holds past their deadline expire, every service's through its handler (the sweeper in server.ts). */
    expireHolds: createHoldExpiry({ db, handlers, tell, told }),

    /**
     * Reminds the bookers of holds whose deadline is within a day, and again within the hour (issue 20). Safe to
     * run on every sweep: each reminder is told once (its key), whatever the number of processes.
     */
    async remindHolds(now = new Date()): Promise<number> {
      if (!notifications) return 0;
      const HOUR = 3_600_000;
      let looked = 0;
      for (const row of await repo.holdsDueBetween(db, now, new Date(now.getTime() + 24 * HOUR), 500)) {
        const last = row.holdExpiresAt!.getTime() - now.getTime() <= HOUR;
        await db.transaction((tx) => tell(tx, row.id, 'booking.hold_reminder', undefined, last ? '1h' : '24h'));
        looked++;
      }
      if (looked) void notifications.flush();
      return looked;
    },

    get,

    /** Places a booking of any service (`checkout.ts`): each service's booking route calls it with its own part. */
    checkout: createCheckout({ db, ledger, currencies, markupFor, read: get, tell, told }),

    async list(ctx: AuthContext, q: BookingListQuery & { page: number; per_page: number }, lang?: Lang) {
      if (ctx.user.role === 'staff') throw new AppError('forbidden');
      const onlyOwn = ctx.user.role === 'sub_user' && !hasPermission(ctx, 'see_all_bookings');
      const { rows, total } = await repo.listBookings(db, {
        accountId: ctx.account.id,
        onlyUserId: onlyOwn ? ctx.user.id : undefined,
        service: q.service,
        status: q.status,
        // The dates are Baghdad calendar days, as the screens show them.
        from: q.from ? baghdadDayStart(q.from) : undefined,
        before: q.to ? baghdadDays(q.to, q.to).end : undefined,
        userId: q.user_id,
        q: q.q,
        page: q.page,
        perPage: q.per_page,
      });
      const data: BookingSummary[] = rows.map(({ booking, bookerName }) => {
        const { title, travelDate } = handlerOf(booking.service)?.title(booking, lang) ?? {
          title: booking.reference,
          travelDate: null,
        };
        return {
          id: booking.id,
          reference: booking.reference,
          service: booking.service as BookingSummary['service'],
          status: booking.status,
          title,
          travel_date: travelDate,
          travellers: (booking.travellers as unknown[]).length,
          total: (booking.priceSnapshot as { total: Price }).total,
          booked_by: { id: booking.userId, name: bookerName },
          created_at: booking.createdAt.toISOString(),
          hold_expires_at: booking.holdExpiresAt?.toISOString() ?? null,
        };
      });
      return { data, meta: { total, page: q.page, per_page: q.per_page } };
    },

    /** The people whose bookings the caller may filter by: owners and sub-users who see all bookings. */
    async bookers(ctx: AuthContext) {
      if (ctx.user.role === 'staff') throw new AppError('forbidden');
      if (ctx.user.role === 'sub_user' && !hasPermission(ctx, 'see_all_bookings')) throw new AppError('forbidden');
      return repo.accountUsers(db, ctx.account.id);
    },

    async cancellationQuote(ctx: AuthContext, id: string) {
      const { booking } = await load(ctx, id);
      return quoteFor(booking).quote;
    },

    /**
     * Cancels (inventory released) and, when money was paid, refunds to the wallet it came from, in one
     * transaction. The status moves by conditional updates and the refund's transfer id is derived from
     * the booking, so a double click or a parallel request refunds once.
     */
    async cancel(ctx: AuthContext, id: string, acceptedRefund: string) {
      const { booking } = await loadForAction(ctx, id);
      if (booking.status === 'cancelled' || booking.status === 'refunded') return dto(id);
      const { quote, refundMinor } = quoteFor(booking);
      if (!quote.allowed) throw new AppError('not_cancellable');
      const accepted = parseDecimalToMinor(acceptedRefund, booking.paymentCurrency);
      if (accepted !== refundMinor)
        throw new AppError('refund_changed', {
          params: { amount: `${quote.refund.amount} ${quote.refund.currency}` },
          extra: { quote },
        });
      const from = booking.status;
      if (refundMinor > 0n)
        await ledger.prepare([{ wallet: booking.accountId }, { system: 'refunds' }], booking.paymentCurrency);
      await db.transaction(async (tx) => {
        if (!(await repo.transition(tx, id, from, 'cancelled'))) return; // someone else cancelled it first
        await requireHandler(booking.service).release(tx, booking);
        await repo.insertEvent(tx, { id: newId(), bookingId: id, status: 'cancelled', userId: ctx.user.id });
        if (refundMinor > 0n) {
          await ledger.transfer(tx, {
            id: derivedId(id, 'refund'),
            debit: { system: 'refunds' },
            credit: { wallet: booking.accountId },
            amount: refundMinor,
            currency: booking.paymentCurrency,
            code: 'refund',
            reference: booking.reference,
            userId: ctx.user.id,
            description: `Refund ${booking.reference}`,
          });
          await repo.transition(tx, id, 'cancelled', 'refunded');
          await repo.insertEvent(tx, {
            id: newId(),
            bookingId: id,
            status: 'refunded',
            note: `${quote.refund.amount} ${quote.refund.currency}`,
            userId: ctx.user.id,
          });
          await tell(tx, id, 'booking.refunded', quote.refund);
        } else await tell(tx, id, 'booking.cancelled');
      });
      told();
      handlerOf(booking.service)?.changed?.();
      return dto(id);
    },

    /** A booking row by id, unchecked (the applications desk reads the booking it decides on). */
    row: async (id: string) => (await repo.findBooking(db, id))?.booking,

    /**
     * Ends a paid booking by a staff decision (an application refused, decision 080): in one transaction, the
     * caller's own change first (`before`, which throws to refuse), then confirmed → cancelled, the paid amount
     * less the share of `keptIqd` refunded to the wallet it came from (confirmed → refunded), and the booking's
     * events naming `userId`. The refund's transfer id is derived from the booking, so it is paid once.
     */
    async refuse(
      row: repo.BookingRow,
      input: { keptIqd: bigint; userId: string; note: string },
      before: (tx: Tx, refund: bigint) => Promise<void>,
    ): Promise<bigint> {
      const paid = row.paymentAmountMinor;
      const kept = row.totalIqd > 0n ? (paid * input.keptIqd) / row.totalIqd : 0n;
      const refund = paid - kept;
      if (refund > 0n) await ledger.prepare([{ wallet: row.accountId }, { system: 'refunds' }], row.paymentCurrency);
      await db.transaction(async (tx) => {
        await before(tx, refund);
        if (!(await repo.transition(tx, row.id, 'confirmed', 'cancelled'))) throw new AppError('invalid_transition');
        await requireHandler(row.service).release(tx, row);
        await repo.insertEvent(tx, {
          id: newId(),
          bookingId: row.id,
          status: 'cancelled',
          note: input.note,
          userId: input.userId,
        });
        if (refund <= 0n) return;
        await ledger.transfer(tx, {
          id: derivedId(row.id, 'refund'),
          debit: { system: 'refunds' },
          credit: { wallet: row.accountId },
          amount: refund,
          currency: row.paymentCurrency,
          code: 'refund',
          reference: row.reference,
          userId: input.userId,
          description: `Refund ${row.reference}`,
        });
        await repo.transition(tx, row.id, 'cancelled', 'refunded');
        await repo.insertEvent(tx, {
          id: newId(),
          bookingId: row.id,
          status: 'refunded',
          note: `${formatMinor(refund, row.paymentCurrency)} ${row.paymentCurrency}`,
          userId: input.userId,
        });
      });
      return refund;
    },

    /** Pays a held booking from a wallet before its deadline, at the day's rate. */
    async pay(ctx: AuthContext, id: string, currency: string) {
      const { booking } = await loadForAction(ctx, id);
      if (!hasPermission(ctx, 'pay_wallet')) throw new AppError('permission_denied_wallet');
      if (booking.status !== 'held' || !booking.holdExpiresAt) throw new AppError('not_payable');
      // Past its deadline a hold is no longer offered, even before the expiry job has released it.
      if (booking.holdExpiresAt.getTime() <= Date.now()) throw new AppError('hold_expired');
      const row = await currencies.require(currency);
      const amount = paymentAmount(booking.totalIqd, currency, row.conversationRate);
      const transferId = derivedId(id, 'payment');
      await ledger.prepare([{ wallet: booking.accountId }, { system: 'sales' }], currency);
      const rates = ctx.user.role === 'sub_user' ? await currencies.everyRate() : [];
      await db.transaction(async (tx) => {
        if (!(await repo.transition(tx, id, 'held', 'confirmed'))) throw new AppError('not_payable');
        if (ctx.user.role === 'sub_user') await checkSpendingLimit(tx, ctx.user.id, { currency, amount }, rates);
        await ledger.transfer(tx, {
          id: transferId,
          debit: { wallet: booking.accountId },
          credit: { system: 'sales' },
          amount,
          currency,
          code: 'booking',
          reference: booking.reference,
          userId: ctx.user.id,
          description: `Payment ${booking.reference}`,
        });
        const snapshot = booking.priceSnapshot as Record<string, unknown>;
        await repo.updatePayment(tx, id, {
          paymentCurrency: currency,
          paymentAmountMinor: amount,
          markupMinor: await markupFor(tx, booking.accountId, booking.service, amount, currency),
          rate: row.conversationRate,
          paymentTransferId: transferId,
          priceSnapshot: {
            ...snapshot,
            total: { iqd: booking.totalIqd.toString(), amount: formatMinor(amount, currency), currency },
          },
          method: 'wallet',
        });
        await repo.insertEvent(tx, {
          id: newId(),
          bookingId: id,
          status: 'confirmed',
          note: 'paid from wallet',
          userId: ctx.user.id,
        });
        await tell(tx, id, 'booking.confirmed');
      });
      told();
      return dto(id);
    },
  };
}
