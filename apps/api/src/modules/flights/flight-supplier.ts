import type { CancellationQuote } from '@portal/contracts/bookings';
import type {
  Airport,
  CabinClass,
  Carrier,
  Dictionaries,
  Fare,
  FareFamily,
  FlightSearch,
  Offer,
  Price,
  PricedOffer,
} from '@portal/contracts/flights';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { SupplierRegistry as Registry } from '../../lib/supplier-registry.js';

/**
 * The seam between the portal and whoever sells the seats (the architecture brief, §5): search → price
 * (recheck) → book → quote cancellation → cancel. The built-in supplier serves the agency's own network
 * from the database (`builtin-supplier.ts`); a GDS or NDC aggregator implements the same interface and is
 * registered beside it. Offers and bookings remember their supplier's code, so re-pricing, booking and
 * cancelling go back to the supplier that made them (decision 042).
 */
export interface FlightSupplier<S extends SessionOffer = SessionOffer> {
  /** Stable code, stored with the offers of a search session and with each booking. */
  readonly code: string;
  /**
   * True when `book` and `cancel` write through the booking's own transaction (the built-in supplier); false for
   * a remote one, whose booking the checkout cancels when the booking's transaction fails after it booked.
   */
  readonly transactional: boolean;
  /** Offers for a search, cheapest first, with prices in the display currency (`toPrice`). */
  search(query: FlightSearch, toPrice: (iqd: bigint) => Price): Promise<SupplierOffers<S>>;
  /** One offer of a session priced again now, with the breakdown per passenger type and its deadlines. */
  price(request: PriceRequest<S>): Promise<PricedSupplierOffer>;
  /**
   * Books the priced offer inside the booking's database transaction (it commits or rolls back with the
   * payment and the booking row). Throws `seats_unavailable` when the seats are gone. Returns what the
   * supplier needs to find its order again (JSON), kept with the booking as `supplier_ref`.
   */
  book(tx: Tx, request: BookRequest<S>): Promise<Record<string, unknown>>;
  /** What cancelling now would keep: the fare's penalty and fees, and whether cancelling is still possible. */
  quoteCancellation(booked: BookedFlight, now: Date): CancellationTerms;
  /**
   * Cancels the order: the seats go back to sale. Inside the cancellation's transaction, or on the database
   * itself when a booking's transaction failed after a remote supplier booked.
   */
  cancel(db: DbOrTx, booked: BookedFlight): Promise<void>;
  /** Bookings and cancellations changed availability: drop what was kept for searches. */
  changed?(): void;
  /**
   * Optional, for a supplier searched alone: the whole answer's JSON made off the main thread (the built-in
   * supplier's search workers, decision 109) — the same bytes as `search` and `searchAnswerBody` would make —
   * or null when it cannot now (the caller then uses `search`).
   */
  searchAnswer?(request: AnswerRequest): Promise<AnswerParts | null>;
  /** Optional: get ready for searches (start workers); resolves when ready or failed to. */
  start?(): Promise<void>;
  /** Optional: release what it holds (workers, connections) when the app closes. */
  close?(): Promise<void>;
}

export interface AnswerRequest {
  query: FlightSearch;
  /** The display currency and its rate (units per IQD). */
  currency: { code: string; rate: string };
  /** The answer's JSON before its `offers` member, and after its `dictionaries`. */
  prefix: string;
  suffix: string;
}

export interface AnswerParts {
  /** `prefix`, the offers and their dictionaries, `suffix`: UTF-8 JSON. */
  body: Buffer;
  /** `JSON.stringify` of what the session keeps of each offer, in the answer's order. */
  storedJson: string;
}

/** What a search session keeps of an offer: enough for its supplier to price it again. */
export interface SessionOffer {
  id: string;
  /** The supplier's code; absent for the built-in supplier (and in sessions from before suppliers had codes). */
  supplier?: string;
  /** IQD total per fare family, as the search showed it. */
  totals: Partial<Record<FareFamily, string>>;
}

/** The names of the airports and carriers a supplier's offers mention, looked up by code. */
export interface DictionarySource {
  airport(code: string): Airport | undefined;
  carrier(code: string): Carrier | undefined;
}

export interface SupplierOffers<S extends SessionOffer = SessionOffer> {
  /** Offers in the display currency, cheapest first. */
  offers: Offer[];
  /** What the session keeps of each offer, in the same order. */
  stored: S[];
  /** Names for the codes the offers use (keep it the same object between searches: answers cache its JSON). */
  names: DictionarySource;
}

export interface PriceRequest<S extends SessionOffer = SessionOffer> {
  query: FlightSearch;
  stored: S;
  toPrice: (iqd: bigint) => Price;
  /** When the session holding the offer ends: no offer outlives it. */
  sessionExpiresAt: string;
}

export interface PricedSupplierOffer {
  offer: PricedOffer;
  dictionaries: Dictionaries;
}

export interface BookRequest<S extends SessionOffer = SessionOffer> {
  query: FlightSearch;
  stored: S;
  offer: PricedOffer;
  fare: Fare;
}

/** A booked flight as the booking keeps it. */
export interface BookedFlight {
  supplier: string;
  ref: Record<string, unknown>;
  flight: { offer: Offer; fare: Fare; cabin: CabinClass };
}

export interface CancellationTerms {
  allowed: boolean;
  /** The fare rule's penalty, 0–100, as a share of the fare (taxes are refunded, as for an unused ticket). */
  penaltyPercent: number;
  /** The penalty kept, IQD: that share of the base fare, never of the taxes or fees. */
  penaltyIqd: bigint;
  rule: CancellationQuote['rule'];
  /** Fees the agency keeps, IQD. */
  feesIqd: bigint;
}

/** The flight suppliers of one app instance, by code (`lib/supplier-registry.ts`); the built-in one searched first. */
export type SupplierRegistry = Registry<FlightSupplier>;
