import type {
  AdminDestination,
  DestinationBody,
  DestinationSeasons,
  DestinationUpdateBody,
  Season,
  SeasonsBody,
} from '@portal/contracts/admin-hotels';
import type { Db, DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { AuthContext } from '../../auth/auth.service.js';
import { auditedChanges } from '../audited-change.js';
import * as repo from './destinations.repository.js';

export type DestinationInventoryService = ReturnType<typeof createDestinationInventoryService>;

function toDto({ destination: d, hotels }: { destination: repo.DestinationRow; hotels: number }): AdminDestination {
  return {
    slug: d.slug,
    name: d.name,
    country: d.country,
    country_name: d.countryName,
    lat: Number(d.lat),
    lng: Number(d.lng),
    time_zone: d.timeZone,
    popularity: d.popularity,
    active: d.active,
    hotels: Number(hotels),
  };
}

const toSeason = (s: repo.SeasonRow): Season => ({
  code: s.code,
  start_md: s.startMd,
  end_md: s.endMd,
  factor_bp: s.factorBp,
});

/**
 * A destination's seasons: those staff set (kept on the destination), else those its hotels came with (the
 * generated inventory gives every hotel of a city the same ones). Also what a new hotel of the destination gets.
 */
export async function destinationSeasons(db: DbOrTx, destination: repo.DestinationRow): Promise<repo.SeasonRow[]> {
  if (destination.seasons) return destination.seasons;
  const [first] = await repo.hotelIdsOf(db, destination.slug);
  return first ? repo.seasonsOfHotel(db, first.id) : [];
}

const exists = () => new AppError('destination_exists', { fields: [{ field: 'slug', key: 'destination_exists' }] });

/**
 * Hotel destinations (cities and pilgrimage areas) and their seasons. Archiving takes the destination and its
 * hotels out of the search; bookings keep their snapshot. `onChange` makes the search read the catalog again.
 */
export function createDestinationInventoryService({ db, onChange }: { db: Db; onChange: () => void }) {
  const audited = auditedChanges({ db, onChange });
  async function load(slug: string) {
    const row = await repo.findDestination(db, slug);
    if (!row) throw new AppError('not_found');
    return row;
  }
  const reread = async (tx: DbOrTx, slug: string) => toDto((await repo.findDestination(tx, slug))!);

  async function seasons(slug: string): Promise<DestinationSeasons> {
    const { destination, hotels } = await load(slug);
    return {
      slug,
      seasons: (await destinationSeasons(db, destination)).map(toSeason),
      hotels: Number(hotels),
      custom: destination.seasons !== null,
    };
  }

  return {
    async list(q: { q?: string; status?: 'active' | 'archived' }) {
      const active = q.status === undefined ? undefined : q.status === 'active';
      return (await repo.listDestinations(db, { q: q.q, active })).map(toDto);
    },

    /** The insert refuses a slug that is taken (`destination_exists`). */
    async create(staff: AuthContext, body: DestinationBody) {
      return audited.change(
        staff,
        { action: 'destination.create', entity: 'hotel_destination', entityId: body.slug, before: null },
        async (tx) => {
          const ok = await repo.insertDestination(tx, {
            slug: body.slug,
            name: body.name,
            country: body.country.trim().toUpperCase(),
            countryName: body.country_name,
            lat: body.lat,
            lng: body.lng,
            timeZone: body.time_zone.trim(),
            popularity: body.popularity,
          });
          if (!ok) throw exists();
          return reread(tx, body.slug);
        },
      );
    },

    async update(staff: AuthContext, slug: string, body: DestinationUpdateBody) {
      const before = toDto(await load(slug));
      return audited.change(
        staff,
        { action: 'destination.update', entity: 'hotel_destination', entityId: slug, before },
        async (tx) => {
          await repo.updateDestination(tx, slug, {
            ...(body.name ? { name: body.name } : {}),
            ...(body.country !== undefined ? { country: body.country.trim().toUpperCase() } : {}),
            ...(body.country_name ? { countryName: body.country_name } : {}),
            ...(body.lat !== undefined ? { lat: body.lat } : {}),
            ...(body.lng !== undefined ? { lng: body.lng } : {}),
            ...(body.time_zone !== undefined ? { timeZone: body.time_zone.trim() } : {}),
            ...(body.popularity !== undefined ? { popularity: body.popularity } : {}),
          });
          return reread(tx, slug);
        },
      );
    },

    async setActive(staff: AuthContext, slug: string, active: boolean) {
      const { destination } = await load(slug);
      const record = {
        kind: 'destination',
        entity: 'hotel_destination',
        id: slug,
        wasActive: destination.active,
        active,
      } as const;
      return audited.setActive(staff, record, async (tx) => {
        await repo.updateDestination(tx, slug, { active });
        return reread(tx, slug);
      });
    },

    seasons,

    /** Sets the destination's seasons and gives them to every one of its hotels, in one transaction. */
    async setSeasons(staff: AuthContext, slug: string, body: SeasonsBody) {
      const before = await seasons(slug);
      const rows: repo.SeasonRow[] = body.seasons.map((s) => ({
        code: s.code.trim(),
        startMd: s.start_md.trim(),
        endMd: s.end_md.trim(),
        factorBp: s.factor_bp,
      }));
      await audited.change(
        staff,
        { action: 'destination.seasons', entity: 'hotel_destination', entityId: slug, before: before.seasons },
        async (tx) => {
          await repo.updateDestination(tx, slug, { seasons: rows });
          const ids = (await repo.hotelIdsOf(tx, slug)).map((h) => h.id);
          await repo.replaceSeasons(tx, ids, rows);
          return rows.map(toSeason);
        },
      );
      return seasons(slug);
    },
  };
}
