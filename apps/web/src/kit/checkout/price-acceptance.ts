import { useCallback, useEffect, useRef, useState } from 'react';
import type { Price } from '@portal/contracts/flights';

export interface PriceAcceptance {
  /** What the user has agreed to pay: the price first shown, until a new one is accepted. */
  accepted: Price;
  /** The price first shown (the search's or the quote's). */
  quoted: Price;
  /** The price now. */
  current: Price;
  /** The current price is not the accepted one: nothing is booked until it is accepted. */
  moved: boolean;
  accept: () => void;
  /** The accept button's ref callback: the button is focused when a booking attempt meets a new price. */
  bindAcceptButton: (node: HTMLButtonElement | null) => void;
  /** Moves the focus to the accept button (the user's next step). */
  focusAccept: () => void;
}

/**
 * The price a booking is made at. The page starts from the price the user was shown (`quoted`); a different
 * current price (found on opening, or answered by the server as `price_changed`) must be accepted before the
 * booking is sent, and the booking then carries the accepted total.
 */
export function usePriceAcceptance(quoted: Price, current: Price): PriceAcceptance {
  const [accepted, setAccepted] = useState(quoted);
  const button = useRef<HTMLButtonElement | null>(null);
  const first = useRef(current.iqd);
  const moved = accepted.iqd !== current.iqd;
  const bindAcceptButton = useCallback((node: HTMLButtonElement | null) => {
    button.current = node;
  }, []);
  const focusAccept = useCallback(() => button.current?.focus(), []);

  // A price that changed while booking: the user's next step is to accept it (or leave).
  useEffect(() => {
    if (current.iqd !== first.current) focusAccept();
  }, [current.iqd, focusAccept]);

  const accept = useCallback(() => setAccepted(current), [current]);
  return { accepted, quoted, current, moved, accept, bindAcceptButton, focusAccept };
}
