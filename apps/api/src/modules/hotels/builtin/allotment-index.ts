import type { Db } from '../../../db/client.js';
import { addDays, baghdadDate } from '../../../lib/time-zones.js';
import type { AllotmentRow } from './hotels.repository.js';
import * as repo from './hotels.repository.js';

/**
 * The rooms sold (and stop-sales) of every room type and night still to come, in memory, so a search reads
 * no database at all. Rows exist only for nights with a sale, so the whole future fits easily. It is read
 * again when older than `maxAgeMs` (the answer in hand is used meanwhile) and at once after a booking or a
 * cancellation on this process; another process's sales show within `maxAgeMs`. Choosing rooms and booking
 * read the database itself, so a stale index can only show a room that is then refused, never sell one.
 */
export function createAllotmentIndex(db: Db, maxAgeMs = 5_000) {
  let current: { at: number; rows: Map<string, AllotmentRow[]> } | undefined;
  let loading: Promise<Map<string, AllotmentRow[]>> | undefined;
  let generation = 0;

  function load() {
    const started = generation;
    const at = Date.now();
    const from = addDays(baghdadDate(new Date(at)), -1);
    const promise = repo.allotmentsFrom(db, from).then((rows) => {
      const byType = new Map<string, AllotmentRow[]>();
      for (const row of rows) {
        const list = byType.get(row.roomTypeId);
        if (list) list.push(row);
        else byType.set(row.roomTypeId, [row]);
      }
      // A newer load (after an invalidation) wins over one that started before it.
      if (started === generation) current = { at, rows: byType };
      return byType;
    });
    loading = promise;
    promise.then(
      () => {
        if (loading === promise) loading = undefined;
      },
      () => {
        if (loading === promise) loading = undefined;
      },
    );
    return promise;
  }

  return {
    /** Rows of these room types for the nights from `from` up to, not including, `to`. */
    async rows(roomTypeIds: readonly string[], from: string, to: string): Promise<AllotmentRow[]> {
      let byType = current?.rows;
      if (!current) byType = await (loading ?? load());
      else if (Date.now() - current.at > maxAgeMs && !loading) void load().catch(() => undefined);
      const out: AllotmentRow[] = [];
      for (const id of roomTypeIds)
        for (const row of byType!.get(id) ?? []) if (row.night >= from && row.night < to) out.push(row);
      return out;
    },
    invalidate() {
      generation++;
      current = undefined;
      loading = undefined;
    },
  };
}
export type AllotmentIndex = ReturnType<typeof createAllotmentIndex>;
