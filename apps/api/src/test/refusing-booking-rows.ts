import { sql } from 'drizzle-orm';
import type { TestContext } from './harness.js';

/**
 * While `run` runs, the database refuses to store a booking of `supplier`: the transaction fails after the
 * supplier booked (as a lost connection or a failed commit would make it fail).
 */
export async function refusingBookingRows<T>(ctx: TestContext, supplier: string, run: () => Promise<T>): Promise<T> {
  const db = ctx.database.db;
  await db.execute(
    sql.raw(`CREATE FUNCTION test_refuse_booking() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.details ->> 'supplier' = '${supplier}' THEN RAISE EXCEPTION 'booking row refused by the test'; END IF;
        RETURN NEW;
      END $$`),
  );
  await db.execute(
    sql.raw(
      'CREATE TRIGGER test_refuse_booking BEFORE INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION test_refuse_booking()',
    ),
  );
  try {
    return await run();
  } finally {
    await db.execute(sql.raw('DROP TRIGGER test_refuse_booking ON bookings'));
    await db.execute(sql.raw('DROP FUNCTION test_refuse_booking()'));
  }
}
