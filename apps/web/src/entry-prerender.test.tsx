import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerender } from './entry-prerender';
import { applyDocumentLanguage } from './lib/i18n';
import { freezeForms, stripForCsp } from './prerender-markup';

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

  it('pictures the login and contact pages too, the contact page with its office details loading', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const login = await prerender('/login');
    expect(login).toContain('تسجيل الدخول');
    expect(login).toContain('type="password"');
    const contact = await prerender('/contact');
    expect(contact).toContain('اتصل بنا');
    // No server to ask at build time: the settings show as loading, never as unavailable.
    expect(contact).toContain('data-testid="placeholder"');
    expect(contact).not.toContain('غير متاح');
  });

  it('makes the picture’s forms inert until the app renders the live ones', () => {
    expect(freezeForms('<form class="a"><input name="password"></form><p>formal</p>')).toBe(
      '<form inert="" class="a"><input name="password"></form><p>formal</p>',
    );
  });

  it('strips scripts and style attributes but nothing else', () => {
    expect(stripForCsp('<p style="width:90%">a</p><script>x()</script><b data-style="y">c</b>')).toBe(
      '<p>a</p><b data-style="y">c</b>',
    );
  });
});
