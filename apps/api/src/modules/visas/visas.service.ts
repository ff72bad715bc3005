import { MAX_VISA_PERSONS, type VisaCard, type VisaDetail, type VisaSearchQuery } from '@portal/contracts/visas';
import type { z } from 'zod';
import type { VisaSearchQuerySchema } from '@portal/contracts/visas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { priceFn, type ToPrice } from '../currencies/display-price.js';
import { generateVisaProducts } from './builtin/inventory.js';
import * as repo from './builtin/visas.repository.js';

export type VisaService = ReturnType<typeof createVisaService>;
type Query = z.output<typeof VisaSearchQuerySchema>;

/** Seeds the built-in products once (one batched insert). */
export async function seedVisaProducts(db: Db) {
  if ((await repo.countProducts(db)) > 0) return;
  await repo.insertProducts(db, generateVisaProducts());
}

function card(row: repo.VisaProductRow, toPrice: ToPrice): VisaCard {
  return {
    id: row.id,
    nationality: row.nationality,
    country: row.country,
    type: row.type as VisaCard['type'],
    title: row.title,
    processing_days: row.processingDays,
    validity_days: row.validityDays,
    stay_days: row.stayDays,
    entries: row.entries as VisaCard['entries'],
    government_fee: toPrice(row.governmentFeeIqd),
    service_fee: toPrice(row.serviceFeeIqd),
    price: toPrice(row.governmentFeeIqd + row.serviceFeeIqd),
    thumbnail: `/uploads/visa/thumb/${row.code}.webp`,
  };
}

export function detailOf(row: repo.VisaProductRow, toPrice: ToPrice): VisaDetail {
  return {
    ...card(row, toPrice),
    description: row.description,
    papers: row.papers as VisaDetail['papers'],
    rules: row.rules,
    requirements: row.requirements,
  };
}

const perPerson = (r: repo.VisaProductRow) => r.governmentFeeIqd + r.serviceFeeIqd;

/**
 * The visa products on sale, kept in memory for a few seconds per process (a few dozen rows): the search filters,
 * orders and pages them there; the back office's changes drop the copy at once in this process.
 */
export function createVisaService({
  db,
  currencies,
  ttlMs = 5_000,
}: {
  db: Db;
  currencies: CurrencyService;
  ttlMs?: number;
}) {
  let cache: { at: number; rows: Promise<repo.VisaProductRow[]> } | undefined;
  function products() {
    if (!cache || Date.now() - cache.at > ttlMs) {
      const rows = repo.activeProducts(db).then((r) => r);
      cache = { at: Date.now(), rows };
      rows.catch(() => (cache = undefined));
    }
    return cache.rows;
  }

  return {
    invalidate: () => {
      cache = undefined;
    },

    /** The destinations with products for Iraqi passport holders, and how many. */
    async destinations(nationality = 'IQ') {
      const counts = new Map<string, number>();
      for (const r of await products())
        if (r.nationality === nationality) counts.set(r.country, (counts.get(r.country) ?? 0) + 1);
      return [...counts].map(([country, visas]) => ({ country, visas }));
    },

    async search(q: Query, currency: string) {
      const toPrice = await priceFn(currencies, currency);
      const route = (await products()).filter(
        (r) => r.nationality === q.from && (q.to === 'all' || r.country === q.to),
      );
      const types = [...new Set(route.map((r) => r.type))] as VisaCard['type'][];
      const prices = route.map((r) => Number(perPerson(r)));
      const minIqd = q.price_min === undefined ? undefined : BigInt(q.price_min);
      const maxIqd = q.price_max === undefined ? undefined : BigInt(q.price_max);
      const list = route.filter(
        (r) =>
          (!q.type || r.type === q.type) &&
          (q.max_days === undefined || r.processingDays <= q.max_days) &&
          (minIqd === undefined || perPerson(r) >= minIqd) &&
          (maxIqd === undefined || perPerson(r) <= maxIqd),
      );
      const byCode = (a: repo.VisaProductRow, b: repo.VisaProductRow) => a.code.localeCompare(b.code);
      const order: Record<Query['sort'], (a: repo.VisaProductRow, b: repo.VisaProductRow) => number> = {
        recommended: (a, b) => b.popularity - a.popularity || byCode(a, b),
        price: (a, b) => Number(perPerson(a) - perPerson(b)) || byCode(a, b),
        '-price': (a, b) => Number(perPerson(b) - perPerson(a)) || byCode(a, b),
        processing: (a, b) => a.processingDays - b.processingDays || byCode(a, b),
      };
      list.sort(order[q.sort]);
      const start = (q.page - 1) * q.per_page;
      return {
        data: list.slice(start, start + q.per_page).map((r) => card(r, toPrice)),
        meta: {
          total: list.length,
          page: q.page,
          per_page: q.per_page,
          types,
          price_range: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
        },
      };
    },

    async detail(id: string, currency: string) {
      const row = (await products()).find((r) => r.id === id);
      if (!row) throw new AppError('visa_not_found');
      return detailOf(row, await priceFn(currencies, currency));
    },

    /** The product as sold now, read from the database (a booking prices what is on sale at this moment). */
    async forBooking(id: string) {
      const row = await repo.findProduct(db, id);
      if (!row || !row.active)
        throw new AppError('visa_not_found', { fields: [{ field: 'visa_id', key: 'visa_not_found' }] });
      return row;
    },

    maxPersons: MAX_VISA_PERSONS,
  };
}
export type { VisaSearchQuery };
