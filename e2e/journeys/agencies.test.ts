/**
 * Agencies (issue 22, item 1; decision 074) against the production build on a fresh data folder. A travel agency
 * registers in Arabic on a phone, with its owner's account; until staff approve it, the owner books as a
 * customer and is not offered My users. An administrator approves it in the back office's agency applications;
 * the owner is told by mail in Arabic, finds My users in the user menu of the session already open, and
 * registers a sub-user, who then logs in. The registration form's agency part is captured in Arabic and English
 * at 390 and 1280 px, with its field messages and the values kept.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../lib/browser.js';
import { startPortal, type Portal } from '../lib/server.js';
import {
  apiLogin,
  eventually,
  header,
  horizontalOverflow,
  open,
  storeSession,
  TEXT as SHELL,
  viewportScreenshot,
} from '../lib/shell.js';

/** The interface texts the journey looks for (apps/web/src/features/auth/locales, locales, admin locales). */
const TEXT = {
  ar: {
    agency: /^وكالة سفر/,
    traveller: /^مسافرًا/,
    agencyGroup: 'وكالتك',
    ownerGroup: 'حساب المالك',
    agencyName: 'اسم الوكالة',
    phone: 'هاتف الوكالة',
    city: 'المدينة',
    licence: 'رقم الرخصة التجارية',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirmation: 'تأكيد كلمة المرور',
    create: 'إنشاء حساب',
    ready: 'حسابك جاهز',
    required: 'هذا الحقل مطلوب',
    myUsers: 'مستخدميّ',
    pending: (agency: string) => `وكالتك ${agency} بانتظار مراجعتنا. حتى ذلك الحين تحجز بصفتك مسافرًا.`,
    approve: 'الموافقة على الوكالة',
    approved: (agency: string) => `أصبحت ${agency} وكالة، وأُبلغ مالكها بالبريد.`,
    addSubUser: 'تسجيل مستخدم فرعي',
    createSubUser: 'تسجيل المستخدم الفرعي',
    subUserCreated: (name: string, email: string) => `يمكن لـ ${name} الآن تسجيل الدخول بالبريد ${email}.`,
    mailSubject: (agency: string) => `تمت الموافقة على وكالتك ${agency}`,
  },
  en: {
    agency: /^A travel agency/,
    agencyGroup: 'Your agency',
    agencyName: 'Agency name',
    phone: 'Agency phone',
    city: 'City',
    licence: 'Trade licence number',
    create: 'Create account',
    required: 'This field is required',
  },
} as const;

/** The phone's side menu, open. */
async function openSideMenu(p: Page) {
  await header(p).getByRole('button', { name: SHELL.ar.openMenu }).click();
  const menu = p.getByRole('dialog', { name: SHELL.ar.menu });
  await menu.waitFor();
  return menu;
}

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];
before(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});
after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await portal?.stop();
});

async function page(viewport: 'phone' | 'desktop', lang: 'ar' | 'en'): Promise<Page> {
  const context = await newContext(browser, viewport, lang);
  contexts.push(context);
  return context.newPage();
}

const AGENCY = 'مكتب بوابة بابل للسفر';
const OWNER_EMAIL = 'zainab@babylongate.example';
const SUB_EMAIL = 'hassan@babylongate.example';

describe('an agency registers in Arabic, staff approve it, its owner adds a sub-user', () => {
  let owner: Page;

  it('registers the agency with its owner’s account on a phone, and is told it is under review', async () => {
    owner = await page('phone', 'ar');
    const t = TEXT.ar;
    await open(owner, `${portal.url}/register`);
    await owner.getByRole('radio', { name: t.agency }).check();
    const agency = owner.getByRole('group', { name: t.agencyGroup });
    // Sent empty first: each field says what it needs, and nothing is lost.
    await agency.getByLabel(t.agencyName).fill(AGENCY);
    await owner.getByRole('button', { name: t.create }).click();
    await eventually(async () => assert.equal(await agency.getByText(t.required).count(), 2));
    assert.equal(await agency.getByLabel(t.agencyName).inputValue(), AGENCY);
    await screenshot(owner, 'agency-register-errors-ar-390');
    await agency.getByLabel(t.phone).fill('+964 770 123 4567');
    await agency.getByLabel(t.city).fill('البصرة');
    await agency.getByLabel(t.licence).fill('BSR-2024/118');
    const account = owner.getByRole('group', { name: t.ownerGroup });
    await account.getByLabel(t.name).fill('زينب كاظم');
    await account.getByLabel(t.email).fill(OWNER_EMAIL);
    await account.getByLabel(t.password, { exact: true }).fill('Babylon-2026');
    await account.getByLabel(t.confirmation).fill('Babylon-2026');
    const overflow = await horizontalOverflow(owner);
    assert.ok(overflow.scrollWidth <= overflow.width, `the form is wider than the phone: ${JSON.stringify(overflow)}`);
    await screenshot(owner, 'agency-register-ar-390');
    await owner.getByRole('button', { name: t.create }).click();
    await owner.getByRole('heading', { name: t.ready }).waitFor();
    await screenshot(owner, 'agency-register-done-ar-390');
  });

  it('until approved, offers its owner no My users, and sends the page itself home', async () => {
    const t = TEXT.ar;
    await open(owner, `${portal.url}/`);
    // On a phone the account's links are in the side menu.
    const menu = await openSideMenu(owner);
    await menu.getByText(t.pending(AGENCY)).waitFor();
    assert.equal(await menu.getByRole('link', { name: t.myUsers }).count(), 0);
    await viewportScreenshot(owner, 'agency-pending-menu-ar-390');
    await owner.keyboard.press('Escape');
    await owner.goto(`${portal.url}/sub-users`);
    await owner.waitForURL(`${portal.url}/`);
  });

  it('an administrator approves it in the back office; the owner is told by mail in Arabic', async () => {
    const t = TEXT.ar;
    const staff = await page('desktop', 'ar');
    await staff.goto(`${portal.url}/`);
    await storeSession(staff, await apiLogin(portal.url, 'admin@demo.iq'));
    await open(staff, `${portal.url}/admin/agencies`);
    const card = staff.getByRole('article', { name: AGENCY });
    await card.getByText('BSR-2024/118').waitFor();
    await screenshot(staff, 'agency-applications-ar-1280');
    await card.getByRole('button', { name: t.approve }).click();
    await staff.getByText(t.approved(AGENCY)).waitFor();
    await eventually(async () => {
      const outbox = path.join(portal.dataDir, 'outbox');
      const mails = await Promise.all(
        (await readdir(outbox)).map(async (f) => JSON.parse(await readFile(path.join(outbox, f), 'utf8'))),
      );
      // The owner was welcomed when they registered; the decision is the other mail.
      const subjects = mails.filter((m: { to: string }) => m.to === OWNER_EMAIL).map((m) => m.subject as string);
      assert.ok(subjects.includes(t.mailSubject(AGENCY)), `no approval mail to the owner: ${subjects.join(' | ')}`);
    });
  });

  it('the owner, in the session already open, finds My users and registers a sub-user, who logs in', async () => {
    const t = TEXT.ar;
    await open(owner, `${portal.url}/`);
    await (await openSideMenu(owner)).getByRole('link', { name: t.myUsers }).click();
    await owner.waitForURL(`${portal.url}/sub-users`);
    await owner.getByRole('link', { name: t.addSubUser }).click();
    await owner.waitForURL(`${portal.url}/register-sub-user`);
    await owner.getByLabel(t.name).fill('حسن علي');
    await owner.getByLabel(t.email).fill(SUB_EMAIL);
    await owner.getByLabel(t.password, { exact: true }).fill('Agent-2026');
    await owner.getByLabel(t.confirmation).fill('Agent-2026');
    await owner.getByRole('button', { name: t.createSubUser }).click();
    await owner.getByText(t.subUserCreated('حسن علي', SUB_EMAIL)).waitFor();
    await screenshot(owner, 'agency-sub-user-ar-390');
    const sub = await apiLogin(portal.url, SUB_EMAIL, 'Agent-2026');
    assert.equal(sub.user.role, 'sub_user');
  });
});

describe('the registration form’s agency part in Arabic and English, on a phone and a desktop', () => {
  for (const lang of ['ar', 'en'] as const)
    for (const viewport of ['phone', 'desktop'] as const) {
      it(`${lang}, ${viewport}: every field labelled, nothing wider than the screen, messages beside their fields`, async () => {
        const t = TEXT[lang];
        const p = await page(viewport, lang);
        await open(p, `${portal.url}/register`);
        await p.getByRole('radio', { name: t.agency }).check();
        const agency = p.getByRole('group', { name: t.agencyGroup });
        for (const label of [t.agencyName, t.phone, t.city, t.licence])
          assert.equal(await agency.getByLabel(label).count(), 1, label);
        await agency.getByLabel(t.phone).fill('call us');
        await p.getByRole('button', { name: t.create }).click();
        await eventually(async () => assert.ok((await agency.getByText(t.required).count()) >= 2));
        assert.equal(await agency.getByLabel(t.phone).inputValue(), 'call us');
        const overflow = await horizontalOverflow(p);
        assert.ok(overflow.scrollWidth <= overflow.width, JSON.stringify(overflow));
        await screenshot(p, `agency-register-form-${lang}-${viewport === 'phone' ? 390 : 1280}`);
      });
    }
});
