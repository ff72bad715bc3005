import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/*
 * How the site's frame, the home page and its search forms move between screens, without importing the router:
 * the home page's first screen starts without it (decision 062), and its navigator hands over to the whole app
 * on the first move (app/lean/lean-home.tsx); everywhere else the navigator is TanStack Router's
 * (app/layout/app-frame.tsx).
 */
export interface Navigator {
  /** Goes to an address within the app (path, query and hash), as a link click would. */
  navigate: (href: string) => void;
  /** A sign that the visitor may go there (hover, focus, touch): fetch what that screen needs. */
  preload: (href: string) => void;
  /** The current path, as a hook: components showing which link is current re-render when it changes. */
  usePathname: () => string;
}

export const NavigatorContext = createContext<Navigator | null>(null);

export function useNavigator(): Navigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('useNavigator needs a NavigatorContext provider (app-frame.tsx, lean-home.tsx)');
  return navigator;
}

export function usePathname(): string {
  const { usePathname: usePathnameOf } = useNavigator();
  return usePathnameOf();
}

/**
 * Whether a link to `to` is the current one, as TanStack Router's links decide it: its path, or (unless
 * `exact`) a path below it. A link with a hash (a place on a page) is never marked.
 */
export function isCurrentLink(pathname: string, to: string, exact: boolean): boolean {
  if (to.includes('#') || to.includes('?')) return false;
  return pathname === to || (!exact && pathname.startsWith(`${to}/`));
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address within the app: a path from the route table, with a hash or query where needed. */
  to: string;
  /** Marked current only on exactly this path, not below it (the home link). */
  exact?: boolean;
}

/** A plain click: one the app handles itself, where other clicks (new tab, download) are the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self')
  );
}

/**
 * A link within the app: a real `<a href>` (it works before any script, opens in a new tab, is read as a
 * link), marked `aria-current="page"` and `data-status="active"` when current, that moves within the app on a
 * plain click and fetches the screen it leads to on a sign of intent.
 */
export function Link({ to, exact = false, onClick, onMouseEnter, onFocus, onTouchStart, ...rest }: LinkProps) {
  const navigator = useNavigator();
  const current = isCurrentLink(navigator.usePathname(), to, exact);
  return (
    <a
      {...rest}
      href={to}
      {...(current ? { 'aria-current': 'page' as const, 'data-status': 'active' } : {})}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigator.navigate(to);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        navigator.preload(to);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        navigator.preload(to);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        navigator.preload(to);
      }}
    />
  );
}
