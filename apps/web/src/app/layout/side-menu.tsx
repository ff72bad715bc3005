import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazy';
import type { SideMenuContentProps } from './side-menu-props';

export interface SideMenuProps extends SideMenuContentProps {
  open: boolean;
}

const SideMenuContent = lazyComponent(() => import('./side-menu-content'), 'SideMenuContent');

/** Fetches the menu's contents (on hover, focus or touch of its button), so that it opens at once. */
export function preloadSideMenu(): Promise<unknown> {
  return SideMenuContent.preload();
}

/**
 * The mobile side menu: a modal <dialog> sliding in from the start side (right in Arabic), so focus stays
 * inside, Escape closes it and the page behind is inert. Its contents are built only while it is open, from
 * a chunk of their own: nothing of it is in the first screen's download.
 */
export function SideMenu({ open, onClose, ...contentProps }: SideMenuProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-label={t('layout.menu')}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className="side-menu fixed inset-y-0 start-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-slate-950/50"
    >
      {open ? (
        <Suspense fallback={null}>
          <SideMenuContent onClose={onClose} {...contentProps} />
        </Suspense>
      ) : null}
    </dialog>
  );
}
