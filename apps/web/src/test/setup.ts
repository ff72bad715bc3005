import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { LANGS } from '@portal/contracts/i18n';
import { loadAdminTexts } from '../features/admin/i18n';
import { initI18n, loadAllDictionaries } from '../lib/i18n';

// Every test file runs in jsdom but the build's (src/app/bundle-budget.test.ts), which runs in Node.
const dom = typeof window !== 'undefined';

// jsdom has <dialog> without its modal behaviour; enough of it for the side menu.
if (dom && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

if (dom && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The router restores scroll positions; jsdom does not scroll.
if (dom) window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

beforeAll(async () => {
  await initI18n('en');
  // Component tests render any feature in any language; the app loads these per screen (decision 037).
  await loadAllDictionaries();
  // The back office's, which its route's loader adds in the interface language.
  await Promise.all(LANGS.map((lang) => loadAdminTexts(lang)));
});

afterEach(() => {
  if (!dom) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
