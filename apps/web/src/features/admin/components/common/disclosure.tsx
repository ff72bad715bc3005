import { useState, type ReactNode } from 'react';

export interface DisclosureProps {
  summary: ReactNode;
  /** Open at first (a part that needs attention). */
  defaultOpen?: boolean;
  className?: string;
  /** The content is rendered only once opened, so what it fetches waits until then. */
  children: () => ReactNode;
}

/**
 * A folded part of a long screen (a hotel's room types, their rooms per night): a native `<details>`, keyboard and
 * screen-reader friendly, whose content mounts when first opened and stays mounted afterwards.
 */
export function Disclosure({ summary, defaultOpen = false, className = '', children }: DisclosureProps) {
  // Only the first render decides: afterwards the reader opens and closes it (a room type that gets its first
  // rate stays open).
  const [initiallyOpen] = useState(defaultOpen);
  const [opened, setOpened] = useState(defaultOpen);
  return (
    <details
      open={initiallyOpen}
      className={`group ${className}`}
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) setOpened(true);
      }}
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg font-semibold text-brand-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90 rtl:-scale-x-100">
          ▸
        </span>
        {summary}
      </summary>
      {opened ? <div className="mt-3">{children()}</div> : null}
    </details>
  );
}
