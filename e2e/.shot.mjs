import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const [lang, w, url, file, action] = process.argv.slice(2);
const c = await b.newContext({ viewport: { width: Number(w), height: 900 }, locale: lang === 'ar' ? 'ar-IQ' : 'en-US' });
await c.addInitScript((l) => localStorage.setItem('lang', l), lang);
const p = await c.newPage(); p.on('pageerror', e => console.log('PAGEERROR', e.message)); p.on('console', m => m.type()==='error' && console.log('CONSOLE', m.text()));
await p.goto(url, { waitUntil: 'networkidle' });
if (action === 'visa-tab') { await p.getByRole('tab', { name: lang === 'ar' ? 'التأشيرات' : 'Visa' }).click(); await p.waitForTimeout(1500); }
await p.waitForTimeout(800);
await p.screenshot({ path: file, fullPage: action !== 'visa-tab' });
console.log(await p.evaluate(() => document.querySelector('main')?.innerText.slice(0, 400)));
await b.close();
