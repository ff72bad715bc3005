import type { AdminWaitlistEntry } from '@portal/contracts/admin-departures';
import {
  WAITLIST_OFFER_HOURS,
  type DepartureServiceCode,
  type WaitlistEntry,
  type WaitlistJoinBody,
  type WaitlistState,
} from '@portal/contracts/departures';
import type { Lang } from '@portal/contracts/i18n';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { addDays, baghdadDate } from '../../lib/time-zones.js';
import type { AuthContext } from '../auth/auth.service.js';
import { baghdadDateTime, type Notifications } from '../notifications/notifications.service.js';
import * as departuresRepo from './departures.repository.js';
import * as repo from './waitlist.repository.js';

/*
 * The waitlist of a full departure category (issue 18, decision 132), one for every service sold by departures.
 * Places that come back (a booking cancelled, a hold expired, an offer lapsed or left) are offered, in the same
 * transaction, to the first waiting entry they fit: they are taken out of `left` by the same conditional update
 * a booking uses, so no other buyer can take them, and kept 24 hours for that user, who books them through the
 * normal checkout (`claim` gives them back to the booking's own conditional take). The category's row is locked
 * while the line moves, so two cancellations cannot offer the same places twice.
 */

const NOT_FOUND: Record<DepartureServiceCode, 'tour_not_found' | 'cruise_not_found' | 'conference_not_found'> = {
  package: 'tour_not_found',
  cruise: 'cruise_not_found',
  conference: 'conference_not_found',
};
const DETAIL_PATH: Record<DepartureServiceCode, string> = {
  package: '/tour-details/',
  cruise: '/cruise-details/',
  conference: '/conference-details/',
};
const isDepartureService = (s: string): s is DepartureServiceCode => s in NOT_FOUND;
/** Lapsed offers handled per sweep. */
const BATCH = 100;

export type Waitlist = ReturnType<typeof createWaitlist>;

export function createWaitlist({ db, notifications }: { db: Db; notifications?: Notifications | undefined }) {
  async function entries(userId: string, ids?: string[]): Promise<WaitlistEntry[]> {
    const rows = await repo.entriesOf(db, userId, ids);
    return rows.map(({ entry, ahead, code, departure, product }) => ({
      id: entry.id,
      service: product.service as DepartureServiceCode,
      product: { id: product.id, slug: product.slug, title: product.title },
      departure: { id: departure.id, starts_on: departure.startsOn, ends_on: departure.endsOn },
      category: code,
      travellers: entry.travellers,
      state: entry.state as WaitlistState,
      position: entry.state === 'waiting' ? Number(ahead) + 1 : null,
      offered_until: entry.state === 'offered' && entry.offeredUntil ? entry.offeredUntil.toISOString() : null,
      created_at: entry.createdAt.toISOString(),
    }));
  }

  /**
   * Places came back to a category (in the transaction that gave them back): while the first waiting entry
   * they fit exists, it is offered its places for 24 hours and told. Answers how many entries were offered.
   */
  async function placesBack(tx: DbOrTx, categoryId: string, now = new Date()): Promise<number> {
    const category = await repo.lockCategory(tx, categoryId);
    if (!category) return 0;
    let left = category.left;
    let offered = 0;
    for (;;) {
      const next = await repo.firstFitting(tx, categoryId, left);
      if (!next) break;
      const until = new Date(now.getTime() + WAITLIST_OFFER_HOURS * 3_600_000);
      if (!(await repo.move(tx, next.id, ['waiting'], 'offered', until))) break;
      if (!(await departuresRepo.takePlaces(tx, categoryId, next.travellers))) throw new Error('waitlist places moved');
      left -= next.travellers;
      offered++;
      await tellOffered(tx, next, until);
    }
    return offered;
  }

  async function tellOffered(tx: DbOrTx, entry: repo.WaitlistRow, until: Date) {
    if (!notifications) return;
    const found = await departuresRepo.categoryById(tx, entry.categoryId);
    const at = found && (await departuresRepo.categoryOf(tx, found.departureId, found.code));
    if (!at) return;
    const service = at.product.service;
    await notifications.tell(tx, {
      userId: entry.userId,
      kind: 'waitlist.offered',
      key: `waitlist.offered:${entry.id}`,
      link: isDepartureService(service) ? `${DETAIL_PATH[service]}${at.product.slug}` : null,
      params: (lang: Lang) => ({
        title: at.product.title[lang],
        date: at.departure.startsOn,
        places: String(entry.travellers),
        deadline: baghdadDateTime(until, lang),
      }),
    });
  }

  const told = () => void notifications?.flush();

  /**
   * Ends an entry still in line (`left`), in the caller's transaction: the category is locked first, as everywhere
   * the line moves; places kept for an offer come back and go to the next in line. Answers how many were offered.
   */
  async function leaveIn(tx: DbOrTx, entry: repo.WaitlistRow): Promise<number> {
    await repo.lockCategory(tx, entry.categoryId);
    const current = await repo.entryById(tx, entry.id);
    if (!current || (current.state !== 'waiting' && current.state !== 'offered'))
      throw new AppError('waitlist_not_found');
    if (!(await repo.move(tx, entry.id, [current.state], 'left'))) throw new AppError('waitlist_not_found');
    if (current.state !== 'offered') return 0;
    // The places kept for the offer come back to the line.
    await departuresRepo.givePlaces(tx, entry.categoryId, current.travellers);
    return placesBack(tx, entry.categoryId);
  }

  return {
    placesBack,

    /** Places offered to the user on a category, still kept for them now (a selection adds them to those left). */
    heldFor: (userId: string | undefined, categoryId: string, now = new Date()) =>
      userId ? repo.heldFor(db, userId, categoryId, now) : Promise.resolve(0),

    /**
     * In a booking's transaction, before its places are taken: the user's entry on the category ends `booked`;
     * places offered to them (still kept) go back to `left` for the booking's conditional take. Answers them.
     */
    async claim(tx: DbOrTx, userId: string, categoryId: string, now = new Date()): Promise<number> {
      // The category first, as everywhere the line moves: no two transactions lock in opposite orders.
      await repo.lockCategory(tx, categoryId);
      const entry = await repo.activeEntry(tx, categoryId, userId);
      if (!entry) return 0;
      const kept = entry.state === 'offered' && entry.offeredUntil !== null && entry.offeredUntil > now;
      if (entry.state === 'offered' && !kept) return 0; // lapsed: the sweep gives them to the next
      if (!(await repo.move(tx, entry.id, [entry.state], 'booked'))) return 0;
      if (!kept) return 0;
      await departuresRepo.givePlaces(tx, categoryId, entry.travellers);
      return entry.travellers;
    },

    /** Joins the line of a full category: refused while enough places are left to book, or when already on it. */
    async join(ctx: AuthContext, body: WaitlistJoinBody): Promise<WaitlistEntry> {
      if (ctx.user.role === 'staff') throw new AppError('forbidden');
      const found = await departuresRepo.categoryOf(db, body.departure_id, body.category);
      const service = found?.product.service ?? '';
      if (!found || !isDepartureService(service)) throw new AppError('tour_not_found');
      if (!found.product.active || !found.departure.active) throw new AppError(NOT_FOUND[service]);
      if (found.departure.startsOn < addDays(baghdadDate(new Date()), 1)) throw new AppError('departure_unavailable');
      const id = newId();
      await db.transaction(async (tx) => {
        const category = await repo.lockCategory(tx, found.category.id);
        if (!category) throw new AppError(NOT_FOUND[service]);
        if (category.left >= body.travellers) throw new AppError('waitlist_places_left');
        if (await repo.activeEntry(tx, category.id, ctx.user.id)) throw new AppError('waitlist_already_on');
        await repo.insertEntry(tx, { id, categoryId: category.id, userId: ctx.user.id, travellers: body.travellers });
      });
      const [entry] = await entries(ctx.user.id, [id]);
      return entry!;
    },

    /** Leaves the line; places offered to the user go to the next in line or back on sale. */
    async leave(ctx: AuthContext, id: string): Promise<WaitlistEntry> {
      const entry = await repo.entryById(db, id);
      if (!entry || entry.userId !== ctx.user.id) throw new AppError('waitlist_not_found');
      const moved = await db.transaction((tx) => leaveIn(tx, entry));
      if (moved) told();
      const [left] = await entries(ctx.user.id, [id]);
      return left!;
    },

    mine: (ctx: AuthContext) => entries(ctx.user.id),

    /** A product's line as staff see it (decision 140): the entries still in line, or every entry. */
    async line(productId: string, scope: 'line' | 'all'): Promise<AdminWaitlistEntry[]> {
      const rows = await repo.lineOf(db, productId, scope === 'line');
      return rows.map(({ entry, ahead, category, departure, user }) => ({
        id: entry.id,
        departure: { id: departure.id, starts_on: departure.startsOn, ends_on: departure.endsOn },
        category,
        user,
        travellers: entry.travellers,
        state: entry.state as WaitlistState,
        position: entry.state === 'waiting' ? Number(ahead) + 1 : null,
        offered_until: entry.state === 'offered' && entry.offeredUntil ? entry.offeredUntil.toISOString() : null,
        created_at: entry.createdAt.toISOString(),
      }));
    },

    /**
     * Staff take an entry of a product's line out of it, in the caller's (audited) transaction: it ends `left`, as
     * when its user leaves; offered places go to the next in line. `waitlist_not_found` when it is not in line.
     */
    async removeIn(tx: DbOrTx, productId: string, id: string) {
      const entry = await repo.entryOfProduct(tx, productId, id);
      if (!entry) throw new AppError('waitlist_not_found');
      const offered = await leaveIn(tx, entry);
      return { entry_id: id, user_id: entry.userId, was: entry.state, offered };
    },

    /**
     * Offers a category's places left to its line, in the caller's (audited) transaction (places staff added, which
     * are not offered by themselves, decision 132). `waitlist_nothing_to_offer` when no one waiting fits them.
     */
    async offerIn(tx: DbOrTx, categoryId: string) {
      const offered = await placesBack(tx, categoryId);
      if (offered === 0) throw new AppError('waitlist_nothing_to_offer');
      return offered;
    },

    /** Sends the mails queued by a staff change once it has committed. */
    flush: told,

    /** Offers past their 24 hours lapse: their places go to the next in line or back on sale. Answers how many. */
    async expireOffers(now = new Date()): Promise<number> {
      let lapsed = 0;
      for (const entry of await repo.lapsedOffers(db, now, BATCH)) {
        const done = await db.transaction(async (tx) => {
          await repo.lockCategory(tx, entry.categoryId);
          const row = await repo.move(tx, entry.id, ['offered'], 'lapsed');
          if (!row) return false; // booked or left meanwhile
          await departuresRepo.givePlaces(tx, entry.categoryId, entry.travellers);
          await placesBack(tx, entry.categoryId, now);
          return true;
        });
        if (done) lapsed++;
      }
      if (lapsed) told();
      return lapsed;
    },
  };
}
