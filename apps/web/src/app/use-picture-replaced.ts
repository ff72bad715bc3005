import { useLayoutEffect } from 'react';

/**
 * React has drawn its first screen over the prerendered picture (public/boot.js): the root may be shown, and
 * web fonts that came in while the picture was on screen swap in once this render has been painted (decision
 * 061). For the component at the top of each way the app starts (app.tsx, lean/lean-home.tsx).
 */
export function usePictureReplaced(): void {
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.removeAttribute('data-prerender');
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (html.getAttribute('data-fonts') === 'ready') html.removeAttribute('data-fonts');
      }, 0),
    );
  }, []);
}
