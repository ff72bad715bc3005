import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  AdminHotel,
  AdminHotelSummary,
  AdminRoomType,
  AllotmentBody,
  Allotments,
  HotelBody,
  HotelUpdateBody,
  RatePlanBody,
  RatePlanUpdateBody,
  RoomTypeBody,
  RoomTypeUpdateBody,
} from '@portal/contracts/admin-hotels';
import type { BoardBasis, RoomTypeCode } from '@portal/contracts/hotel-constants';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { decodeUpload } from '../../../lib/images.js';
import { newId } from '../../../lib/ids.js';
import type { AuthContext } from '../../auth/auth.service.js';
import { auditedChanges } from '../audited-change.js';
import { addDays, baghdadDate } from '../../../lib/time-zones.js';
import { MAX_UPLOAD_BYTES, sniffImage } from '../../uploads/uploads.service.js';
import { destinationSeasons } from './destinations.service.js';
import { replaceSeasons } from './destinations.repository.js';
import * as repo from './hotel-inventory.repository.js';

export type HotelInventoryService = ReturnType<typeof createHotelInventoryService>;

const thumbUrl = (file: string) => `/uploads/hotels/thumb/${file}`;

function summaryOf(row: {
  hotel: repo.HotelRow;
  destination: repo.DestinationRow;
  roomTypes: number;
}): AdminHotelSummary {
  const { hotel, destination } = row;
  return {
    id: hotel.id,
    slug: hotel.slug,
    name: hotel.name,
    destination: { slug: destination.slug, name: destination.name },
    stars: hotel.stars,
    room_types: Number(row.roomTypes),
    active: hotel.active,
    thumbnail_url: thumbUrl(hotel.images[0] ?? `${hotel.slug}.webp`),
  };
}

function roomTypeOf(rt: repo.RoomTypeRow, rates: repo.RateRow[]): AdminRoomType {
  return {
    id: rt.id,
    code: rt.code as RoomTypeCode,
    name: rt.name,
    max_adults: rt.maxAdults,
    max_children: rt.maxChildren,
    max_occupancy: rt.maxOccupancy,
    bedding: rt.bedding,
    size_sqm: rt.sizeSqm,
    amenities: rt.amenities,
    rooms: rt.rooms,
    active: rt.active,
    rates: rates
      .filter((r) => r.roomTypeId === rt.id)
      .map((r) => ({
        id: r.id,
        board: r.board as BoardBasis,
        refundable: r.refundable,
        free_cancel_days: r.freeCancelDays,
        penalty_bp: r.penaltyBp,
        nightly_iqd: r.nightlyIqd.toString(),
        child_nightly_iqd: r.childNightlyIqd.toString(),
        active: r.active,
      })),
  };
}

const hotelColumns = (b: Partial<HotelBody> & HotelUpdateBody) => ({
  ...(b.name ? { name: b.name } : {}),
  ...(b.description ? { description: b.description } : {}),
  ...(b.address ? { address: b.address } : {}),
  ...(b.stars !== undefined ? { stars: b.stars } : {}),
  ...(b.lat !== undefined ? { lat: b.lat } : {}),
  ...(b.lng !== undefined ? { lng: b.lng } : {}),
  ...(b.facilities ? { facilities: b.facilities } : {}),
  ...(b.languages ? { languages: b.languages } : {}),
  ...(b.rules ? { rules: b.rules } : {}),
  ...(b.check_in_time ? { checkInTime: b.check_in_time } : {}),
  ...(b.check_out_time ? { checkOutTime: b.check_out_time } : {}),
  ...(b.featured !== undefined ? { featured: b.featured } : {}),
  ...(b.bestseller !== undefined ? { bestseller: b.bestseller } : {}),
  ...(b.tax_bp !== undefined ? { taxBp: b.tax_bp } : {}),
  ...(b.city_fee_iqd !== undefined ? { cityFeeIqd: BigInt(b.city_fee_iqd) } : {}),
});

const invalid = (
  field: string,
  key: 'not_found' | 'invalid_choice' | 'too_big_number',
  params?: Record<string, number>,
) => new AppError('validation_failed', { fields: [{ field, key, ...(params ? { params } : {}) }] });

/**
 * Hotels, room types, rate plans and rooms per night (the hotels engineer's tables, issue 5) as staff keep
 * them. `onChange` makes the search read the catalog again; a booking keeps the price it was sold at.
 */
export function createHotelInventoryService({
  db,
  imagesDir,
  onChange,
}: {
  db: Db;
  /** Where hotel pictures live (`DATA_DIR/uploads/hotels/thumb`), served at /uploads/hotels/thumb/. */
  imagesDir: string;
  onChange: () => void;
}) {
  async function detail(id: string): Promise<AdminHotel> {
    const found = await repo.findHotel(db, id);
    if (!found) throw new AppError('not_found');
    const [roomTypes, rates] = await Promise.all([repo.roomTypesOf(db, id), repo.ratesOf(db, id)]);
    const h = found.hotel;
    return {
      ...summaryOf(found),
      description: h.description,
      address: h.address,
      lat: Number(h.lat),
      lng: Number(h.lng),
      facilities: h.facilities,
      languages: h.languages,
      rules: h.rules,
      check_in_time: h.checkInTime,
      check_out_time: h.checkOutTime,
      featured: h.featured,
      bestseller: h.bestseller,
      tax_bp: h.taxBp,
      city_fee_iqd: h.cityFeeIqd.toString(),
      images: h.images.map((file) => ({ file, url: thumbUrl(file) })),
      room_types_list: roomTypes.map((rt) => roomTypeOf(rt, rates)),
    };
  }

  /** Every change is audited in its transaction; then the search reads the catalog again. */
  const audited = auditedChanges({ db, onChange });

  async function loadRoomType(hotelId: string, roomTypeId: string) {
    const rt = await repo.findRoomType(db, hotelId, roomTypeId);
    if (!rt) throw new AppError('not_found');
    return rt;
  }

  return {
    detail,

    async list(q: {
      q?: string;
      status?: 'active' | 'archived';
      destination?: string;
      page: number;
      per_page: number;
    }) {
      const { rows, total } = await repo.listHotels(db, {
        q: q.q,
        destination: q.destination,
        active: q.status === undefined ? undefined : q.status === 'active',
        page: q.page,
        perPage: q.per_page,
      });
      return { data: rows.map(summaryOf), meta: { total, page: q.page, per_page: q.per_page } };
    },

    async create(staff: AuthContext, body: HotelBody) {
      const destination = await repo.findDestination(db, body.destination);
      if (!destination) throw invalid('destination', 'not_found');
      // A new hotel is priced by its destination's seasons, as its neighbours are.
      const seasons = await destinationSeasons(db, destination);
      const id = newId();
      await audited.change(
        staff,
        { action: 'hotel.create', entity: 'hotel', entityId: id, before: null },
        async (tx) => {
          const ok = await repo.insertHotel(tx, {
            id,
            slug: body.slug,
            destination: body.destination,
            name: body.name,
            description: body.description,
            address: body.address,
            stars: body.stars,
            lat: body.lat,
            lng: body.lng,
            facilities: body.facilities,
            languages: body.languages,
            rules: body.rules,
            checkInTime: body.check_in_time,
            checkOutTime: body.check_out_time,
            reviewScore: 0,
            reviewCount: 0,
            bestseller: body.bestseller,
            featured: body.featured,
            images: [],
            taxBp: body.tax_bp,
            cityFeeIqd: BigInt(body.city_fee_iqd),
          });
          if (!ok) throw new AppError('hotel_exists', { fields: [{ field: 'slug', key: 'hotel_exists' }] });
          await replaceSeasons(tx, [id], seasons);
          return { slug: body.slug, destination: body.destination, name: body.name };
        },
      );
      return detail(id);
    },

    async update(staff: AuthContext, id: string, body: HotelUpdateBody) {
      const before = await detail(id);
      if (body.images) {
        const known = new Set(before.images.map((i) => i.file));
        const unknown = body.images.findIndex((f) => !known.has(f));
        if (unknown >= 0) throw invalid(`images.${unknown}`, 'invalid_choice');
      }
      await audited.change(staff, { action: 'hotel.update', entity: 'hotel', entityId: id, before }, async (tx) => {
        await repo.updateHotel(tx, id, { ...hotelColumns(body), ...(body.images ? { images: body.images } : {}) });
        return { ...body };
      });
      return detail(id);
    },

    async setActive(staff: AuthContext, id: string, active: boolean) {
      const before = await detail(id);
      const record = { kind: 'hotel', entity: 'hotel', id, wasActive: before.active, active } as const;
      await audited.setActive(staff, record, (tx) => repo.updateHotel(tx, id, { active }));
      return detail(id);
    },

    /**
     * A picture, checked by content and re-encoded as WebP, named as the hotel's pictures are (`<slug>.webp`, then
     * `<slug>-1.webp` … `-4`): the first is the thumbnail.
     */
    async addImage(staff: AuthContext, id: string, bytes: Buffer) {
      const hotel = await detail(id);
      if (bytes.length > MAX_UPLOAD_BYTES || !sniffImage(bytes))
        throw new AppError('upload_invalid', { fields: [{ field: 'file', key: 'upload_invalid' }] });
      const taken = new Set(hotel.images.map((i) => i.file));
      const file = [`${hotel.slug}.webp`, ...[1, 2, 3, 4].map((n) => `${hotel.slug}-${n}.webp`)].find(
        (f) => !taken.has(f),
      );
      if (!file) throw invalid('file', 'too_big_number', { max: 5 });
      const body = await decodeUpload(bytes, (image) =>
        image
          .rotate()
          .resize({ width: 1600, height: 1200, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      );
      await mkdir(imagesDir, { recursive: true });
      await writeFile(path.join(imagesDir, file), body);
      const images = [...hotel.images.map((i) => i.file), file];
      await audited.change(
        staff,
        { action: 'hotel.image', entity: 'hotel', entityId: id, before: { images: hotel.images.map((i) => i.file) } },
        async (tx) => {
          await repo.updateHotel(tx, id, { images });
          return { images };
        },
      );
      return detail(id);
    },

    async addRoomType(staff: AuthContext, hotelId: string, body: RoomTypeBody) {
      const hotel = await detail(hotelId);
      const roomTypeId = newId();
      await audited.change(
        staff,
        { action: 'hotel.room_type.create', entity: 'hotel', entityId: hotelId, before: null },
        async (tx) => {
          const ok = await repo.insertRoomType(tx, {
            id: roomTypeId,
            hotelId,
            code: body.code,
            name: body.name,
            maxAdults: body.max_adults,
            maxChildren: body.max_children,
            maxOccupancy: body.max_occupancy,
            bedding: body.bedding,
            sizeSqm: body.size_sqm,
            amenities: body.amenities,
            rooms: body.rooms,
            sort: hotel.room_types_list.length,
          });
          if (!ok) throw new AppError('room_type_exists', { fields: [{ field: 'code', key: 'room_type_exists' }] });
          return { room_type_id: roomTypeId, ...body };
        },
      );
      return detail(hotelId);
    },

    async updateRoomType(staff: AuthContext, hotelId: string, roomTypeId: string, body: RoomTypeUpdateBody) {
      const before = await loadRoomType(hotelId, roomTypeId);
      const occupancy = body.max_occupancy ?? before.maxOccupancy;
      if (occupancy < (body.max_adults ?? before.maxAdults))
        throw new AppError('validation_failed', {
          fields: [{ field: 'max_occupancy', key: 'occupancy_below_adults' }],
        });
      await audited.change(
        staff,
        { action: 'hotel.room_type.update', entity: 'hotel', entityId: hotelId, before: roomTypeOf(before, []) },
        async (tx) => {
          await repo.updateRoomType(tx, roomTypeId, {
            ...(body.name ? { name: body.name } : {}),
            ...(body.max_adults !== undefined ? { maxAdults: body.max_adults } : {}),
            ...(body.max_children !== undefined ? { maxChildren: body.max_children } : {}),
            ...(body.max_occupancy !== undefined ? { maxOccupancy: body.max_occupancy } : {}),
            ...(body.bedding !== undefined ? { bedding: body.bedding } : {}),
            ...(body.size_sqm !== undefined ? { sizeSqm: body.size_sqm } : {}),
            ...(body.amenities ? { amenities: body.amenities } : {}),
            ...(body.rooms !== undefined ? { rooms: body.rooms } : {}),
          });
          return { room_type_id: roomTypeId, ...body };
        },
      );
      return detail(hotelId);
    },

    /** An archived room type leaves the search with its rates; bookings made keep their rooms and price. */
    async setRoomTypeActive(staff: AuthContext, hotelId: string, roomTypeId: string, active: boolean) {
      const before = await loadRoomType(hotelId, roomTypeId);
      await audited.change(
        staff,
        {
          action: active ? 'hotel.room_type.restore' : 'hotel.room_type.archive',
          entity: 'hotel',
          entityId: hotelId,
          before: { room_type_id: roomTypeId, active: before.active },
        },
        async (tx) => {
          await repo.updateRoomType(tx, roomTypeId, { active });
          return { room_type_id: roomTypeId, active };
        },
      );
      return detail(hotelId);
    },

    async addRate(staff: AuthContext, hotelId: string, roomTypeId: string, body: RatePlanBody) {
      await loadRoomType(hotelId, roomTypeId);
      const rateId = newId();
      await audited.change(
        staff,
        { action: 'hotel.rate.create', entity: 'hotel', entityId: hotelId, before: null },
        async (tx) => {
          await repo.insertRate(tx, {
            id: rateId,
            hotelId,
            roomTypeId,
            board: body.board,
            refundable: body.refundable,
            freeCancelDays: body.refundable ? body.free_cancel_days : null,
            penaltyBp: body.penalty_bp,
            nightlyIqd: BigInt(body.nightly_iqd),
            childNightlyIqd: BigInt(body.child_nightly_iqd),
          });
          return { rate_id: rateId, room_type_id: roomTypeId, ...body };
        },
      );
      return detail(hotelId);
    },

    async updateRate(staff: AuthContext, hotelId: string, rateId: string, body: RatePlanUpdateBody) {
      const before = await repo.findRate(db, hotelId, rateId);
      if (!before) throw new AppError('not_found');
      const refundable = body.refundable ?? before.refundable;
      const freeDays = body.free_cancel_days !== undefined ? body.free_cancel_days : before.freeCancelDays;
      if (refundable !== (freeDays !== null))
        throw new AppError('validation_failed', { fields: [{ field: 'free_cancel_days', key: 'rate_policy' }] });
      const snapshot = (r: repo.RateRow) => ({
        board: r.board,
        refundable: r.refundable,
        free_cancel_days: r.freeCancelDays,
        penalty_bp: r.penaltyBp,
        nightly_iqd: r.nightlyIqd.toString(),
        child_nightly_iqd: r.childNightlyIqd.toString(),
        active: r.active,
      });
      await audited.change(
        staff,
        { action: 'hotel.rate.update', entity: 'hotel', entityId: hotelId, before: snapshot(before) },
        async (tx) => {
          await repo.updateRate(tx, rateId, {
            ...(body.board ? { board: body.board } : {}),
            refundable,
            freeCancelDays: freeDays,
            ...(body.penalty_bp !== undefined ? { penaltyBp: body.penalty_bp } : {}),
            ...(body.nightly_iqd !== undefined ? { nightlyIqd: BigInt(body.nightly_iqd) } : {}),
            ...(body.child_nightly_iqd !== undefined ? { childNightlyIqd: BigInt(body.child_nightly_iqd) } : {}),
            ...(body.active !== undefined ? { active: body.active } : {}),
          });
          return snapshot((await repo.findRate(tx, hotelId, rateId))!);
        },
      );
      return detail(hotelId);
    },

    /** Rooms per night of one type over a window: on sale (the type's count unless a night says otherwise) and sold. */
    async allotments(hotelId: string, roomTypeId: string, q: { from?: string; days: number }): Promise<Allotments> {
      const rt = await loadRoomType(hotelId, roomTypeId);
      const from = q.from ?? baghdadDate();
      const to = addDays(from, q.days - 1);
      const rows = await repo.allotmentsBetween(db, roomTypeId, from, to);
      const nights: Allotments['nights'] = [];
      for (let night = from; night <= to; night = addDays(night, 1)) {
        const row = rows.find((r) => r.night === night);
        nights.push({
          night,
          capacity: row?.capacity ?? rt.rooms,
          sold: row?.sold ?? 0,
          overridden: !!row && row.capacity !== rt.rooms,
        });
      }
      return { room_type_id: roomTypeId, from, nights };
    },

    async setAllotment(staff: AuthContext, hotelId: string, roomTypeId: string, body: AllotmentBody) {
      const rt = await loadRoomType(hotelId, roomTypeId);
      const before = (await repo.allotmentsBetween(db, roomTypeId, body.night, body.night))[0];
      return audited.change(
        staff,
        {
          action: 'hotel.allotment',
          entity: 'hotel',
          entityId: hotelId,
          before: {
            room_type_id: roomTypeId,
            night: body.night,
            capacity: before?.capacity ?? rt.rooms,
            sold: before?.sold ?? 0,
          },
        },
        async (tx) => {
          const r = await repo.setAllotment(tx, { roomTypeId, ...body });
          if (!r.ok)
            throw new AppError('capacity_below_sold', {
              params: { sold: r.sold },
              fields: [{ field: 'capacity', key: 'capacity_below_sold', params: { sold: r.sold } }],
            });
          return { room_type_id: roomTypeId, night: r.row.night, capacity: r.row.capacity, sold: r.row.sold };
        },
      );
    },
  };
}
