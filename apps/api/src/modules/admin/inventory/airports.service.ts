import type { AdminAirport, AirportBody, AirportUpdateBody } from '@portal/contracts/admin-inventory';
import type { Db, DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { AuthContext } from '../../auth/auth.service.js';
import { auditedChanges } from '../audited-change.js';
import * as repo from './airports.repository.js';

export type AirportInventoryService = ReturnType<typeof createAirportInventoryService>;

function toDto({ airport: a, schedules }: { airport: repo.AirportRow; schedules: number }): AdminAirport {
  return {
    code: a.code,
    name: a.name,
    city: a.city,
    country: a.country,
    country_name: a.countryName,
    lat: Number(a.lat),
    lng: Number(a.lng),
    time_zone: a.timeZone,
    active: a.active,
    schedules: Number(schedules),
  };
}

const exists = () => new AppError('airport_exists', { fields: [{ field: 'code', key: 'airport_exists' }] });

/**
 * The flight network's airports (`flight_airports`). A change bumps the network's version (migration 0009's
 * trigger), so every API process reloads the search's network within seconds; `onChange` makes this one reload
 * at once. Archiving takes the airport and its flights out of the search; bookings keep their snapshot.
 */
export function createAirportInventoryService({ db, onChange }: { db: Db; onChange: () => void }) {
  const audited = auditedChanges({ db, onChange });
  async function load(code: string) {
    const row = await repo.findAirport(db, code);
    if (!row) throw new AppError('not_found');
    return row;
  }
  const reread = async (tx: DbOrTx, code: string) => toDto((await repo.findAirport(tx, code))!);

  return {
    async list(q: { q?: string; status?: 'active' | 'archived'; country?: string; page: number; per_page: number }) {
      const { rows, total } = await repo.listAirports(db, {
        q: q.q,
        country: q.country,
        active: q.status === undefined ? undefined : q.status === 'active',
        page: q.page,
        perPage: q.per_page,
      });
      return { data: rows.map(toDto), meta: { total, page: q.page, per_page: q.per_page } };
    },

    one: async (code: string) => toDto(await load(code)),

    /** The insert refuses a code that exists (`airport_exists`); the row read back is the answer and the log's `after`. */
    async create(staff: AuthContext, body: AirportBody) {
      const code = body.code.trim().toUpperCase();
      return audited.change(
        staff,
        { action: 'airport.create', entity: 'flight_airport', entityId: code, before: null },
        async (tx) => {
          const ok = await repo.insertAirport(tx, {
            code,
            name: body.name,
            city: body.city,
            country: body.country.trim().toUpperCase(),
            countryName: body.country_name,
            lat: body.lat,
            lng: body.lng,
            timeZone: body.time_zone.trim(),
          });
          if (!ok) throw exists();
          return reread(tx, code);
        },
      );
    },

    async update(staff: AuthContext, code: string, body: AirportUpdateBody) {
      const before = toDto(await load(code));
      return audited.change(
        staff,
        { action: 'airport.update', entity: 'flight_airport', entityId: code, before },
        async (tx) => {
          await repo.updateAirport(tx, code, {
            ...(body.name ? { name: body.name } : {}),
            ...(body.city ? { city: body.city } : {}),
            ...(body.country !== undefined ? { country: body.country.trim().toUpperCase() } : {}),
            ...(body.country_name ? { countryName: body.country_name } : {}),
            ...(body.lat !== undefined ? { lat: body.lat } : {}),
            ...(body.lng !== undefined ? { lng: body.lng } : {}),
            ...(body.time_zone !== undefined ? { timeZone: body.time_zone.trim() } : {}),
          });
          return reread(tx, code);
        },
      );
    },

    async setActive(staff: AuthContext, code: string, active: boolean) {
      const before = await load(code);
      const record = {
        kind: 'airport',
        entity: 'flight_airport',
        id: code,
        wasActive: before.airport.active,
        active,
      } as const;
      return audited.setActive(staff, record, async (tx) => {
        await repo.updateAirport(tx, code, { active });
        return reread(tx, code);
      });
    },
  };
}
