import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerender } from './entry-prerender';
import { applyDocumentLanguage } from './lib/i18n';
import { stripForCsp } from './prerender-markup';

afterEach(async () => {
  await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
});

describe('the prerendered home page', () => {
  it('is the home page as an Arabic visitor first sees it, with nothing the CSP forbids', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const markup = stripForCsp(await prerender('/'));
    expect(markup).toContain('من العراق إلى العالم، كل حجوزاتك في مكان واحد');
    expect(markup).toContain('role="tablist"');
    expect(markup).toContain('href="/login"');
    expect(markup).not.toMatch(/<script/);
    expect(markup).not.toMatch(/\sstyle="/);
  });

  it('strips scripts and style attributes but nothing else', () => {
    expect(stripForCsp('<p style="width:90%">a</p><script>x()</script><b data-style="y">c</b>')).toBe(
      '<p>a</p><b data-style="y">c</b>',
    );
  });
});
