import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings } from '../../db/schema.js';

/** The statuses of a booking that still holds its guide's days (the others gave them back). */
const HOLDING = ['pending', 'held', 'confirmed', 'fulfilled'] as const;

/** Each day a guide's bookings still hold, with the booking's reference and status (decision 129). */
export async function holdingGuideBookings(db: DbOrTx, guideId: string) {
  const rows = await db
    .select({ reference: bookings.reference, status: bookings.status, details: bookings.details })
    .from(bookings)
    .where(
      and(
        eq(bookings.service, 'guide'),
        inArray(bookings.status, [...HOLDING]),
        sql`${bookings.details} -> 'reservation' ->> 'guideId' = ${guideId}`,
      ),
    );
  return rows.flatMap((b) => {
    const days = (b.details as { reservation?: { days?: unknown } }).reservation?.days;
    return (Array.isArray(days) ? days : [])
      .filter((day): day is string => typeof day === 'string')
      .map((day) => ({ day, reference: b.reference, status: b.status }));
  });
}
