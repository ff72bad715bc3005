import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createStaff, type TestUser } from '../../../test/factories.js';
import { seedDatabase } from '../../../db/seed.js';
import { auditLog } from '../../../db/schema.js';

let ctx: TestContext;
let editor: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDatabase(ctx.database.db, { demo: false, uploadsDir: ctx.config.uploadsDir });
  editor = await createStaff(ctx, 'editor');
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, lang = 'en') =>
  ctx.app.inject({
    method,
    url,
    headers: { ...editor.auth, 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function currentSettings() {
  return (await send('GET', '/api/v1/admin/site-settings')).json().data;
}

describe('site settings', () => {
  it('saves the settings; the public /site-settings shows them and the audit log keeps before and after', async () => {
    const settings = await currentSettings();
    // The public answer is cached: read it first, so only the save's own invalidation can show the change.
    expect((await ctx.app.inject({ url: '/api/v1/site-settings' })).json().data.phone).toBe(settings.phone);
    const res = await send('PUT', '/api/v1/admin/site-settings', {
      ...settings,
      phone: '+964 790 111 2222',
      social: { ...settings.social, telegram: 'https://t.me/rafidain_new' },
      address: { ...settings.address, en: 'Al-Mansour, Baghdad, Iraq' },
    });
    expect(res.statusCode).toBe(200);
    const site = (await ctx.app.inject({ url: '/api/v1/site-settings' })).json().data;
    expect(site).toMatchObject({ phone: '+964 790 111 2222', address: { en: 'Al-Mansour, Baghdad, Iraq' } });
    expect(site.social.telegram).toBe('https://t.me/rafidain_new');
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'site_setting'));
    expect(audit).toMatchObject({
      action: 'settings.update',
      actorId: editor.id,
      before: expect.objectContaining({ phone: settings.phone }),
    });
  });

  it('keeps the top-ups’ payees: seeded, edited by staff, public, an IBAN kept without spaces and checked', async () => {
    const settings = await currentSettings();
    expect(settings.payees).toMatchObject({
      bank: { account_name: 'Rafidain Travel Co. LLC', iban: 'IQ07RAFB802001234567890' },
      zaincash: '+964 780 123 4567',
    });
    const payees = {
      ...settings.payees,
      bank: { ...settings.payees.bank, iban: 'iq98 nbiq 8501 2345 6789 012' },
      fastpay: '+964 751 000 1122',
    };
    expect((await send('PUT', '/api/v1/admin/site-settings', { ...settings, payees })).statusCode).toBe(200);
    const site = (await ctx.app.inject({ url: '/api/v1/site-settings' })).json().data;
    expect(site.payees).toMatchObject({ bank: { iban: 'IQ98NBIQ850123456789012' }, fastpay: '+964 751 000 1122' });

    const bad = { ...payees, bank: { ...payees.bank, iban: 'IQ99NBIQ850123456789012' }, qi_card: 'call us' };
    const refused = await send('PUT', '/api/v1/admin/site-settings', { ...settings, payees: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'payees.bank.iban', message: 'Enter an IBAN such as IQ98 NBIQ 8501 2345 6789 012' },
        { field: 'payees.qi_card', message: 'Enter a phone number such as +964 770 123 4567' },
      ]),
    );
    expect((await currentSettings()).payees.bank.iban).toBe('IQ98NBIQ850123456789012');
  });

  it('checks links with the spec’s ‘Invalid URL’ and addresses with ‘Invalid email address’, in every language', async () => {
    const settings = await currentSettings();
    const body = {
      ...settings,
      email: 'info-at-rafidain',
      social: { ...settings.social, facebook: 'facebook dot com/rafidain' },
      apps: { android: 'market://details', ios: '' },
      logo_url: '/uploads/../../etc/passwd',
    };
    const en = await send('PUT', '/api/v1/admin/site-settings', body);
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Invalid email address' },
        { field: 'social.facebook', message: 'Invalid URL' },
        { field: 'apps.android', message: 'Invalid URL' },
        { field: 'logo_url', message: 'Invalid URL' },
      ]),
    );
    const ar = await send('PUT', '/api/v1/admin/site-settings', body, 'ar');
    expect(ar.json().errors).toContainEqual({ field: 'email', message: 'عنوان البريد الإلكتروني غير صالح' });
    const de = await send('PUT', '/api/v1/admin/site-settings', body, 'de');
    expect(de.json().errors).toContainEqual({ field: 'social.facebook', message: 'Ungültige URL' });
    expect((await currentSettings()).email).toBe(settings.email);
  });

  it.each([
    [
      'an empty Arabic site name',
      (s: Record<string, unknown>) => ({ ...s, site_name: { ar: '', en: 'X', de: 'X' } }),
      'site_name.ar',
      'This field is required',
    ],
    [
      'a time of 25:00',
      (s: Record<string, { opens: string }>) => ({ ...s, opening_hours: { ...s.opening_hours, opens: '25:00' } }),
      'opening_hours.opens',
      'Enter a time as HH:MM',
    ],
    [
      'a latitude of 120',
      (s: Record<string, unknown>) => ({ ...s, coordinates: { lat: 120, lng: 44 } }),
      'coordinates.lat',
      'Must be at most 90',
    ],
    [
      'a phone in words',
      (s: Record<string, unknown>) => ({ ...s, phone: 'call us' }),
      'phone',
      'Enter a phone number such as +964 770 123 4567',
    ],
    ['an unknown field', (s: Record<string, unknown>) => ({ ...s, theme: 'dark' }), 'theme', 'Unknown field'],
  ])('refuses %s', async (_label, change, field, message) => {
    const res = await send('PUT', '/api/v1/admin/site-settings', change(await currentSettings()));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });
});

describe('home-page sections', () => {
  it('edits partners, benefits, destinations and featured tours', async () => {
    const home = (await send('GET', '/api/v1/admin/home-content')).json().data;
    // Warm the public cache, so only the save's own invalidation can show the change.
    expect((await ctx.app.inject({ url: '/api/v1/home-content' })).json().data.partners).toHaveLength(
      home.partners.length,
    );
    const res = await send('PUT', '/api/v1/admin/home-content', {
      ...home,
      partners: home.partners.slice(0, 2),
      destinations: [
        ...home.destinations,
        {
          slug: 'erbil',
          name: { ar: 'أربيل', en: 'Erbil', de: 'Erbil' },
          country: { ar: 'العراق', en: 'Iraq', de: 'Irak' },
          image_url: '/uploads/site/destinations/istanbul.svg',
          from_price_iqd: '95000',
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const pub = (await ctx.app.inject({ url: '/api/v1/home-content' })).json().data;
    expect(pub.partners).toHaveLength(2);
    expect(pub.destinations.at(-1)).toMatchObject({ slug: 'erbil', name: { de: 'Erbil' } });
  });

  it('refuses a destination without its German name and a partner link that is no URL', async () => {
    const home = (await send('GET', '/api/v1/admin/home-content')).json().data;
    const res = await send('PUT', '/api/v1/admin/home-content', {
      ...home,
      partners: [{ ...home.partners[0], url: 'www example' }],
      destinations: [{ ...home.destinations[0], name: { ...home.destinations[0].name, de: '' }, slug: 'Bad Slug' }],
    });
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'partners.0.url', message: 'Invalid URL' },
        { field: 'destinations.0.name.de', message: 'This field is required' },
        { field: 'destinations.0.slug', message: 'Use lower-case Latin letters, digits and hyphens' },
      ]),
    );
  });
});

describe('featured tours', () => {
  const tour = {
    slug: 'karbala-arbaeen',
    title: { ar: 'زيارة الأربعين', en: 'Arbaeen in Karbala', de: 'Arbaeen in Kerbela' },
    image_url: '/uploads/trips/karbala.webp',
    days: 4,
    nights: 3,
    price_iqd: '450000',
    seats_left: 20,
    departs: '2027-08-20',
  };

  it('saves a well-formed tour (the rows below each break one field of it)', async () => {
    const home = (await send('GET', '/api/v1/admin/home-content')).json().data;
    const res = await send('PUT', '/api/v1/admin/home-content', { ...home, tours: [tour] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tours).toEqual([tour]);
  });

  it.each([
    [
      'a slug with spaces',
      { slug: 'Karbala Arbaeen' },
      'tours.0.slug',
      'Use lower-case Latin letters, digits and hyphens',
    ],
    ['no German title', { title: { ...tour.title, de: '' } }, 'tours.0.title.de', 'This field is required'],
    ['an image that is no address', { image_url: 'karbala.webp' }, 'tours.0.image_url', 'Invalid URL'],
    ['zero days', { days: 0 }, 'tours.0.days', 'Must be at least 1'],
    ['half a night', { nights: 1.5 }, 'tours.0.nights', 'Invalid value'],
    [
      'a price with fils',
      { price_iqd: '450000.5' },
      'tours.0.price_iqd',
      'Enter a positive amount with at most 0 decimals',
    ],
    ['a negative number of seats', { seats_left: -1 }, 'tours.0.seats_left', 'Must be at least 0'],
    ['the 30th of February', { departs: '2027-02-30' }, 'tours.0.departs', 'Enter a date as YYYY-MM-DD'],
    ['an extra field', { discount: 10 }, 'tours.0.discount', 'Unknown field'],
  ])('refuses a tour with %s', async (_label, change, field, message) => {
    const home = (await send('GET', '/api/v1/admin/home-content')).json().data;
    const res = await send('PUT', '/api/v1/admin/home-content', { ...home, tours: [{ ...tour, ...change }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect((await send('GET', '/api/v1/admin/home-content')).json().data.tours).toEqual(home.tours);
  });
});

describe('public media', () => {
  it('stores an uploaded image as WebP under a random name and serves it publicly', async () => {
    const png = await sharp({
      create: { width: 2400, height: 1200, channels: 4, background: { r: 11, g: 79, b: 108, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'partner.png');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media?folder=site',
      headers: editor.auth,
      payload: form,
    });
    expect(res.statusCode).toBe(201);
    const media = res.json().data;
    expect(media).toMatchObject({ width: 1600, height: 800 });
    expect(media.url).toMatch(/^\/uploads\/site\/media\/[0-9a-f]{24}\.webp$/);
    const served = await ctx.app.inject({ url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const hotel = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media?folder=hotels',
      headers: editor.auth,
      payload: (() => {
        const f = new FormData();
        f.append('file', new Blob([png], { type: 'image/png' }), 'hotel.png');
        return f;
      })(),
    });
    expect(hotel.json().data.url).toBe(`/uploads/hotels/thumb/${hotel.json().data.file}`);
  });

  it('refuses what is not a JPEG, PNG or WebP image, and unknown folders', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }),
      'x.svg',
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media?folder=site',
      headers: { ...editor.auth, 'accept-language': 'en' },
      payload: form,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'file', message: 'Upload a JPEG, PNG or WebP image of at most 5 MB' }]);
    expect((await send('POST', '/api/v1/admin/media?folder=private')).statusCode).toBe(400);
  });
});
