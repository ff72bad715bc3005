import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * What is taken of a resource booked by the day (a car model's fleet at an office, a guide's calendar), per
 * resource and day (decision 094). A row appears with the first booking of the day or when staff set the day's
 * capacity; `capacity` null means the resource's own (the fleet count, one guide), a number is staff's for that
 * day (0: not available, a guide's day off). Taken only by a conditional update in the booking's transaction.
 */
export const dayCapacity = pgTable(
  'day_capacity',
  {
    /** Whose resource: `car` (a car offer), `guide`. */
    kind: text('kind').notNull(),
    resourceId: uuid('resource_id').notNull(),
    /** The local calendar day, YYYY-MM-DD. */
    day: text('day').notNull(),
    capacity: integer('capacity'),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.resourceId, t.day] }),
    check('day_capacity_bounds', sql`${t.taken} >= 0 and (${t.capacity} is null or ${t.capacity} >= 0)`),
    index('day_capacity_day_idx').on(t.kind, t.day),
  ],
);
