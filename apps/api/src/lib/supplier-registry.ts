/*
 * Flights and hotels reach the portal through suppliers (architecture brief §5; decisions 042 and 045): the
 * agency's own inventory is the built-in supplier, a GDS, an NDC aggregator or a bed bank is one more registered
 * beside it. Offers, keys and bookings remember their supplier's code, and this registry finds it again.
 */

/** The supplier of the agency's own inventory; offers and bookings stored without a supplier code are its. */
export const BUILTIN_SUPPLIER = 'builtin';

/** Codes are stored with sessions and bookings and prefix hotel keys (`<code>~<id>`): short, lower-case, plain. */
const CODE = /^[a-z][a-z0-9]{1,19}$/;

/** What the registry needs of a supplier. */
export interface RegisteredSupplier {
  readonly code: string;
  /** Bookings or cancellations on this process changed availability: drop what was kept for searches. */
  changed?(): void;
}

/** The suppliers of one app instance, by code. */
export interface SupplierRegistry<T extends RegisteredSupplier> {
  /** Every supplier in the order given, the built-in one first: the order searches ask them in. */
  readonly all: readonly T[];
  /** The supplier of a code (none: the built-in one); undefined for a supplier no longer registered. */
  get(code: string | undefined): T | undefined;
  /** Tells every supplier that availability changed. */
  changed(): void;
}

/** The registry of `kind` suppliers; the built-in one must be among them, codes unique and of the form above. */
export function createSupplierRegistry<T extends RegisteredSupplier>(
  kind: 'flight' | 'hotel' | 'car' | 'guide',
  suppliers: readonly T[],
): SupplierRegistry<T> {
  const byCode = new Map<string, T>();
  for (const supplier of suppliers) {
    if (byCode.has(supplier.code) || !CODE.test(supplier.code))
      throw new Error(`${kind} supplier code ${supplier.code} is taken or not of the form [a-z][a-z0-9]{1,19}`);
    byCode.set(supplier.code, supplier);
  }
  if (!byCode.has(BUILTIN_SUPPLIER)) throw new Error(`the built-in ${kind} supplier must be registered`);
  return {
    all: suppliers,
    get: (code) => byCode.get(code ?? BUILTIN_SUPPLIER),
    changed() {
      for (const supplier of suppliers) supplier.changed?.();
    },
  };
}
