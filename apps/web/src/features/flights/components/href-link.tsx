import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';

export type HrefLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to a path built by the contracts (decision 020: service paths are not typed routes): a real `<a>`
 * for opening in a new tab, navigating inside the app on a plain click.
 */
export function HrefLink({ href, onClick, ...props }: HrefLinkProps) {
  const navigate = useNavigate();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate({ href });
  }
  return <a href={href} onClick={handleClick} {...props} />;
}
