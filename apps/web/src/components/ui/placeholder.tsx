import { useState } from 'react';

export interface PlaceholderProps {
  /** CSS height; one line of text by default. */
  height?: string;
  /** CSS width; without it a random width between 80 and 100 % makes stacked lines look like text. */
  width?: string;
  className?: string;
}

/** The shimmering block shown while content loads (spec section 4). */
export function Placeholder({ height = '1em', width, className = '' }: PlaceholderProps) {
  const [randomWidth] = useState(() => `${Math.round(80 + Math.random() * 20)}%`);
  return (
    <span
      aria-hidden="true"
      data-testid="placeholder"
      className={`shimmer block max-w-full rounded-md ${className}`}
      style={{ height, width: width ?? randomWidth }}
    />
  );
}
